/**
 * `npm run backup`: one archive holding the database dump, the uploads (UPLOADS_DIR, or the
 * images of the bucket of UPLOADS_S3_BUCKET) and a manifest.
 * The embedded database must not be open meanwhile; PostgreSQL may keep serving.
 */
import { access, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkTar, DATABASE_FOLDER, pack, UPLOADS_FOLDER } from './archive.js';
import { BackupError } from './errors.js';
import { MANIFEST_FILE, MANIFEST_FORMAT, type DatabaseSummary, type Manifest } from './manifest.js';
import { dumpPglite, PGLITE_DUMP, pgliteFolder } from './pglite-engine.js';
import { checkPgDump, dumpPostgres, POSTGRES_DUMP } from './postgres-dump.js';
import { engineOf, type BackupTarget } from './target.js';
import { countBucketFiles, stageBucketUploads } from './bucket-uploads.js';
import { stageUploads } from './uploads.js';

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
}

/** 2026-03-02T09:00:00.000Z → 20260302T090000Z: sortable, and valid in every file system. */
export function fileStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

export async function createBackup(
  target: BackupTarget,
  { outDir, now = new Date() }: { outDir: string; now?: Date },
): Promise<BackupResult> {
  const engine = engineOf(target);
  await checkTar();
  if (engine === 'postgres') await checkPgDump();
  // A bucket out of reach fails here, before a dump is taken (its images are read after it).
  if (target.uploadsS3) await countBucketFiles(target.uploadsS3);
  const file = path.join(path.resolve(outDir), `backup-${engine}-${fileStamp(now)}.tar.gz`);
  if (
    await access(file).then(
      () => true,
      () => false,
    )
  ) {
    throw new BackupError(`${file} already exists: wait a second and try again`);
  }
  await mkdir(path.dirname(file), { recursive: true });
  const staging = await mkdtemp(path.join(tmpdir(), 'provider-backup-'));
  try {
    await mkdir(path.join(staging, DATABASE_FOLDER));
    const summary = await dumpDatabase(target, path.join(staging, DATABASE_FOLDER));
    const stagedUploads = path.join(staging, UPLOADS_FOLDER);
    const uploadFiles = target.uploadsS3
      ? await stageBucketUploads(target.uploadsS3, stagedUploads)
      : await stageUploads(target.uploadsDir, stagedUploads);
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      engine,
      schema: engine === 'postgres' ? target.databaseSchema : 'public',
      createdAt: now.toISOString(),
      ...summary,
      uploadFiles,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await pack(staging, file);
    return { file, bytes: (await stat(file)).size, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

function dumpDatabase(target: BackupTarget, dir: string): Promise<DatabaseSummary> {
  return target.databaseUrl
    ? dumpPostgres(target.databaseUrl, target.databaseSchema, path.join(dir, POSTGRES_DUMP))
    : dumpPglite(pgliteFolder(target.dataDir), path.join(dir, PGLITE_DUMP));
}
