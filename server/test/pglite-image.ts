/**
 * A new PGlite database spends most of its start-up initialising its data folder. The tests make
 * one empty, initialised folder per PGlite version, dump it into the system's temporary folder
 * once, and start every in-memory database from that dump: the same empty database, sooner.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/** The installed PGlite's version, from the package.json above its entry file. */
function installedVersion(): string {
  let dir = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      if (manifest.name === '@electric-sql/pglite') return String(manifest.version);
    } catch {
      // No package.json here: look further up.
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("@electric-sql/pglite's package.json was not found");
    dir = parent;
  }
}

/** Where the dump is kept between test processes. */
export const PGLITE_IMAGE_FILE = path.join(
  tmpdir(),
  `cloud-consulting-test-pglite-${installedVersion()}.tar`,
);

let image: Promise<Blob> | null = null;

async function readOrMakeImage(): Promise<Blob> {
  try {
    return new Blob([await readFile(PGLITE_IMAGE_FILE)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const db = await PGlite.create('memory://');
  let dump: Blob;
  try {
    dump = await db.dumpDataDir('none');
  } finally {
    await db.close();
  }
  // Written beside its place and renamed: a process reading at the same time never sees half.
  const partial = `${PGLITE_IMAGE_FILE}.${randomBytes(4).toString('hex')}`;
  try {
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, PGLITE_IMAGE_FILE);
  } finally {
    await rm(partial, { force: true });
  }
  return dump;
}

/** The empty database's dump, made on first use. */
export function emptyPgliteImage(): Promise<Blob> {
  image ??= readOrMakeImage().catch((error: unknown) => {
    image = null;
    throw error;
  });
  return image;
}
