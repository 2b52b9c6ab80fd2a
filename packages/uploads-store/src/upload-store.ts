/**
 * Where uploaded images live, as the provider, the builder and backups see it: files under
 * /uploads/images by their path relative to it ("blog/x-abc123.jpg"), kept in a folder on disk
 * (disk-store.ts, the default) or in an S3-compatible bucket (s3-store.ts) that every provider
 * replica shares. A store that cannot be reached throws UploadStoreUnavailableError; a missing
 * file is never an error (null, false, or nothing to remove).
 */
import type { Readable } from 'node:stream';

/** A file as a listing shows it. */
export interface StoredFile {
  /** Relative to /uploads/images, with "/" between folders. */
  path: string;
  /** Bytes. */
  size: number;
  modified: Date;
}

/** What is known of one file without reading it. */
export interface StoredFileInfo {
  size: number;
  /** An HTTP entity tag, quotes included. */
  etag: string;
  lastModified: Date;
  /** The type it was stored with, when the store keeps one (a bucket does, a folder does not). */
  contentType?: string;
}

export interface StoredFileContent extends StoredFileInfo {
  body: Readable;
}

export interface UploadStore {
  readonly kind: 'disk' | 's3';
  /** Where the files are, for messages and logs: a folder, or s3://bucket/prefix. */
  readonly location: string;
  /** Writes the file, replacing one at the same path. */
  put(path: string, data: Buffer, contentType: string): Promise<void>;
  exists(path: string): Promise<boolean>;
  /** The file's size, tag and time, or null when there is none. */
  stat(path: string): Promise<StoredFileInfo | null>;
  /** The file's content as a stream with what stat tells, or null when there is none. */
  read(path: string): Promise<StoredFileContent | null>;
  /** Removes the file; a missing file is no error. */
  remove(path: string): Promise<void>;
  /** Every file, hidden ones (a name starting with ".") left out, in no particular order. */
  list(): Promise<StoredFile[]>;
  /** Lets go of connections. */
  close(): void;
}
