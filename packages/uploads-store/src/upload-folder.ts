/**
 * Puts every file of a folder into a store, at its path relative to the folder: a restore puts
 * the images of a backup back into the bucket. Hidden files are left out, as a store never
 * serves them. Answers how many files were put.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isStoredPath } from './stored-path.js';
import type { UploadStore } from './upload-store.js';

export async function uploadFolder(
  folder: string,
  store: UploadStore,
  contentTypeOf: (relative: string) => string,
): Promise<number> {
  let entries;
  try {
    entries = await readdir(folder, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let put = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(folder, file).split(path.sep).join('/');
    if (!isStoredPath(relative)) continue;
    await store.put(relative, await readFile(file), contentTypeOf(relative));
    put += 1;
  }
  return put;
}
