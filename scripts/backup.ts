/**
 * `npm run backup [-- --out DIR]`: writes backups/backup-<engine>-<UTC time>.tar.gz (or into DIR)
 * holding the database, the uploads and a manifest, with the provider's own configuration
 * (DATABASE_URL and DATABASE_SCHEMA, or DATA_DIR; UPLOADS_DIR). See docs/backups.md.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/src/config.js';
import { createBackup } from '../server/src/backup/create-backup.js';
import { describeCounts } from '../server/src/backup/manifest.js';
import { reportFailure, userPath } from './backup-cli';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const outDir = values.out ? userPath(values.out) : path.resolve(__dirname, '..', 'backups');
  const started = performance.now();
  const { file, bytes, manifest } = await createBackup(loadConfig(), { outDir });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`backup: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MiB) in ${seconds} s`);
  console.log(
    `  ${manifest.engine}, schema ${manifest.schema}, migration ${manifest.migration ?? 'none'}: ` +
      `${describeCounts(manifest.counts)}, ${manifest.uploadFiles} uploaded files`,
  );
}

main().catch(reportFailure('backup'));
