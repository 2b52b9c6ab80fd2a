import { availableParallelism } from 'node:os';

/**
 * Gatsby sizes its worker pools (page queries, static HTML) at GATSBY_CPU_COUNT - 1, leaving one
 * core to its main process, and otherwise guesses the count of physical cores. Unless
 * GATSBY_CPU_COUNT is set, it becomes the cores this process may use: one worker on two cores.
 *
 * One worker per core was tried (cores + 1) and measured worse on two cores, every figure of
 * `npm run bench -- --only build` (median of 3, same host, same hour): cold build of 20 posts
 * 26.2 s against 22.3 s with one worker, 1,000 posts 37.5 s against 33.2 s (peak memory 1521
 * against 1199 MiB), incremental build 19.6 s against 16.9 s, webhook to live 16.4 s against
 * 13.4 s. The main process is not idle while workers run: it sources, builds the schema and
 * writes files, and a second worker's start-up (loading the page renderer) competes with it.
 */
export function workerCpuCount(env: NodeJS.ProcessEnv, cores: number): string {
  const set = env.GATSBY_CPU_COUNT?.trim();
  return set ? set : String(Math.max(cores, 2));
}

/** Applies workerCpuCount to this process's environment, read by Gatsby after its config loads. */
export function leaveTheMainProcessACore(env: NodeJS.ProcessEnv = process.env): void {
  env.GATSBY_CPU_COUNT = workerCpuCount(env, availableParallelism());
}
