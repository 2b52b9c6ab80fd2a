/**
 * Uploaded images in a folder on disk (<UPLOADS_DIR>/images): the default, for one provider or
 * replicas sharing one volume. The provider serves this folder with @fastify/static itself; the
 * store writes, lists, reads and removes its files.
 */
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isStoredPath } from './stored-path.js';
import type { StoredFile, StoredFileInfo, UploadStore } from './upload-store.js';

function refuse(relative: string): never {
  throw new Error(`"${relative}" is not a path under /uploads/images`);
}

/** The store of the folder `root` (the images folder itself, not UPLOADS_DIR). */
export function createDiskStore(root: string): UploadStore {
  const fileOf = (relative: string) => path.join(root, ...relative.split('/'));

  async function info(relative: string): Promise<StoredFileInfo | null> {
    if (!isStoredPath(relative)) return null;
    const found = await stat(fileOf(relative)).catch(() => null);
    if (!found?.isFile()) return null;
    return {
      size: found.size,
      // Size and time, as static file servers tag a file.
      etag: `"${found.size.toString(16)}-${found.mtimeMs.toString(16)}"`,
      lastModified: found.mtime,
    };
  }

  /** Files under `prefix`, hidden ones left out (they are never served). */
  async function filesUnder(prefix: string): Promise<StoredFile[]> {
    let entries;
    try {
      entries = await readdir(path.join(root, prefix), { withFileTypes: true });
    } catch {
      return [];
    }
    const found: StoredFile[] = [];
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) found.push(...(await filesUnder(relative)));
      else if (entry.isFile()) {
        const stats = await stat(fileOf(relative)).catch(() => null);
        if (stats) found.push({ path: relative, size: stats.size, modified: stats.mtime });
      }
    }
    return found;
  }

  return {
    kind: 'disk',
    location: root,
    async put(relative, data) {
      if (!isStoredPath(relative)) refuse(relative);
      const file = fileOf(relative);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    exists: async (relative) => (await info(relative)) !== null,
    stat: info,
    async read(relative) {
      const found = await info(relative);
      return found ? { ...found, body: createReadStream(fileOf(relative)) } : null;
    },
    async remove(relative) {
      if (!isStoredPath(relative)) refuse(relative);
      await rm(fileOf(relative), { force: true });
    },
    list: () => filesUnder(''),
    close() {},
  };
}
