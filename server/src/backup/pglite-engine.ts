/**
 * The embedded database in a backup: its data folder as PGlite's own dumpDataDir tarball, loaded
 * back with PGlite's loadDataDir. PGlite lets two processes open one folder at once and then
 * corrupts it, so both directions refuse a folder that is open (see assertClosed).
 */
import { openAsBlob } from 'node:fs';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { BackupError } from './errors.js';
import { summarize, type DatabaseSummary } from './manifest.js';

/** The dump inside the archive's database/ folder. */
export const PGLITE_DUMP = 'pgdata.tar';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** DATA_DIR as a folder on disk; PGlite's other addresses (memory://, idb://) have none. */
export function pgliteFolder(dataDir: string): string {
  if (dataDir.startsWith('file://')) return dataDir.slice('file://'.length);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(dataDir)) {
    throw new BackupError(`DATA_DIR=${dataDir} is not a folder: only a database on disk is kept`);
  }
  return dataDir;
}

/** Whether the folder holds a database (even one without tables). */
export function holdsDatabase(folder: string): Promise<boolean> {
  return exists(path.join(folder, 'PG_VERSION'));
}

/**
 * PGlite writes postmaster.pid when it opens a folder and removes it when it closes: its presence
 * means a provider (or npm run seed) has the folder open, or one stopped without closing it.
 */
export async function assertClosed(folder: string): Promise<void> {
  const pidFile = path.join(folder, 'postmaster.pid');
  if (!(await exists(pidFile))) return;
  throw new BackupError(
    `The embedded database in ${folder} is open: stop the provider (and any npm run seed) ` +
      `first. If none is running, one stopped without closing it: start and stop the provider ` +
      `once, or delete ${pidFile}.`,
  );
}

/** Writes the folder's dump to `file` and returns what the database holds. */
export async function dumpPglite(folder: string, file: string): Promise<DatabaseSummary> {
  if (!(await holdsDatabase(folder))) {
    throw new BackupError(`There is no embedded database in ${folder} (DATA_DIR) to back up`);
  }
  await assertClosed(folder);
  const db = await PGlite.create(folder);
  try {
    const summary = await summarize(db);
    // Uncompressed: the archive around it is gzipped as a whole.
    const tarball = await db.dumpDataDir('none');
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
    return summary;
  } finally {
    await db.close();
  }
}

/**
 * Loads the dump `file` into DATA_DIR, replacing the database there. Loaded into a folder beside
 * it first and swapped in only once PGlite has opened and read it, so a failed load leaves the
 * current database as it was.
 */
export async function loadPglite(file: string, folder: string): Promise<DatabaseSummary> {
  const incoming = `${folder}.restoring`;
  await rm(incoming, { recursive: true, force: true });
  await mkdir(path.dirname(folder), { recursive: true });
  let summary: DatabaseSummary;
  try {
    const db = await PGlite.create({ dataDir: incoming, loadDataDir: await openAsBlob(file) });
    try {
      summary = await summarize(db);
    } finally {
      await db.close();
    }
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `The archive's embedded database is damaged: PGlite could not load it (${error})`,
      {
        cause: error,
      },
    );
  }
  await rm(folder, { recursive: true, force: true });
  await rename(incoming, folder);
  return summary;
}
