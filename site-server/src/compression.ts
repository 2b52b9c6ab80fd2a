/**
 * Compression of the site's text files (HTML, JavaScript, CSS, JSON, SVG, XML): Brotli when the
 * browser accepts it, else gzip. A file of a release never changes, so each file is compressed
 * once and kept in a bounded cache keyed by its path, size and modification time.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from '@cloud-consulting/domain/content-encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TEXT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The content type of a compressible file by its extension; undefined when not compressible. */
export function compressibleType(file: string): string | undefined {
  const dot = file.lastIndexOf('.');
  return dot < 0 ? undefined : TEXT_TYPES[file.slice(dot).toLowerCase()];
}

export async function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          // Quality 9: close to the best ratio at a small part of quality 11's time, so a
          // freshly published release is quick on its first visits.
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 9 });
}

/** Compressed bodies by key, least recently used dropped first beyond maxBytes. */
export class CompressionCache {
  private readonly entries = new Map<string, Promise<Buffer>>();
  private readonly sizes = new Map<string, number>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.total;
  }

  /** The compressed body for key, made by `make` the first time. */
  async get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const found = this.entries.get(key);
    if (found) {
      this.entries.delete(key);
      this.entries.set(key, found);
      return found;
    }
    const made = make();
    this.entries.set(key, made);
    try {
      const body = await made;
      if (this.entries.get(key) === made) {
        this.sizes.set(key, body.length);
        this.total += body.length;
        this.evict();
      }
      return body;
    } catch (error) {
      this.entries.delete(key);
      throw error;
    }
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.total <= this.maxBytes) return;
      const size = this.sizes.get(key);
      if (size === undefined) continue; // still being made
      this.entries.delete(key);
      this.sizes.delete(key);
      this.total -= size;
    }
  }
}
