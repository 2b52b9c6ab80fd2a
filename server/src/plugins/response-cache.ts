/**
 * In-memory cache of public GET answers (blog list and posts, engagement stats, comments, content
 * collections, site settings, SEO). The site's visitors and its build read the same few answers
 * far more often than anything changes, so a route that opts in with `config.cache` is answered
 * from memory right after the API-key guard, without touching the database: the stored body with
 * its ETag and content type, or 304 when If-None-Match names the ETag.
 *
 * Invalidation by version counters, read when a miss starts (before its handler reads the
 * database) and kept with the answer; an entry whose versions are no longer current is a miss.
 * - The site version: bumped by every write this process handles (admin changes, moderation,
 *   uploads, seeding) unless its route declares `config.invalidates`.
 * - One version per post: bumped by likes, bookmarks, shares, views and comments of that post
 *   (`invalidates: 'post'`), and read by its engagement stats and comments (`cache: 'post'`), so a
 *   like does not empty the blog list or other posts' stats.
 * Writes bump in onSend: after the write committed, before its answer leaves, so whoever saw the
 * answer of a write reads the write.
 *
 * Per process. Writes through another replica on the same PostgreSQL are not seen here, so an
 * entry is served for at most `ttlMs` (RESPONSE_CACHE_TTL_MS, by default and at most the rebuild
 * debounce, 0.5 s, so the build a change triggers reads the change from every replica).
 *
 * Bounded: beyond `maxEntries` answers or `maxBytes` of bodies the least recently used go first.
 * Concurrent misses of one address wait for the first instead of each querying the database.
 *
 * Compressed: an answer of 1 KB or more goes compressed (Brotli or gzip, as the client accepts,
 * with a weak ETag and Vary) to clients that accept it. Each stored answer is compressed once per
 * encoding, off the event loop, and kept with it; an answer refreshed with the same bytes keeps
 * what was made for the old one.
 */
import type {
  DoneFuncWithErrOrRes,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  RouteOptions,
} from 'fastify';
import {
  MIN_COMPRESS_BYTES,
  negotiateEncoding,
  type Encoding,
} from '@cloud-consulting/domain/content-encoding';
import { compressAnswer } from './compress-answer.js';
import { CACHE_CONTROL, etagOf, etagOnSend, matchesEtag } from './etag.js';
import { dbId } from './visitor-writes.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Keep this GET's 200 answers in the response cache: 'site' answers change with any write,
     * 'post' answers (about the post :id) also with that post's engagement and comments.
     */
    cache?: 'site' | 'post';
    /**
     * What this write changes in cached answers: 'post' (the post :id, or the one the handler
     * names in request.changedPostId before it writes) or 'nothing'. Absent: everything.
     */
    invalidates?: 'post' | 'nothing';
  }
  interface FastifyRequest {
    /** Set by a write that changed a post its address does not name (a comment like). */
    changedPostId: number | null;
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

interface Versions {
  site: number;
  post: number;
}

interface Entry extends Versions {
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
interface Flight {
  versions: Versions;
  done: Promise<Entry | null>;
  settle(entry: Entry | null): void;
}

/** What a miss stores once its handler answered. */
interface Fill {
  key: string;
  postId: number | null;
  versions: Versions;
  /** When the miss started: the answer is at least this fresh. */
  readAt: number;
  flight: Flight | null;
}

export interface ResponseCacheOptions {
  maxEntries: number;
  maxBytes: number;
  ttlMs: number;
  /** The app's clock (tests move it). */
  now: () => number;
}

/** Posts with a version of their own before all versions restart (bounds that map too). */
const MAX_POST_VERSIONS = 10_000;
const JSON_TYPE = 'application/json; charset=utf-8';

export function createResponseCache({ maxEntries, maxBytes, ttlMs, now }: ResponseCacheOptions) {
  /** Oldest use first: a hit moves its entry to the end. */
  const entries = new Map<string, Entry>();
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

  function invalidateAll(): void {
    site += 1;
    // Every stored or in-flight answer carries the old site version: none can be current again,
    // so the per-post versions can start over.
    postVersions.clear();
    entries.clear();
    bytes = 0;
  }

  return {
    enabled: maxEntries > 0 && maxBytes > 0,

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
        expiresAt: readAt + ttlMs,
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
      postVersions.set(postId, (postVersions.get(postId) ?? 0) + 1);
      if (postVersions.size > MAX_POST_VERSIONS) invalidateAll();
    },

    stats(): { entries: number; bytes: number } {
      return { entries: entries.size, bytes };
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

/** Adds Accept-Encoding to the answer's Vary, keeping what is there (CORS varies by Origin). */
function varyByEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const present = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(present)) return;
  reply.header('vary', present ? `${present}, Accept-Encoding` : 'Accept-Encoding');
}

/** Accept-Encoding headers seen, and what they negotiate: browsers send a handful of strings. */
const negotiated = new Map<string, Encoding | undefined>();
const MAX_NEGOTIATED = 64;

/** The encoding to answer a stored body with, by size and the client's Accept-Encoding. */
function encodingFor(request: FastifyRequest, body: Buffer): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (body.length < MIN_COMPRESS_BYTES || !header) return undefined;
  if (negotiated.has(header)) return negotiated.get(header);
  const encoding = negotiateEncoding(header);
  if (negotiated.size >= MAX_NEGOTIATED) negotiated.clear();
  negotiated.set(header, encoding);
  return encoding;
}

function answer(
  cache: ResponseCache,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  entry: Entry,
): void {
  reply.header('content-type', entry.contentType);
  reply.header('cache-control', CACHE_CONTROL);
  if (entry.body.length >= MIN_COMPRESS_BYTES) varyByEncoding(reply);
  const encoding = encodingFor(request, entry.body);
  if (encoding !== undefined && entry.encoded[encoding] === undefined) {
    // Not made yet in this encoding (another client's was): made once, then served to all.
    void cache
      .compressLater(key, entry, encoding)
      .then(() => answer(cache, key, request, reply, entry));
    return;
  }
  const packed = encoding === undefined ? null : entry.encoded[encoding];
  // A compressed body is the same answer in other bytes: a weak ETag says so.
  reply.header('etag', packed ? `W/${entry.etag}` : entry.etag);
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
    void reply.code(304).send();
    return;
  }
  if (encoding !== undefined && packed) {
    reply.header('content-encoding', encoding);
    void reply.send(packed);
    return;
  }
  void reply.send(entry.body);
}

const methodsOf = (route: RouteOptions) =>
  Array.isArray(route.method) ? route.method : [route.method];
const hooksOf = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Attaches the cache to the routes registered after this call: cached GETs answer from memory
 * and store what they answer, other GET and HEAD answers of /api/* get their ETag, and writes
 * invalidate what they change. Must run after the API-key guard is added, before the routes.
 */
export function registerResponseCache(app: FastifyInstance, cache: ResponseCache): void {
  const fills = new WeakMap<FastifyRequest, Fill>();
  const handledWrites = new WeakSet<FastifyRequest>();
  app.decorate('responseCache', cache);
  app.decorateRequest('changedPostId', null);

  function serveFromCache(mode: 'site' | 'post') {
    return function serve(
      request: FastifyRequest,
      reply: FastifyReply,
      done: HookHandlerDoneFunction,
    ): void {
      if (request.method !== 'GET') {
        done();
        return;
      }
      let postId: number | null = null;
      if (mode === 'post') {
        postId = dbId((request.params as { id?: string }).id);
        // Not a post id: validation answers 400, nothing to cache.
        if (postId === null) {
          done();
          return;
        }
      }
      const key = request.url;
      const hit = cache.get(key);
      if (hit) {
        answer(cache, key, request, reply, hit);
        return;
      }
      const versions = cache.versionsOf(postId);
      const readAt = cache.now();
      const running = cache.flightFor(key, versions);
      if (running) {
        void running.done.then((entry) => {
          if (entry && cache.get(key) === entry) {
            answer(cache, key, request, reply, entry);
            return;
          }
          fills.set(request, { key, postId, versions, readAt, flight: null });
          done();
        });
        return;
      }
      const flight = cache.startFlight(key, versions);
      // The first miss settles its followers in onSend; should it never get there (the
      // connection died first), its end lets them run their own handler.
      reply.raw.once('close', () => flight.settle(null));
      fills.set(request, { key, postId, versions, readAt, flight });
      done();
    };
  }

  function storeAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: DoneFuncWithErrOrRes,
  ): void {
    const fill = fills.get(request);
    if (fill === undefined) {
      done(null, payload);
      return;
    }
    fills.delete(request);
    let entry: Entry | null = null;
    let out = payload;
    if (reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      const etag = etagOf(body);
      const type = reply.getHeader('content-type');
      entry = cache.put(
        fill.key,
        fill.postId,
        fill.versions,
        fill.readAt,
        body,
        etag,
        typeof type === 'string' ? type : JSON_TYPE,
      );
      reply.header('etag', etag);
      reply.header('cache-control', CACHE_CONTROL);
      if (body.length >= MIN_COMPRESS_BYTES) varyByEncoding(reply);
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        reply.code(304);
        reply.removeHeader('content-length');
        out = '';
      } else {
        const encoding = encodingFor(request, body);
        if (encoding !== undefined) {
          // The miss compresses once for everyone (kept with the entry) before it answers.
          const stored = entry;
          void (async () => {
            let packed: Buffer | null | undefined;
            try {
              if (stored) {
                await cache.compressLater(fill.key, stored, encoding);
                packed = stored.encoded[encoding];
              } else {
                packed = await compressAnswer(body, encoding);
              }
            } catch {
              packed = null;
            }
            if (packed && packed.length < body.length) {
              reply.header('content-encoding', encoding);
              reply.header('etag', `W/${etag}`);
              out = packed;
            } else {
              out = body;
            }
            fill.flight?.settle(stored);
            done(null, out);
          })();
          return;
        }
        out = body;
      }
    }
    fill.flight?.settle(entry);
    done(null, out);
  }

  function markHandled(
    request: FastifyRequest,
    _reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ): void {
    handledWrites.add(request);
    done();
  }

  function invalidateOnSend(mode: 'post' | 'everything') {
    return function invalidate(
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: DoneFuncWithErrOrRes,
    ): void {
      // Only writes that got past authentication and validation to their handler: a refused
      // call cannot empty the cache.
      if (!handledWrites.delete(request)) {
        done(null, payload);
        return;
      }
      if (mode === 'everything') {
        cache.invalidateAll();
        done(null, payload);
        return;
      }
      // A visitor's write refused by its handler (4xx) stored nothing; nor did one that named
      // no post (a like on a comment that does not exist). Neither empties anything, so
      // visitors cannot empty the cache at will.
      const refused = reply.statusCode >= 400 && reply.statusCode < 500;
      const postId = request.changedPostId ?? dbId((request.params as { id?: unknown }).id);
      if (!refused && postId !== null) cache.invalidatePost(postId);
      done(null, payload);
    };
  }

  app.addHook('onRoute', (route) => {
    const methods = methodsOf(route);
    const config = route.config ?? {};
    const isApi = route.url.startsWith('/api/');
    // Hooks of this module run before the route's own (there are none today), and before the
    // automatic HEAD route's, which drops the body after them.
    if (methods.includes('GET') && config.cache !== undefined && cache.enabled) {
      route.onRequest = [...hooksOf(route.onRequest), serveFromCache(config.cache)];
      route.onSend = [storeAnswer, ...hooksOf(route.onSend)];
      return;
    }
    if (methods.every((m) => m === 'GET' || m === 'HEAD')) {
      if (isApi) route.onSend = [etagOnSend, ...hooksOf(route.onSend)];
      return;
    }
    if (methods.every((m) => m === 'OPTIONS') || config.invalidates === 'nothing') return;
    if (!cache.enabled) return;
    route.preHandler = [...hooksOf(route.preHandler), markHandled];
    route.onSend = [
      invalidateOnSend(config.invalidates === 'post' ? 'post' : 'everything'),
      ...hooksOf(route.onSend),
    ];
  });
}
