/**
 * Copies a store's files into a folder: the builder before each build (the site carries the
 * uploaded images, as it does those of a folder on disk), a backup into its archive. A file is
 * downloaded when the folder lacks it or holds it at another size; files only the folder has
 * (the committed seed images) stay. Each download is written beside its place and renamed, so a
 * build never reads half a file. With a record file, the paths brought from the store are kept
 * there, and a file brought by an earlier copy that the store no longer has (an editor deleted
 * it) is removed, so the next build stops publishing it.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { UploadStore } from './upload-store.js';

export interface MirrorResult {
  /** Files downloaded. */
  downloaded: number;
  /** Files the folder already held at the same size. */
  kept: number;
  /** Files an earlier copy brought that the store no longer has, removed. */
  removed: number;
}

/** The paths an earlier copy brought, from its record; none when there is no record yet. */
async function readRecord(record: string | undefined): Promise<string[]> {
  if (!record) return [];
  try {
    const paths: unknown = JSON.parse(await readFile(record, 'utf8'));
    return Array.isArray(paths) ? paths.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

export async function mirrorToFolder(
  store: UploadStore,
  folder: string,
  options: {
    /** Where the paths brought from the store are kept between copies. */ record?: string;
  } = {},
): Promise<MirrorResult> {
  const result: MirrorResult = { downloaded: 0, kept: 0, removed: 0 };
  const files = await store.list();
  const inStore = new Set(files.map((file) => file.path));
  for (const earlier of await readRecord(options.record)) {
    if (inStore.has(earlier) || earlier.split('/').some((part) => part === '..')) continue;
    await rm(path.join(folder, ...earlier.split('/')), { force: true });
    result.removed += 1;
  }
  for (const file of files) {
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
  if (options.record) {
    await mkdir(path.dirname(options.record), { recursive: true });
    await writeFile(options.record, JSON.stringify([...inStore].sort()));
  }
  return result;
}
