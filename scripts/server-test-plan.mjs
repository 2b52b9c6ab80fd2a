/**
 * Which server test files each of `npm test`'s server runs takes.
 *
 * The files whose subject is the database itself (migrating and seeding, SQL that differs in
 * behaviour between engines: locks, queues claimed by several workers, conflicts, restarts and
 * outages, backups, replicas) run on every engine. Every other file tests the provider's HTTP
 * behaviour through the app, which reads and writes through the same repositories on either
 * engine: it runs once, on whichever run has the least work so far, so the two runs (one per
 * engine, or two on PGlite without PostgreSQL) end together on the machine's two cores.
 *
 * A file's work is its wall time in the last run on this machine (.test-results, written by
 * test-file-times.mjs) or, for a file not timed yet, an estimate from its length.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Files and folders (ending in /) under server/test that run on every engine. */
export const EVERY_ENGINE = [
  'server/test/db/',
  'server/test/backup/',
  'server/test/replicas/',
  'server/test/app.test.ts',
  'server/test/modules/leads/migration.test.ts',
  'server/test/modules/leads/idempotency.test.ts',
  'server/test/modules/mail/outbox.test.ts',
  'server/test/modules/newsletter/sends.test.ts',
  'server/test/modules/newsletter/provider-killed.test.ts',
  'server/test/modules/rebuild/notifier.test.ts',
  'server/test/modules/blog/editorial.test.ts',
  'server/test/modules/content/revisions.test.ts',
  'server/test/modules/audit/audit.test.ts',
  'server/test/plugins/record-versions.test.ts',
];

/** Seconds per byte of a test file never timed: about what this machine's runs take. */
const SECONDS_PER_BYTE = 0.0025;

export function runsOnEveryEngine(file) {
  return EVERY_ENGINE.some((entry) =>
    entry.endsWith('/') ? file.startsWith(entry) : file === entry,
  );
}

/** Each file's seconds from earlier runs' time files (the slowest time seen), if any. */
export function readFileTimes(root, timeFiles) {
  const times = {};
  for (const name of timeFiles) {
    const file = path.join(root, name);
    if (!existsSync(file)) continue;
    let recorded;
    try {
      recorded = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    for (const [absolute, seconds] of Object.entries(recorded)) {
      const relative = path.relative(root, absolute);
      times[relative] = Math.max(times[relative] ?? 0, Number(seconds) || 0);
    }
  }
  return times;
}

/**
 * Shares `files` out between `runs` (each { engine }): every-engine files go to one run of each
 * engine, the others to the run with the least work so far, longest first. `weight(file)` is a
 * file's expected seconds. Returns one list of files per run, in the order given.
 */
export function planServerRuns(files, runs, weight) {
  const plan = runs.map(() => ({ files: [], work: 0 }));
  const assign = (index, file) => {
    plan[index].files.push(file);
    plan[index].work += weight(file);
  };
  const lightest = (indexes) =>
    indexes.reduce((best, i) => (plan[i].work < plan[best].work ? i : best), indexes[0]);
  const all = runs.map((_, i) => i);
  const everyEngine = files.filter(runsOnEveryEngine);
  const once = files.filter((file) => !runsOnEveryEngine(file));
  const byWeight = (list) => [...list].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  for (const file of byWeight(everyEngine)) {
    for (const engine of new Set(runs.map((run) => run.engine))) {
      assign(lightest(all.filter((i) => runs[i].engine === engine)), file);
    }
  }
  for (const file of byWeight(once)) assign(lightest(all), file);
  return plan.map((run) => ({ files: run.files.sort(), work: Math.round(run.work) }));
}

/** A file's expected seconds: its recorded time, or an estimate from its size. */
export function fileWeight(root, times) {
  return (file) => times[file] ?? statSync(path.join(root, file)).size * SECONDS_PER_BYTE;
}
