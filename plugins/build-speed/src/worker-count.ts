import { availableParallelism } from 'node:os';

/**
 * Gatsby sizes its worker pools (page queries, static HTML) at GATSBY_CPU_COUNT - 1, leaving one
 * core to its main process, and otherwise guesses the count of physical cores. Unless
 * GATSBY_CPU_COUNT is set, it becomes the cores this process may use: one worker on two cores.
 * One worker per core measured slower in every build figure (../README.md): the main process is
 * not idle while workers run (it sources, builds the schema, writes files), and a second
 * worker's start-up competes with it.
 */
export function workerCpuCount(env: NodeJS.ProcessEnv, cores: number): string {
  const set = env.GATSBY_CPU_COUNT?.trim();
  return set ? set : String(Math.max(cores, 2));
}

/** Applies workerCpuCount to this process's environment, read by Gatsby after its config loads. */
export function leaveTheMainProcessACore(env: NodeJS.ProcessEnv = process.env): void {
  env.GATSBY_CPU_COUNT = workerCpuCount(env, availableParallelism());
}
