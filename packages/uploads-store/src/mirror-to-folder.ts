/**
 * Copies a store's files into a folder: the builder before each build (the site carries the
 * uploaded images, as it does those of a folder on disk), a backup into its archive. A file is
 * downloaded when the folder lacks it or holds it at another size; files only the folder has
 * (the committed seed images) stay. Each download is written beside its place and renamed, so a
 * build never reads half a file.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { UploadStore } from './upload-store.js';

export interface MirrorResult {
  /** Files downloaded. */
  downloaded: number;
  /** Files the folder already held at the same size. */
  kept: number;
}

export async function mirrorToFolder(store: UploadStore, folder: string): Promise<MirrorResult> {
  const result: MirrorResult = { downloaded: 0, kept: 0 };
  for (const file of await store.list()) {
    const target = path.join(folder, ...file.path.split('/'));
    const local = await stat(target).catch(() => null);
    if (local?.isFile() && local.size === file.size) {
      result.kept += 1;
      continue;
    }
    const content = await store.read(file.path);
    if (!content) continue; // Removed meanwhile.
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.partial`;
    try {
      await pipeline(content.body, createWriteStream(partial));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    result.downloaded += 1;
  }
  return result;
}
