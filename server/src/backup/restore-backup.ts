/**
 * `npm run restore <archive>`: puts an archive's database and uploads in place of the configured
 * ones. Everything is checked before anything changes: the archive, its engine, the tools, and
 * that the database and the uploads (UPLOADS_DIR, or the bucket of UPLOADS_S3_BUCKET) are empty
 * (or --force). Stop the provider first.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATABASE_FOLDER, unpack, UPLOADS_FOLDER } from './archive.js';
import { BackupError } from './errors.js';
import { MANIFEST_FILE, parseManifest, type DatabaseSummary, type Manifest } from './manifest.js';
import {
  assertClosed,
  holdsDatabase,
  loadPglite,
  PGLITE_DUMP,
  pgliteFolder,
} from './pglite-engine.js';
import { POSTGRES_DUMP } from './postgres-dump.js';
import { postgresRefusals, readDumpList, restorePostgres } from './postgres-restore.js';
import { countBucketFiles, restoreBucketUploads } from './bucket-uploads.js';
import { describeTarget, describeUploads, engineOf, type BackupTarget } from './target.js';
import { countFiles, restoreUploads } from './uploads.js';

export interface RestoreResult {
  manifest: Manifest;
  /** What the restored database holds, read after the restore. */
  found: DatabaseSummary;
  uploadFiles: number;
}

export async function restoreBackup(
  target: BackupTarget,
  archive: string,
  { force = false }: { force?: boolean } = {},
): Promise<RestoreResult> {
  const staging = await mkdtemp(path.join(tmpdir(), 'provider-restore-'));
  try {
    await unpack(archive, staging);
    const manifest = await readManifest(archive, staging);
    const engine = engineOf(target);
    if (manifest.engine !== engine) {
      throw new BackupError(
        `${archive} holds a ${manifest.engine} database, but the provider is configured for ` +
          `${engine} (${describeTarget(target)}): a restore stays on one engine`,
      );
    }
    const dumpName = path.join(DATABASE_FOLDER, engine === 'pglite' ? PGLITE_DUMP : POSTGRES_DUMP);
    const dump = await expectEntry(archive, staging, dumpName, 'file');
    const uploads = await expectEntry(archive, staging, UPLOADS_FOLDER, 'folder');

    const replaced: string[] = [];
    let restoreDatabase: () => Promise<DatabaseSummary>;
    if (target.databaseUrl) {
      const url = target.databaseUrl;
      const list = await readDumpList(dump);
      replaced.push(...(await postgresRefusals(url, target.databaseSchema, manifest.schema)));
      restoreDatabase = () =>
        restorePostgres(url, target.databaseSchema, manifest.schema, dump, list);
    } else {
      const folder = pgliteFolder(target.dataDir);
      await assertClosed(folder);
      if (await holdsDatabase(folder)) replaced.push(`DATA_DIR ${folder} already holds a database`);
      restoreDatabase = () => loadPglite(dump, folder);
    }
    const present = target.uploadsS3
      ? await countBucketFiles(target.uploadsS3)
      : await countFiles(target.uploadsDir);
    if (present > 0) replaced.push(`${describeUploads(target)} already holds ${present} files`);
    if (replaced.length > 0 && !force) {
      throw new BackupError(
        `Restore refused: ${replaced.join('; ')}. Pass --force to replace them ` +
          `(back them up first with npm run backup).`,
      );
    }

    const found = await restoreDatabase();
    // The uploads only once the database is back: a failed load changes neither.
    const uploadFiles = target.uploadsS3
      ? await restoreBucketUploads(uploads, target.uploadsS3)
      : await restoreUploads(uploads, target.uploadsDir);
    return { manifest, found, uploadFiles };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function readManifest(archive: string, staging: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(staging, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(`${archive} is not a backup made by npm run backup: no ${MANIFEST_FILE}`);
  }
  return parseManifest(text);
}

/** The unpacked entry's path, when the archive has it. */
async function expectEntry(
  archive: string,
  staging: string,
  name: string,
  kind: 'file' | 'folder',
): Promise<string> {
  const entry = path.join(staging, name);
  const found = await stat(entry).catch(() => null);
  if (kind === 'file' ? found?.isFile() : found?.isDirectory()) return entry;
  throw new BackupError(`${archive} is incomplete: its ${kind} ${name} is missing`);
}
