/**
 * The uploads in a backup when they live in a bucket (UPLOADS_S3_BUCKET): the bucket's images are
 * downloaded into the staged uploads/images folder, so the archive has the layout of one made
 * from UPLOADS_DIR, and a restore puts that folder's images back into the bucket. Archives move
 * between the two: one made from a folder restores into a bucket, and the other way round.
 */
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { mirrorToFolder } from '@cloud-consulting/uploads-store/mirror-to-folder';
import { createS3Store } from '@cloud-consulting/uploads-store/s3-store';
import type { S3StoreSettings } from '@cloud-consulting/uploads-store/s3-settings';
import { UploadStoreUnavailableError } from '@cloud-consulting/uploads-store/store-unavailable';
import { uploadFolder } from '@cloud-consulting/uploads-store/upload-folder';
import type { UploadStore } from '@cloud-consulting/uploads-store/upload-store';
import { contentTypeOfImage } from '../modules/uploads/image-extension.js';
import { BackupError } from './errors.js';

/** The images folder inside the uploads entry, as under UPLOADS_DIR. */
const IMAGES = 'images';

/** Runs `work` on the bucket; a bucket out of reach is an operator's error, its cause named. */
async function withBucket<T>(
  settings: S3StoreSettings,
  work: (store: UploadStore) => Promise<T>,
): Promise<T> {
  const store = createS3Store(settings);
  try {
    return await work(store);
  } catch (error) {
    if (error instanceof UploadStoreUnavailableError) {
      throw new BackupError(error.message, { cause: error });
    }
    throw error;
  } finally {
    store.close();
  }
}

/** Downloads the bucket's images into `stagedPath`/images; returns how many. */
export function stageBucketUploads(settings: S3StoreSettings, stagedPath: string): Promise<number> {
  return withBucket(settings, async (store) => {
    const images = path.join(stagedPath, IMAGES);
    await mkdir(images, { recursive: true });
    const { downloaded, kept } = await mirrorToFolder(store, images);
    return downloaded + kept;
  });
}

/** Files in the bucket now: a restore refuses to replace them without --force. */
export function countBucketFiles(settings: S3StoreSettings): Promise<number> {
  return withBucket(settings, async (store) => (await store.list()).length);
}

/**
 * Puts the archive's images into the bucket, then removes what the bucket held that the archive
 * does not (as a restore into UPLOADS_DIR replaces the folder). Returns the files it then holds.
 */
export function restoreBucketUploads(
  sourceDir: string,
  settings: S3StoreSettings,
): Promise<number> {
  return withBucket(settings, async (store) => {
    const restored = new Set(
      await uploadFolder(
        path.join(sourceDir, IMAGES),
        store,
        (file) => contentTypeOfImage(file) ?? 'application/octet-stream',
      ),
    );
    for (const file of await store.list()) {
      if (!restored.has(file.path)) await store.remove(file.path);
    }
    return restored.size;
  });
}
