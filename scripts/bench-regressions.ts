/**
 * A bench run against the figures filed before it: a figure more than 20% worse than the last
 * one filed for it (same part, name and unit) is a regression, and the bench refuses to file the
 * run unless told to accept it (`npm run bench -- --accept`). Which way is worse follows the
 * figure: time, size, memory and counts are better lower, throughput and shares better higher.
 */
import type { BenchFigure } from './bench-results';

/** How much worse than the last filed figure a new one may be before it is a regression. */
export const REGRESSION_TOLERANCE = 0.2;

/**
 * Differences no larger than this, in the figure's unit, are the resolution of the measurement,
 * not a regression (a p99 of 3 ms that reads 4 ms, a build of 0.3 s that reads 0.4 s).
 */
const RESOLUTION: Record<string, number> = { ms: 2, s: 0.2 };

export type Better = 'lower' | 'higher';

type Compared = Pick<BenchFigure, 'name' | 'part' | 'value' | 'unit' | 'target'> & {
  better?: Better;
};

/** Which way a figure improves: as its target says, else by its unit. */
export function betterDirection(figure: Compared): Better {
  if (figure.better) return figure.better;
  if (figure.target) return figure.target[0] === '>=' ? 'higher' : 'lower';
  // A rate (requests or mails a second) or a share.
  return figure.unit.endsWith('/s') || figure.unit === '%' ? 'higher' : 'lower';
}

export interface Regression {
  name: string;
  part: BenchFigure['part'];
  unit: string;
  /** The last figure filed. */
  before: number;
  /** This run's figure; null when it could not be measured this time. */
  after: number | null;
  /** How much worse, as a share of the figure filed (0.35: 35% worse); null when not measured. */
  worseBy: number | null;
}

/**
 * The figures of `fresh` more than `tolerance` worse than the figure of the same part, name and
 * unit in `filed`. Figures new in this run, or filed without a value, have nothing to be worse
 * than; a figure that was measured before and could not be measured now is a regression.
 */
export function findRegressions(
  filed: readonly Compared[],
  fresh: readonly Compared[],
  tolerance = REGRESSION_TOLERANCE,
): Regression[] {
  const earlier = new Map(filed.map((f) => [`${f.part}\u0000${f.name}\u0000${f.unit}`, f]));
  const regressions: Regression[] = [];
  for (const figure of fresh) {
    const before = earlier.get(`${figure.part}\u0000${figure.name}\u0000${figure.unit}`)?.value;
    if (before === undefined || before === null) continue;
    const base = { name: figure.name, part: figure.part, unit: figure.unit, before };
    if (figure.value === null) {
      regressions.push({ ...base, after: null, worseBy: null });
      continue;
    }
    const loss =
      betterDirection(figure) === 'lower' ? figure.value - before : before - figure.value;
    if (loss <= (RESOLUTION[figure.unit] ?? 0)) continue;
    const worseBy = before === 0 ? Infinity : loss / Math.abs(before);
    if (worseBy > tolerance) regressions.push({ ...base, after: figure.value, worseBy });
  }
  return regressions;
}

/** One line per regression, for the bench's output. */
export function describeRegression(r: Regression): string {
  const unit = r.unit ? ` ${r.unit}` : '';
  if (r.after === null) return `${r.name}: ${r.before}${unit} filed, not measured this run`;
  const share = Number.isFinite(r.worseBy) ? `${Math.round(r.worseBy! * 100)}% worse` : 'worse';
  return `${r.name}: ${r.before}${unit} filed, ${r.after}${unit} now (${share})`;
}
