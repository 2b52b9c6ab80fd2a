/**
 * bench/results.json across partial runs: `npm run bench -- --only api` measures one part, and
 * the file keeps the other parts' figures from the run that last measured them, each with the
 * time it was measured, instead of losing them.
 */
export type BenchPart = 'build' | 'webhook' | 'api';

export const BENCH_PARTS: readonly BenchPart[] = ['build', 'webhook', 'api'];

export interface StoredFigure {
  name: string;
  part: BenchPart;
  /** When the run that measured it ended (ISO 8601). */
  measuredAt: string;
}

/** This run's figures for the parts it ran, and the earlier figures of every other part. */
export function mergeFigures<F extends StoredFigure>(
  earlier: readonly F[],
  fresh: readonly F[],
  ran: readonly BenchPart[],
): F[] {
  const kept = earlier.filter(
    (figure) => BENCH_PARTS.includes(figure.part) && !ran.includes(figure.part),
  );
  const all = [...kept, ...fresh];
  return BENCH_PARTS.flatMap((part) => all.filter((figure) => figure.part === part));
}
