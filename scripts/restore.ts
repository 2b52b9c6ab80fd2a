/**
 * `npm run restore -- <archive> [--force]`: puts the archive's database and uploads in place of
 * the configured ones (DATABASE_URL and DATABASE_SCHEMA, or DATA_DIR; UPLOADS_DIR), refusing to
 * replace a database or uploads that are not empty unless --force. Stop the provider first.
 * See docs/backups.md.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/src/config.js';
import { describeCounts } from '../server/src/backup/manifest.js';
import { restoreBackup } from '../server/src/backup/restore-backup.js';
import { reportFailure, userPath } from './backup-cli';

const USAGE = 'usage: npm run restore -- <archive.tar.gz> [--force]';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) {
    console.error(USAGE);
    process.exit(2);
  }
  const archive = userPath(positionals[0]!);
  const started = performance.now();
  const { manifest, found, uploadFiles } = await restoreBackup(loadConfig(), archive, {
    force: values.force,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const line = (counts: typeof found.counts, files: number) =>
    `${describeCounts(counts)}, ${files} uploaded files`;
  console.log(`restore: ${archive} (made ${manifest.createdAt}) in ${seconds} s`);
  console.log(`  found after restore: ${line(found.counts, uploadFiles)}`);
  console.log(`  manifest:            ${line(manifest.counts, manifest.uploadFiles)}`);
  const same =
    JSON.stringify(found.counts) === JSON.stringify(manifest.counts) &&
    uploadFiles === manifest.uploadFiles;
  if (!same) console.warn('  the restored counts differ from the manifest: check the archive');
  console.log(
    `  migration ${found.migration ?? 'none'} (the provider applies newer ones at start)`,
  );
}

main().catch(reportFailure('restore'));
