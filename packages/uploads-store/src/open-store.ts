/**
 * The store the configuration asks for: the bucket when UPLOADS_S3_BUCKET is set, else the
 * images folder under UPLOADS_DIR.
 */
import path from 'node:path';
import { createDiskStore } from './disk-store.js';
import type { S3StoreSettings } from './s3-settings.js';
import { createS3Store } from './s3-store.js';
import type { UploadStore } from './upload-store.js';

export function openUploadStore(config: {
  uploadsDir: string;
  uploadsS3?: S3StoreSettings;
}): UploadStore {
  return config.uploadsS3
    ? createS3Store(config.uploadsS3)
    : createDiskStore(path.join(config.uploadsDir, 'images'));
}
