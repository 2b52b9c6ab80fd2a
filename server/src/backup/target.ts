/** The part of the provider's configuration a backup reads and a restore writes. */
import type { ServerConfig } from '../config.js';
import type { Engine } from './manifest.js';

export type BackupTarget = Pick<
  ServerConfig,
  'databaseUrl' | 'databaseSchema' | 'dataDir' | 'uploadsDir' | 'uploadsS3'
>;

export const engineOf = (target: BackupTarget): Engine =>
  target.databaseUrl ? 'postgres' : 'pglite';

/** Where the configured uploads live, for messages. */
export const describeUploads = (target: BackupTarget): string =>
  target.uploadsS3
    ? `UPLOADS_S3_BUCKET s3://${target.uploadsS3.bucket}/${target.uploadsS3.prefix}`
    : `UPLOADS_DIR ${target.uploadsDir}`;

/** Where the configured database lives, for messages. */
export const describeTarget = (target: BackupTarget): string =>
  target.databaseUrl
    ? `PostgreSQL schema "${target.databaseSchema}"`
    : `the embedded database in ${target.dataDir}`;
