/**
 * The media library: every file under <UPLOADS_DIR>/images with its row (size, type, pixel size,
 * alt text, who uploaded it). An upload writes its file, then its row; a file written for the
 * upload is removed again when the row cannot be stored. Files already on disk without a row
 * (uploads made before the library, seed images, files put there by hand) get one when the
 * library is listed. A file is deleted, row and file, only when nothing uses it.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaUsage } from '@cloud-consulting/domain/media';
import type { Database } from '../../db/client.js';
import { slugify } from '../blog/slug.js';
import type { ImageType } from './file-type.js';
import { IMAGE_TYPES } from './file-type.js';
import { imageDimensions } from './image-dimensions.js';
import { createMediaRepository, type MediaRow } from './media-repository.js';

/** The content type a file found on disk is served with, by its extension. */
const TYPE_OF_EXTENSION: Record<string, string> = {
  ...Object.fromEntries(Object.values(IMAGE_TYPES).map((t) => [`.${t.extension}`, t.contentType])),
  '.jpeg': IMAGE_TYPES.jpeg.contentType,
};

export interface NewUpload {
  data: Buffer;
  /** The type its bytes were checked to be. */
  type: ImageType;
  /** The name it had on the uploader's machine. */
  originalName: string;
  /** Sub-folder under /uploads/images, or ''. */
  folder: string;
  alt: string | null;
  uploadedBy: string;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Paths (relative, with /) of the files under `root` whose extension is an image's. */
async function imageFilesUnder(root: string, prefix = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(root, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const entry of entries) {
    // Hidden files and folders are never served (dotfiles: 'deny'), so never listed.
    if (entry.name.startsWith('.')) continue;
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await imageFilesUnder(root, relative)));
    else if (entry.isFile() && TYPE_OF_EXTENSION[path.extname(entry.name).toLowerCase()]) {
      found.push(relative);
    }
  }
  return found;
}

export function createMediaLibrary(options: {
  db: Database;
  uploadsDir: string;
  now: () => number;
}) {
  const { db, now } = options;
  const root = path.join(options.uploadsDir, 'images');
  const repo = createMediaRepository(db);
  let reconciling: Promise<void> | null = null;

  /** Gives a row to every image file on disk that has none. */
  async function addFilesFound(): Promise<void> {
    const known = await repo.paths();
    for (const relative of await imageFilesUnder(root)) {
      if (known.has(relative)) continue;
      const file = path.join(root, ...relative.split('/'));
      let data: Buffer;
      let modified: Date;
      try {
        [data, modified] = await Promise.all([readFile(file), stat(file).then((s) => s.mtime)]);
      } catch {
        continue; // Removed meanwhile.
      }
      const size = imageDimensions(data);
      await repo.addFound({
        path: relative,
        originalName: path.posix.basename(relative),
        contentType: TYPE_OF_EXTENSION[path.extname(relative).toLowerCase()]!,
        size: data.length,
        width: size?.width ?? null,
        height: size?.height ?? null,
        alt: null,
        uploadedAt: modified,
        uploadedBy: null,
      });
    }
  }

  return {
    repo,

    /** Where the file at `relative` (under /uploads/images) lives on disk. */
    fileOf: (relative: string) => path.join(root, ...relative.split('/')),

    /**
     * Stores an upload: the file (named by its content, so the same image is stored once), then
     * its row. A file this upload wrote is removed again if the row cannot be stored; one that
     * was there before is left, as something may use it.
     */
    async store(upload: NewUpload): Promise<MediaRow> {
      const { data, type } = upload;
      const hash = createHash('sha256').update(data).digest('hex').slice(0, 10);
      const base = slugify(path.parse(upload.originalName || 'image').name, 60);
      const fileName = `${base}-${hash}.${type.extension}`;
      const relative = upload.folder ? `${upload.folder}/${fileName}` : fileName;
      const file = path.join(root, ...relative.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      const existed = await exists(file);
      if (!existed) await writeFile(file, data);
      const size = imageDimensions(data);
      try {
        return await repo.save({
          path: relative,
          originalName: upload.originalName || fileName,
          contentType: type.contentType,
          size: data.length,
          width: size?.width ?? null,
          height: size?.height ?? null,
          alt: upload.alt,
          uploadedAt: new Date(now()),
          uploadedBy: upload.uploadedBy,
        });
      } catch (error) {
        if (!existed) await rm(file, { force: true });
        throw error;
      }
    },

    /** Adds rows for files found on disk; callers at the same time share one pass. */
    reconcile(): Promise<void> {
      reconciling ??= addFilesFound().finally(() => {
        reconciling = null;
      });
      return reconciling;
    },

    /**
     * Deletes a file nobody uses: its row, then the file, in one transaction (a file that cannot
     * be removed keeps its row). Answers what uses it instead when something does, or null when
     * there is no such file.
     */
    async remove(
      id: number,
    ): Promise<{ removed: true } | { removed: false; usage: MediaUsage[] } | null> {
      return db.transaction(async (tx) => {
        const row = await repo.findById(id, tx, true);
        if (!row) return null;
        const usage = (await repo.usageOf([id], tx)).get(id)!;
        if (usage.length > 0) return { removed: false, usage };
        await repo.remove(id, tx);
        await rm(path.join(root, ...row.path.split('/')), { force: true });
        return { removed: true };
      });
    },
  };
}

export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
