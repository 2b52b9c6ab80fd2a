/** The part of the provider's configuration a backup reads and a restore writes. */
import type { ServerConfig } from '../config.js';
import type { Engine } from './manifest.js';

export type BackupTarget = Pick<
  ServerConfig,
  'databaseUrl' | 'databaseSchema' | 'dataDir' | 'uploadsDir'
>;

export const engineOf = (target: BackupTarget): Engine =>
  target.databaseUrl ? 'postgres' : 'pglite';

/** Where the configured database lives, for messages. */
export const describeTarget = (target: BackupTarget): string =>
  target.databaseUrl
    ? `PostgreSQL schema "${target.databaseSchema}"`
    : `the embedded database in ${target.dataDir}`;
