/**
 * bench/results.json across partial runs: `npm run bench -- --only api` measures one part, and
 * the file keeps the other parts' figures from the run that last measured them, each with the
 * time it was measured, instead of losing them.
 */
export type BenchPart = 'build' | 'webhook' | 'api' | 'flows' | 'lighthouse' | 'editor' | 'mail';

export const BENCH_PARTS: readonly BenchPart[] = [
  'build',
  'webhook',
  'api',
  'flows',
  'lighthouse',
  'editor',
  'mail',
];

export interface StoredFigure {
  name: string;
  part: BenchPart;
  /** When the run that measured it ended (ISO 8601). */
  measuredAt: string;
  /**
   * The commit it measured: a short hash, with "-dirty" when the tree had uncommitted changes;
   * absent in figures filed before the bench recorded it.
   */
  commit?: string;
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

/** One figure as bench/results.json stores it. */
export interface BenchFigure extends StoredFigure {
  /** null when the endpoint could not be measured. */
  value: number | null;
  unit: string;
  /** The target, e.g. ['<=', 30]; null when the figure is informative only. */
  target: BenchTarget | null;
  note?: string;
  /** A step of a user flow (the "flows" part): its page, step and the scripts it requested. */
  flow?: FlowStepFigure;
}

/** A figure's target: at most, under, or at least a limit. */
export type BenchTarget = ['<=' | '<' | '>=', number];

export interface FlowStepFigure {
  page: string;
  step: string;
  scripts: { count: number; bytes: number };
}

/** The whole of bench/results.json. */
export interface BenchResults {
  /** When the last run ended (ISO 8601). */
  date: string;
  cores: number;
  /** Runs per figure in the last run. */
  runs: number;
  /** How long the last run took. */
  seconds: number;
  /** The parts the last run measured; the others' figures are from earlier runs. */
  parts: BenchPart[];
  figures: BenchFigure[];
}

/** Whether a figure meets its target; null when it has none or was not measured. */
export function meetsTarget(figure: Pick<BenchFigure, 'value' | 'target'>): boolean | null {
  if (figure.value === null || !figure.target) return null;
  const [op, limit] = figure.target;
  if (op === '<') return figure.value < limit;
  return op === '<=' ? figure.value <= limit : figure.value >= limit;
}
