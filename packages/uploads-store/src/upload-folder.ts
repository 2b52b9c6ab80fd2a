/**
 * Puts every file of a folder into a store, at its path relative to the folder: a restore puts
 * the images of a backup back into the bucket. Hidden files are left out, as a store never
 * serves them. Answers the paths put.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createDiskStore } from './disk-store.js';
import type { UploadStore } from './upload-store.js';

export async function uploadFolder(
  folder: string,
  store: UploadStore,
  contentTypeOf: (relative: string) => string,
): Promise<string[]> {
  const put: string[] = [];
  for (const file of await createDiskStore(folder).list()) {
    const data = await readFile(path.join(folder, ...file.path.split('/')));
    await store.put(file.path, data, contentTypeOf(file.path));
    put.push(file.path);
  }
  return put;
}
