/**
 * Timed editor journeys: each journey's time from its first step (signing in) to its result on
 * the public site, collected in .e2e/editor-journeys.json for the bench.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { e2eEnv } from './env';

export interface JourneyFigure {
  name: string;
  ms: number;
}

const file = () => path.join(e2eEnv('E2E_WORK_DIR'), 'editor-journeys.json');

/** Adds (or replaces) one journey's time in the file. */
export async function recordJourney(name: string, ms: number): Promise<void> {
  let journeys: JourneyFigure[] = [];
  try {
    journeys = (JSON.parse(await readFile(file(), 'utf8')) as { journeys: JourneyFigure[] })
      .journeys;
  } catch {
    // The first journey of the run.
  }
  journeys = [...journeys.filter((j) => j.name !== name), { name, ms }];
  await writeFile(file(), JSON.stringify({ journeys }, null, 2));
  console.log(`editor journey "${name}": ${(ms / 1000).toFixed(1)} s`);
}

/** Starts a journey's clock; `done()` records it. */
export function journey(name: string): { done(): Promise<void> } {
  const started = Date.now();
  return { done: () => recordJourney(name, Date.now() - started) };
}
