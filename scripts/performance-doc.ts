/**
 * `npm run docs:performance` (and the end of every `npm run bench`): writes the figures of
 * bench/results.json into docs/performance.md. Only the block between the two marker comments
 * is generated; the hand-written text around it (what each change measured, Lighthouse) is kept
 * as it is, so a bench run never erases what people wrote.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { formatUtcMinute } from '@cloud-consulting/domain/dates';
import path from 'node:path';
import {
  BENCH_PARTS,
  meetsTarget,
  type BenchFigure,
  type BenchPart,
  type BenchResults,
} from './bench-results';
import { DIRTY_SUFFIX, gitHistory, judgeFreshness, type Freshness } from './figure-freshness';

export const START_MARKER =
  '<!-- bench figures: generated from bench/results.json by `npm run docs:performance`; edit outside this block -->';
export const END_MARKER = '<!-- end of bench figures -->';

const ROOT = path.resolve(__dirname, '..');
const RESULTS_FILE = path.join(ROOT, 'bench', 'results.json');
export const DOC_FILE = path.join(ROOT, 'docs', 'performance.md');

const PART_TITLES: Record<BenchPart, string> = {
  build: 'Builds',
  webhook: 'Edit to live',
  api: 'Provider under load',
  flows: 'User flows',
  lighthouse: 'Page loads (Lighthouse)',
  editor: 'Editor app',
  mail: 'Newsletter mail',
};

const cell = (text: string) => text.replace(/\|/g, '\\|');
const withUnit = (n: number, unit: string) => (unit ? `${n} ${unit}` : String(n));

/** Whether a filed figure is stale; the default knows no history and calls none stale. */
export type FreshnessOf = (figure: BenchFigure) => Freshness;
const ALWAYS_FRESH: FreshnessOf = () => ({ stale: false });

/** A figure's value as the tables show it, marked when it no longer describes the code. */
function valueCell(figure: BenchFigure, freshness: FreshnessOf, missing = 'n/a'): string {
  const value = figure.value === null ? missing : withUnit(figure.value, figure.unit);
  return freshness(figure).stale ? `${value} (stale)` : value;
}

function row(figure: BenchFigure, freshness: FreshnessOf): string {
  const met = meetsTarget(figure);
  return `| ${[
    cell(figure.name),
    valueCell(figure, freshness),
    figure.target ? `${figure.target[0]} ${withUnit(figure.target[1], figure.unit)}` : '',
    met === null ? '' : met ? 'ok' : 'miss',
    cell(figure.note ?? ''),
  ].join(' | ')} |`;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A user flow's step: page, step, latency against its target, and the scripts it requested. */
function flowRow(
  figure: BenchFigure & { flow: NonNullable<BenchFigure['flow']> },
  freshness: FreshnessOf,
): string {
  const met = meetsTarget(figure);
  const { page, step, scripts } = figure.flow;
  return `| ${[
    cell(page),
    cell(step),
    valueCell(figure, freshness, 'no interaction'),
    figure.target ? `${figure.target[0]} ${withUnit(figure.target[1], figure.unit)}` : '',
    met === null ? '' : met ? 'ok' : 'miss',
    `${scripts.count} (${kb(scripts.bytes)})`,
  ].join(' | ')} |`;
}

/** The table of a part: user flows by page and step, other parts by figure. */
function partTable(figures: BenchFigure[], freshness: FreshnessOf): string[] {
  const flows = figures.filter(
    (figure): figure is BenchFigure & { flow: NonNullable<BenchFigure['flow']> } =>
      figure.flow !== undefined,
  );
  if (flows.length && flows.length === figures.length) {
    return [
      '| page | step | latency | target | met | scripts requested (count, size) |',
      '| --- | --- | --- | --- | --- | --- |',
      ...flows.map((figure) => flowRow(figure, freshness)),
    ];
  }
  return [
    '| figure | value | target | met | runs and notes |',
    '| --- | --- | --- | --- | --- |',
    ...figures.map((figure) => row(figure, freshness)),
  ];
}

/** When and at which commit a figure was measured, as a section says it. */
function measuredWhen(figure: BenchFigure): string {
  const at = formatUtcMinute(figure.measuredAt);
  if (!figure.commit) return at;
  const dirty = figure.commit.endsWith(DIRTY_SUFFIX);
  const hash = dirty ? figure.commit.slice(0, -DIRTY_SUFFIX.length) : figure.commit;
  return `${at} at commit ${hash}${dirty ? ' with uncommitted changes' : ''}`;
}

/**
 * The generated block: a summary line, then one table per part of the bench, each saying when
 * and at which commit its figures were measured and marking those the code has moved past
 * (`freshness`, by default none).
 */
export function renderFigures(
  results: BenchResults,
  freshness: FreshnessOf = ALWAYS_FRESH,
): string {
  const judged = results.figures.map(meetsTarget).filter((met) => met !== null);
  const missed = results.figures.filter((figure) => meetsTarget(figure) === false);
  const stale = results.figures.filter((figure) => freshness(figure).stale);
  const lines = [
    `The last run (${formatUtcMinute(results.date)}, ${results.cores} cores, ${results.runs} runs per ` +
      `figure, ${results.seconds} s) measured: ${results.parts.join(', ')}; each section says ` +
      `when and at which commit its figures were measured. ` +
      `Targets met: ${judged.length - missed.length} of ${judged.length}` +
      (missed.length ? `; missed: ${missed.map((figure) => figure.name).join('; ')}.` : '.') +
      (stale.length
        ? ` Stale: ${stale.length} of ${results.figures.length} figures, measured before the ` +
          `last change of the code they describe (marked "stale"); measure them again.`
        : ''),
  ];
  for (const part of BENCH_PARTS) {
    const figures = results.figures.filter((figure) => figure.part === part);
    if (!figures.length) continue;
    const times = [...new Set(figures.map(measuredWhen))];
    const reasons = [
      ...new Set(
        figures.flatMap((figure) => {
          const judged = freshness(figure);
          return judged.stale ? [judged.reason] : [];
        }),
      ),
    ];
    lines.push(
      '',
      `### ${PART_TITLES[part]}`,
      '',
      `Measured ${times.join('; ')}.` +
        (reasons.length
          ? ` Stale: ${reasons.join('; ')}; \`npm run bench -- --only ${part}\` measures them again.`
          : ''),
      '',
      ...partTable(figures, freshness),
    );
  }
  return lines.join('\n');
}

/**
 * The document with its generated block replaced by `block`, everything else unchanged. Throws
 * when the markers are missing or out of order rather than guess where the figures go.
 */
export function replaceFigures(doc: string, block: string): string {
  const start = doc.indexOf(START_MARKER);
  const end = doc.indexOf(END_MARKER);
  if (start === -1 || end === -1 || end < start) {
    throw new Error(
      `docs/performance.md must hold the figures between "${START_MARKER}" and "${END_MARKER}"`,
    );
  }
  return `${doc.slice(0, start + START_MARKER.length)}\n\n${block}\n\n${doc.slice(end)}`;
}

/** A document holding only the generated block, for a checkout without docs/performance.md. */
export function emptyDoc(): string {
  return `# Performance\n\n${START_MARKER}\n${END_MARKER}\n`;
}

/** Regenerates docs/performance.md from bench/results.json, formatted as Prettier would. */
export async function writePerformanceDoc(): Promise<void> {
  const results = JSON.parse(await readFile(RESULTS_FILE, 'utf8')) as BenchResults;
  const doc = await readFile(DOC_FILE, 'utf8').catch(() => emptyDoc());
  // Loaded here, not at the top: the unit tests import the pure functions above without it.
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(DOC_FILE)) ?? {};
  const history = gitHistory(ROOT);
  const freshness: FreshnessOf = (figure) => judgeFreshness(figure.part, figure.commit, history);
  const text = await prettier.format(replaceFigures(doc, renderFigures(results, freshness)), {
    ...options,
    filepath: DOC_FILE,
  });
  await mkdir(path.dirname(DOC_FILE), { recursive: true });
  await writeFile(DOC_FILE, text);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  writePerformanceDoc().then(
    () => console.log(`Wrote ${path.relative(process.cwd(), DOC_FILE)}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
