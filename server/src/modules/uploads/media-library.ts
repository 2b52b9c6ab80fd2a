/**
 * The media library: every image in the upload store (<UPLOADS_DIR>/images or the bucket) with
 * its row (size, type, pixel size, alt text, who uploaded it). An upload writes its file, then its
 * row; a file written for the upload is removed again when the row cannot be stored. Files already
 * in the store without a row (uploads made before the library, seed images, files put there by
 * hand) get one when the library is listed. A file is deleted, row and file, only when nothing
 * uses it. A raster upload also gets resized copies (image-variants.ts) stored beside it as
 * name-480w.jpg, whose widths its row records; they go with the original when it is deleted, and
 * are never taken for files of their own.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { MediaUsage } from '@cloud-consulting/domain/media';
import type { UploadStore } from '@cloud-consulting/uploads-store/upload-store';
import type { Database } from '../../db/client.js';
import { slugify } from '../blog/slug.js';
import type { ImageType } from './file-type.js';
import {
  IMAGE_VARIANT_WIDTHS,
  isResizable,
  isVariantPath,
  variantPath,
} from '@cloud-consulting/domain/image-variants';
import { contentTypeOfImage } from './image-extension.js';
import { imageDimensions } from './image-dimensions.js';
import { makeVariants } from './image-variants.js';
import { createMediaRepository, type MediaRow } from './media-repository.js';

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

export function createMediaLibrary(options: {
  db: Database;
  store: UploadStore;
  now: () => number;
}) {
  const { db, store, now } = options;
  const repo = createMediaRepository(db);
  let reconciling: Promise<void> | null = null;

  /** Gives a row to every image in the store that has none. */
  async function addFilesFound(): Promise<void> {
    const known = await repo.paths();
    const files = await store.list();
    // A resized copy is a file named after an original beside it with a width: not a file of its own.
    const copies = new Set(
      [...files.map((file) => file.path), ...known]
        .filter((original) => isResizable(original) && !isVariantPath(original))
        .flatMap((original) => IMAGE_VARIANT_WIDTHS.map((width) => variantPath(original, width))),
    );
    for (const found of files) {
      const relative = found.path;
      const contentType = contentTypeOfImage(relative);
      if (known.has(relative) || !contentType || copies.has(relative)) continue;
      const content = await store.read(relative);
      if (!content) continue; // Removed meanwhile.
      const data = Buffer.concat(await content.body.toArray());
      const size = imageDimensions(data);
      await repo.addFound({
        path: relative,
        originalName: path.posix.basename(relative),
        contentType,
        size: data.length,
        width: size?.width ?? null,
        height: size?.height ?? null,
        alt: null,
        uploadedAt: found.modified,
        uploadedBy: null,
        variantWidths: [],
      });
    }
  }

  return {
    repo,

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
      const existed = await store.exists(relative);
      if (!existed) await store.put(relative, data, type.contentType);
      const size = imageDimensions(data);
      const written: string[] = existed ? [] : [relative];
      try {
        const variants = await makeVariants(data, fileName, size?.width ?? null);
        for (const variant of variants) {
          const copy = variantPath(relative, variant.width);
          if (await store.exists(copy)) continue;
          await store.put(copy, variant.data, type.contentType);
          written.push(copy);
        }
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
          variantWidths: variants.map((variant) => variant.width),
        });
      } catch (error) {
        for (const file of written) await store.remove(file);
        throw error;
      }
    },

    /** Adds rows for files found in the store; callers at the same time share one pass. */
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
        for (const width of row.variant_widths ?? [])
          await store.remove(variantPath(row.path, width));
        await store.remove(row.path);
        return { removed: true };
      });
    },
  };
}

export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
