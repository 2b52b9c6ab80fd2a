/**
 * Uploaded images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, ...) through the
 * official client, so every provider replica, the builder and backups see the same files. Each
 * file's key is the prefix and its path ("images/blog/x-abc123.jpg").
 */
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import type { S3StoreSettings } from './s3-settings.js';
import { UploadStoreUnavailableError } from './store-unavailable.js';
import { isStoredPath } from './stored-path.js';
import type { StoredFile, StoredFileInfo, UploadStore } from './upload-store.js';

/** How long to wait for a connection, and for an answer, before the store counts as down. */
const CONNECTION_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;

interface ServiceError {
  name?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

/** A missing key answers 404 (NotFound for HEAD, which has no body to name it; NoSuchKey). */
function isMissing(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as ServiceError;
  return name === 'NoSuchKey' || (name === 'NotFound' && $metadata?.httpStatusCode === 404);
}

export function createS3Store(settings: S3StoreSettings): UploadStore {
  const { bucket, prefix } = settings;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // The client's default adds CRC checksums (and chunked uploads) that R2, MinIO and older
    // S3-compatible stores refuse or do not return: only where S3 itself requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
    },
  });
  const location = `s3://${bucket}/${prefix}`;
  const keyOf = (relative: string) => `${prefix}${relative}`;

  /** Sends a command; anything but a missing key becomes UploadStoreUnavailableError. */
  async function send<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isMissing(error)) throw error;
      const { name, message, $metadata } = (error ?? {}) as ServiceError;
      const status = $metadata?.httpStatusCode ? ` (HTTP ${$metadata.httpStatusCode})` : '';
      throw new UploadStoreUnavailableError(
        `The uploads bucket ${location} could not ${what}: ${name ?? 'Error'}${status}: ${message}`,
        { cause: error },
      );
    }
  }

  /** What a HEAD or GET answers of the object, or null when the key does not exist. */
  async function orMissing<T>(run: () => Promise<T>): Promise<T | null> {
    try {
      return await run();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  const infoOf = (answer: {
    ContentLength?: number;
    ETag?: string;
    LastModified?: Date;
    ContentType?: string;
  }): StoredFileInfo => ({
    size: answer.ContentLength ?? 0,
    etag: answer.ETag ?? '""',
    lastModified: answer.LastModified ?? new Date(0),
    contentType: answer.ContentType,
  });

  async function stat(relative: string): Promise<StoredFileInfo | null> {
    if (!isStoredPath(relative)) return null;
    const answer = await orMissing(() =>
      send('be read', () =>
        client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(relative) })),
      ),
    );
    return answer ? infoOf(answer) : null;
  }

  return {
    kind: 's3',
    location,
    async put(relative, data, contentType) {
      if (!isStoredPath(relative)) {
        throw new Error(`"${relative}" is not a path under /uploads/images`);
      }
      await send('store a file', () =>
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: keyOf(relative),
            Body: data,
            ContentLength: data.length,
            ContentType: contentType,
          }),
        ),
      );
    },
    exists: async (relative) => (await stat(relative)) !== null,
    stat,
    async read(relative) {
      if (!isStoredPath(relative)) return null;
      const answer = await orMissing(() =>
        send('be read', () =>
          client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(relative) })),
        ),
      );
      if (!answer) return null;
      return { ...infoOf(answer), body: answer.Body as Readable };
    },
    async remove(relative) {
      if (!isStoredPath(relative)) {
        throw new Error(`"${relative}" is not a path under /uploads/images`);
      }
      // S3 answers a delete of a missing key as done.
      await send('remove a file', () =>
        client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(relative) })),
      );
    },
    async list() {
      const found: StoredFile[] = [];
      let token: string | undefined;
      do {
        const page: ListObjectsV2CommandOutput = await send('be listed', () =>
          client.send(
            new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
          ),
        );
        for (const object of page.Contents ?? []) {
          const relative = object.Key?.slice(prefix.length) ?? '';
          // Folder markers (keys ending in "/") and hidden files are not images to serve.
          if (!isStoredPath(relative)) continue;
          found.push({
            path: relative,
            size: object.Size ?? 0,
            modified: object.LastModified ?? new Date(0),
          });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found;
    },
    close: () => client.destroy(),
  };
}
