/**
 * Which of Gatsby's loggers a gatsby command the scripts start should use.
 *
 * Outside CI Gatsby picks Ink, a React renderer for the terminal, even when its output goes to a
 * pipe, and every one of its processes loads it: the main process, the one compiling
 * gatsby-node, and each page-query and HTML worker. For output nobody watches live (the live
 * site's rebuilds, the bench, the end-to-end set-up) the plain line logger does the same job
 * without that start-up (figures in ../README.md).
 */
export function gatsbyLogger(env: NodeJS.ProcessEnv, toTerminal: boolean): string | undefined {
  const set = env.GATSBY_LOGGER?.trim();
  if (set) return set;
  return toTerminal ? undefined : 'yurnalist';
}
