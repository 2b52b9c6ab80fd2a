/**
 * Which Lighthouse runs stand for a page. Lighthouse measures the host's speed at the start of
 * every run (its BenchmarkIndex) and throttles on top of it, so a run made while something else
 * held the CPU scores the host, not the page. A run counts when the host was at least
 * BUSY_HOST_RATIO as fast as in the fastest run of the whole audit; the page is measured again
 * until it has enough such runs or the attempts run out, and the median counted run (by
 * performance score) stands for it. A host that is slow throughout has no fast runs to compare
 * with: every run counts, and the scores say so.
 */

/**
 * What the bench holds a main page's load to on the emulated phone (`npm run bench -- --only
 * lighthouse`): a performance score of 95 and a total blocking time of 200 ms, Lighthouse's own
 * line for a good TBT on a phone.
 */
export const LIGHTHOUSE_PERFORMANCE_MINIMUM = 95;
export const LIGHTHOUSE_TBT_BUDGET_MS = 200;

/**
 * Counted runs per page. The performance score and TBT vary from run to run, so the bench's
 * figures are the median of five (it sets LIGHTHOUSE_RUNS_PER_PAGE); what `npm test` asserts
 * (accessibility, best practices, SEO, CLS, a lazy largest paint) does not follow the clock, and
 * one run per page checks it.
 */
export const BENCH_RUNS_PER_PAGE = 5;
export const TEST_RUNS_PER_PAGE = 1;

/** The counted runs per page this run wants: LIGHTHOUSE_RUNS_PER_PAGE, or the test's one. */
export function runsPerPage(env: NodeJS.ProcessEnv = process.env): number {
  const wanted = Number(env.LIGHTHOUSE_RUNS_PER_PAGE);
  return Number.isInteger(wanted) && wanted > 0 ? wanted : TEST_RUNS_PER_PAGE;
}

/** A run whose host measured under this share of the fastest run's speed was a busy host. */
export const BUSY_HOST_RATIO = 0.7;

export interface MeasuredRun {
  scores: { performance: number };
  benchmarkIndex: number;
}

/** The runs made while the host ran at its usual speed, judged against the fastest seen. */
export function runsOnAnIdleHost<R extends MeasuredRun>(runs: R[], fastestIndex: number): R[] {
  return runs.filter((run) => run.benchmarkIndex >= fastestIndex * BUSY_HOST_RATIO);
}

/** Whether a page needs another run: fewer counted runs than wanted, and attempts left. */
export function needsAnotherRun(
  runs: MeasuredRun[],
  fastestIndex: number,
  wanted: number,
  maxAttempts: number,
): boolean {
  return runs.length < maxAttempts && runsOnAnIdleHost(runs, fastestIndex).length < wanted;
}

/**
 * The run that stands for the page: the median by performance of the counted runs, or of all
 * runs when none counts. Also says how many runs were set aside as made on a busy host.
 */
export function representativeRun<R extends MeasuredRun>(
  runs: R[],
  fastestIndex: number,
): { run: R; counted: number; setAside: number } {
  if (runs.length === 0) throw new Error('a page needs at least one Lighthouse run');
  const idle = runsOnAnIdleHost(runs, fastestIndex);
  const pool = (idle.length > 0 ? idle : runs)
    .slice()
    .sort((a, b) => a.scores.performance - b.scores.performance);
  return {
    run: pool[Math.floor(pool.length / 2)]!,
    counted: pool.length,
    setAside: runs.length - pool.length,
  };
}

/**
 * The phone every run emulates, by its BenchmarkIndex: a "mid-tier mobile" in Lighthouse's
 * table of device classes (125-800). Lighthouse slows the CPU by a factor over the host's own
 * speed, 4x by default, meant for a desktop host; with a fixed factor a slower host emulates a
 * slower phone and a faster host a faster one. As Lighthouse's throttling guide advises
 * ("calibrating the CPU slowdown"), the factor follows the host's measured speed instead, so
 * every host emulates this phone: on this project's usual host (BenchmarkIndex about 2700) it
 * is the default 4x, on a faster host more, on a slower one less.
 */
export const EMULATED_PHONE_BENCHMARK_INDEX = 675;

/**
 * The factors Lighthouse's guide gives for a desktop host emulating a mid-tier phone (2x to
 * 10x, 4x suggested): a host too slow for 2x cannot emulate the phone, and its runs say so.
 */
export const CPU_SLOWDOWN_RANGE = { min: 2, max: 10 } as const;

/** The CPU slowdown that makes a host of this BenchmarkIndex run like the emulated phone. */
export function cpuSlowdownFor(hostBenchmarkIndex: number): number {
  const factor = Math.round((hostBenchmarkIndex / EMULATED_PHONE_BENCHMARK_INDEX) * 10) / 10;
  return Math.min(CPU_SLOWDOWN_RANGE.max, Math.max(CPU_SLOWDOWN_RANGE.min, factor));
}
