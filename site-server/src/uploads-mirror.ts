/**
 * With the uploads in a bucket (the provider's UPLOADS_S3_BUCKET), the builder brings the
 * bucket's images into static/uploads/images before each build: Gatsby copies static/ into the
 * site, as it does when the provider writes that folder itself, and the site-data plugin finds
 * every /uploads/images file it processes on disk. Files only the folder has (the committed seed
 * images) stay; a file an earlier copy brought that the bucket no longer has is removed (`record`
 * keeps what was brought, outside static/ so it is never published). A bucket that cannot be reached fails the build: a site without its images is
 * not published, the live release stays.
 */
import { mirrorToFolder } from '@cloud-consulting/uploads-store/mirror-to-folder';
import type { S3StoreSettings } from '@cloud-consulting/uploads-store/s3-settings';
import { createS3Store } from '@cloud-consulting/uploads-store/s3-store';

export function uploadsMirror(options: {
  settings: S3StoreSettings;
  /** The site's static/uploads/images. */
  folder: string;
  /** Where the paths brought from the bucket are kept between builds. */
  record: string;
  log?(message: string): void;
}): () => Promise<void> {
  return async () => {
    const store = createS3Store(options.settings);
    try {
      const { downloaded, kept, removed } = await mirrorToFolder(store, options.folder, {
        record: options.record,
      });
      options.log?.(
        `uploads: ${downloaded} downloaded from ${store.location}, ${kept} already there, ` +
          `${removed} no longer there removed`,
      );
    } finally {
      store.close();
    }
  };
}
