/**
 * Which of Gatsby's loggers a gatsby command the scripts start should use.
 *
 * Outside CI Gatsby picks Ink, a React renderer for the terminal, even when its output goes to a
 * pipe, and every one of its processes loads it: the main process, the one compiling
 * gatsby-node, and each page-query and HTML worker. For output nobody watches live (the live
 * site's rebuilds, the bench, the end-to-end set-up) the plain line logger does the same job
 * without that start-up: in builds after one post edit of the 1,000-post site, the bootstrap
 * took 9.5-10.1 s against 9.9-10.7 s with Ink (five builds each), and Ink's layout engine alone
 * took 0.18 s of each process's start.
 */
export function gatsbyLogger(env: NodeJS.ProcessEnv, toTerminal: boolean): string | undefined {
  const set = env.GATSBY_LOGGER?.trim();
  if (set) return set;
  return toTerminal ? undefined : 'yurnalist';
}
