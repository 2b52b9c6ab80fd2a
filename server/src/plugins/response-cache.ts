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
 * Per process. Replicas on one PostgreSQL tell each other what their writes changed
 * (shared-invalidations.ts), so a write through another replica empties the same answers here
 * moments later. Should that channel be down, an entry is still served for at most `ttlMs`
 * (RESPONSE_CACHE_TTL_MS, by default and at most the rebuild debounce, 0.5 s, so the build a
 * change triggers reads the change from every replica).
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
import { API_PREFIX } from '@cloud-consulting/domain/api-paths';
import { compressAnswer } from './compress-answer.js';
import type { Entry, Flight, ResponseCache, Versions } from './response-cache-store.js';
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
    /**
     * A private answer (a draft behind a signed preview address): never cached, no ETag, and
     * every answer of the route, refusals included, leaves with Cache-Control: private, no-store.
     */
    privateAnswer?: boolean;
  }
  interface FastifyRequest {
    /** Set by a write that changed a post its address does not name (a comment like). */
    changedPostId: number | null;
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
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

const JSON_TYPE = 'application/json; charset=utf-8';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

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

/** onSend hook of a private answer: kept by no browser or proxy, validated by no ETag. */
function privateOnSend(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: DoneFuncWithErrOrRes,
): void {
  reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  reply.removeHeader('etag');
  done(null, payload);
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
        cache.counts.hits += 1;
        answer(cache, key, request, reply, hit);
        return;
      }
      const versions = cache.versionsOf(postId);
      const readAt = cache.now();
      const running = cache.flightFor(key, versions);
      if (running) {
        void running.done.then((entry) => {
          if (entry && cache.get(key) === entry) {
            cache.counts.hits += 1;
            answer(cache, key, request, reply, entry);
            return;
          }
          cache.counts.misses += 1;
          fills.set(request, { key, postId, versions, readAt, flight: null });
          done();
        });
        return;
      }
      cache.counts.misses += 1;
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
    const isApi = route.url.startsWith(`${API_PREFIX}/`);
    // Hooks of this module run before the route's own (there are none today), and before the
    // automatic HEAD route's, which drops the body after them.
    if (config.privateAnswer) {
      route.onSend = [privateOnSend, ...hooksOf(route.onSend)];
      return;
    }
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
