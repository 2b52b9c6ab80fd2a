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
  editor: 'Editor app',
};

const cell = (text: string) => text.replace(/\|/g, '\\|');
const withUnit = (n: number, unit: string) => (unit ? `${n} ${unit}` : String(n));

function row(figure: BenchFigure): string {
  const met = meetsTarget(figure);
  return `| ${[
    cell(figure.name),
    figure.value === null ? 'n/a' : withUnit(figure.value, figure.unit),
    figure.target ? `${figure.target[0]} ${withUnit(figure.target[1], figure.unit)}` : '',
    met === null ? '' : met ? 'ok' : 'miss',
    cell(figure.note ?? ''),
  ].join(' | ')} |`;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A user flow's step: page, step, latency against its target, and the scripts it requested. */
function flowRow(figure: BenchFigure & { flow: NonNullable<BenchFigure['flow']> }): string {
  const met = meetsTarget(figure);
  const { page, step, scripts } = figure.flow;
  return `| ${[
    cell(page),
    cell(step),
    figure.value === null ? 'no interaction' : withUnit(figure.value, figure.unit),
    figure.target ? `${figure.target[0]} ${withUnit(figure.target[1], figure.unit)}` : '',
    met === null ? '' : met ? 'ok' : 'miss',
    `${scripts.count} (${kb(scripts.bytes)})`,
  ].join(' | ')} |`;
}

/** The table of a part: user flows by page and step, other parts by figure. */
function partTable(figures: BenchFigure[]): string[] {
  const flows = figures.filter(
    (figure): figure is BenchFigure & { flow: NonNullable<BenchFigure['flow']> } =>
      figure.flow !== undefined,
  );
  if (flows.length && flows.length === figures.length) {
    return [
      '| page | step | latency | target | met | scripts requested (count, size) |',
      '| --- | --- | --- | --- | --- | --- |',
      ...flows.map(flowRow),
    ];
  }
  return [
    '| figure | value | target | met | runs and notes |',
    '| --- | --- | --- | --- | --- |',
    ...figures.map(row),
  ];
}

/** The generated block: a summary line, then one table per part of the bench. */
export function renderFigures(results: BenchResults): string {
  const judged = results.figures.map(meetsTarget).filter((met) => met !== null);
  const missed = results.figures.filter((figure) => meetsTarget(figure) === false);
  const lines = [
    `The last run (${formatUtcMinute(results.date)}, ${results.cores} cores, ${results.runs} runs per ` +
      `figure, ${results.seconds} s) measured: ${results.parts.join(', ')}; each section says ` +
      `when its figures were measured. ` +
      `Targets met: ${judged.length - missed.length} of ${judged.length}` +
      (missed.length ? `; missed: ${missed.map((figure) => figure.name).join('; ')}.` : '.'),
  ];
  for (const part of BENCH_PARTS) {
    const figures = results.figures.filter((figure) => figure.part === part);
    if (!figures.length) continue;
    const times = [...new Set(figures.map((figure) => formatUtcMinute(figure.measuredAt)))];
    lines.push(
      '',
      `### ${PART_TITLES[part]}`,
      '',
      `Measured ${times.join(', ')}.`,
      '',
      ...partTable(figures),
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
  const text = await prettier.format(replaceFigures(doc, renderFigures(results)), {
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
