/**
 * The response cache's store: answers kept in memory by address, with the version counters that
 * invalidate them, the bounds that evict them and their compressed bodies. A pure data structure
 * (no Fastify): response-cache.ts attaches it to the routes.
 *
 * Invalidation by version counters, read when a miss starts (before its handler reads the
 * database) and kept with the answer; an entry whose versions are no longer current is a miss.
 * - The site version: bumped by every write the process handles, unless its route says what it
 *   changes.
 * - One version per post: bumped by the engagement and comments of that post, and read by its
 *   engagement stats and comments, so a like does not empty the blog list or other posts' stats.
 *
 * Entries expire `ttlMs` after their read began (the bound on writes through another replica
 * that this process does not hear of, see shared-invalidations.ts). Bounded: beyond `maxEntries` answers or `maxBytes` of bodies the least recently used go
 * first. Concurrent misses of one address share one flight. Each stored answer is compressed once
 * per encoding, off the event loop, and an answer refreshed with the same bytes keeps what was
 * made for the old one.
 */
import type { Encoding } from '@cloud-consulting/domain/content-encoding';
import { compressAnswer } from './compress-answer.js';

export interface Versions {
  site: number;
  post: number;
}

export interface Entry extends Versions {
  body: Buffer;
  etag: string;
  contentType: string;
  postId: number | null;
  expiresAt: number;
  /** The body compressed, per encoding, once made; null when compressing did not pay. */
  encoded: Partial<Record<Encoding, Buffer | null>>;
  /** Encodings being made. */
  encoding: Map<Encoding, Promise<void>>;
}

/** A miss being answered: later misses of the same address and versions wait for it. */
export interface Flight {
  versions: Versions;
  done: Promise<Entry | null>;
  settle(entry: Entry | null): void;
}

export interface ResponseCacheOptions {
  maxEntries: number;
  maxBytes: number;
  ttlMs: number;
  /** The app's clock (tests move it). */
  now: () => number;
  /**
   * The next instant the answers may change without a write (a scheduled post becoming
   * public), in ms: an answer read before it expires at it. Default: never.
   */
  changesAt?: () => number;
}

/** Posts with a version of their own before all versions restart (bounds that map too). */
const MAX_POST_VERSIONS = 10_000;

export function createResponseCache({
  maxEntries,
  maxBytes,
  ttlMs,
  now,
  changesAt = () => Infinity,
}: ResponseCacheOptions) {
  /** Oldest use first: a hit moves its entry to the end. */
  const entries = new Map<string, Entry>();
  /** ttlMs after the read, or sooner when a scheduled change comes first. */
  const expiryOf = (readAt: number) => {
    const change = changesAt();
    return change > readAt ? Math.min(readAt + ttlMs, change) : readAt + ttlMs;
  };
  const postVersions = new Map<number, number>();
  const flights = new Map<string, Flight>();
  let site = 0;
  let bytes = 0;

  const versionsOf = (postId: number | null): Versions => ({
    site,
    post: postId === null ? 0 : (postVersions.get(postId) ?? 0),
  });
  const isCurrent = (v: Versions, postId: number | null) =>
    v.site === site && (postId === null || v.post === (postVersions.get(postId) ?? 0));
  const sameVersions = (a: Versions, b: Versions) => a.site === b.site && a.post === b.post;

  /**
   * What an entry holds: its bodies and its address (query strings are the visitor's choice).
   */
  const sizeOf = (key: string, entry: Pick<Entry, 'body'> & Partial<Pick<Entry, 'encoded'>>) =>
    entry.body.length +
    key.length +
    Object.values(entry.encoded ?? {}).reduce((sum, packed) => sum + (packed?.length ?? 0), 0);

  function evictBeyondBounds(): void {
    while (entries.size > maxEntries || bytes > maxBytes) {
      const [oldestKey, oldest] = entries.entries().next().value as [string, Entry];
      remove(oldestKey, oldest);
    }
  }

  function remove(key: string, entry: Entry): void {
    entries.delete(key);
    bytes -= sizeOf(key, entry);
  }

  /** Counted for /metrics: answers served from memory, answers read anew, invalidations. */
  const counts = { hits: 0, misses: 0, invalidations: 0 };

  function invalidateAll(): void {
    counts.invalidations += 1;
    site += 1;
    // Every stored or in-flight answer carries the old site version: none can be current again,
    // so the per-post versions can start over.
    postVersions.clear();
    entries.clear();
    bytes = 0;
  }

  return {
    enabled: maxEntries > 0 && maxBytes > 0,

    /** Hits and misses as the cache hook counts them, invalidations as they happen. */
    counts,

    /**
     * The current answer for an address, or null (absent, outdated or expired). An outdated or
     * expired entry stays until the next answer replaces it (or the bounds drop it), so that
     * answer can take over its compressed bodies when it has the same bytes.
     */
    get(key: string): Entry | null {
      const entry = entries.get(key);
      if (entry === undefined) return null;
      if (!isCurrent(entry, entry.postId) || now() >= entry.expiresAt) return null;
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },

    /** The versions a miss starts from; read before its handler reads the database. */
    versionsOf,

    now,

    /**
     * Keeps an answer read from `readAt` on at `versions`. Returns the entry, or null when a
     * write happened meanwhile (the answer may predate it) or the body alone exceeds the bound.
     * It expires `ttlMs` after `readAt`, so no later than that after any change it could miss.
     */
    put(
      key: string,
      postId: number | null,
      versions: Versions,
      readAt: number,
      body: Buffer,
      etag: string,
      contentType: string,
    ): Entry | null {
      if (!isCurrent(versions, postId) || sizeOf(key, { body }) > maxBytes) return null;
      const old = entries.get(key);
      if (old) remove(key, old);
      // The same bytes compress to the same bytes: an unchanged answer keeps its compressed ones.
      const encoded = old && old.etag === etag ? { ...old.encoded } : {};
      const entry: Entry = {
        ...versions,
        body,
        etag,
        contentType,
        postId,
        expiresAt: expiryOf(readAt),
        encoded,
        encoding: new Map(),
      };
      entries.set(key, entry);
      bytes += sizeOf(key, entry);
      evictBeyondBounds();
      return entry;
    },

    /**
     * Compresses a stored entry's body in the background; once done, hits accepting the
     * encoding are served it. Kept only while the entry is still the stored one.
     */
    compressLater(key: string, entry: Entry, encoding: Encoding): Promise<void> {
      if (entry.encoded[encoding] !== undefined) return Promise.resolve();
      const running = entry.encoding.get(encoding);
      if (running) return running;
      const made = compressAnswer(entry.body, encoding).then(
        (packed) => {
          entry.encoding.delete(encoding);
          const pays = packed.length < entry.body.length;
          entry.encoded[encoding] = pays ? packed : null;
          // Counted only while the entry is the stored one (a replaced entry is out of the sum).
          if (!pays || entries.get(key) !== entry) return;
          bytes += packed.length;
          evictBeyondBounds();
        },
        () => {
          entry.encoding.delete(encoding);
          entry.encoded[encoding] = null;
        },
      );
      entry.encoding.set(encoding, made);
      return made;
    },

    /** The miss already answering this address at these versions, if any. */
    flightFor(key: string, versions: Versions): Flight | undefined {
      const flight = flights.get(key);
      return flight && sameVersions(flight.versions, versions) ? flight : undefined;
    },

    startFlight(key: string, versions: Versions): Flight {
      let resolve!: (entry: Entry | null) => void;
      const flight: Flight = {
        versions,
        done: new Promise((r) => (resolve = r)),
        settle(entry) {
          if (flights.get(key) === flight) flights.delete(key);
          resolve(entry);
        },
      };
      flights.set(key, flight);
      return flight;
    },

    invalidateAll,

    invalidatePost(postId: number): void {
      counts.invalidations += 1;
      postVersions.set(postId, (postVersions.get(postId) ?? 0) + 1);
      if (postVersions.size > MAX_POST_VERSIONS) invalidateAll();
    },

    stats(): { entries: number; bytes: number } {
      return { entries: entries.size, bytes };
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
