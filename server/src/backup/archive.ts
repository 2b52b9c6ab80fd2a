/**
 * The backup archive: one gzipped tar, archived by the system's tar (GNU or BSD) and compressed
 * by Node's zlib, so neither an npm package nor a gzip program is needed. Layout inside (see
 * docs/backups.md):
 *   manifest.json   what the archive holds
 *   database/       the engine's dump
 *   uploads/        the content of UPLOADS_DIR (or images/ with the bucket's images)
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { access, rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { BackupError } from './errors.js';
import { MANIFEST_FILE } from './manifest.js';
import { runTool } from './run-tool.js';

export const DATABASE_FOLDER = 'database';
export const UPLOADS_FOLDER = 'uploads';
const ENTRIES = [MANIFEST_FILE, DATABASE_FOLDER, UPLOADS_FOLDER];

/** Fails early, before a dump is taken, when tar is missing. */
export async function checkTar(): Promise<void> {
  await runTool('tar', ['--version']);
}

/**
 * Packs the staged entries into `file`. Written beside it first and renamed once complete, so a
 * file with the final name is never a half-written archive. Symbolic links are followed: the
 * staged uploads entry is a link to UPLOADS_DIR.
 */
export async function pack(stagingDir: string, file: string): Promise<void> {
  const partial = `${file}.partial`;
  try {
    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(partial));
    await Promise.all([
      runTool('tar', ['-chf', '-', '-C', stagingDir, ...ENTRIES], { output: gzip }),
      written,
    ]);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Unpacks `file` into the empty folder `dir`; a file that is not a gzipped tar is refused. */
export async function unpack(file: string, dir: string): Promise<void> {
  try {
    await access(file);
  } catch {
    throw new BackupError(`There is no backup archive at ${file}`);
  }
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  try {
    await runTool('tar', ['-xf', '-', '-C', dir, '--no-same-owner'], { input: gunzip });
  } catch (error) {
    if (error instanceof BackupError && /was not found on PATH/.test(error.message)) throw error;
    throw new BackupError(
      `${file} is not a readable backup archive (a gzipped tar made by npm run backup): ` +
        (error as Error).message,
      { cause: error },
    );
  } finally {
    source.destroy();
  }
}
