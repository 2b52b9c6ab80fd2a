import { availableParallelism } from 'node:os';

/**
 * Gatsby sizes its worker pools (page queries, static HTML, Terser) at GATSBY_CPU_COUNT - 1,
 * leaving one core to its main process. In those phases the main process only waits for the
 * workers (a CPU profile of a 1,000-post build shows it idle), so on two cores one of them sat
 * unused. Unless GATSBY_CPU_COUNT is set, it becomes cores + 1: one worker per core.
 */
export function workerCpuCount(env: NodeJS.ProcessEnv, cores: number): string {
  const set = env.GATSBY_CPU_COUNT?.trim();
  return set ? set : String(cores + 1);
}

/** Applies workerCpuCount to this process's environment, read by Gatsby after its config loads. */
export function giveEveryCoreAWorker(env: NodeJS.ProcessEnv = process.env): void {
  env.GATSBY_CPU_COUNT = workerCpuCount(env, availableParallelism());
}
