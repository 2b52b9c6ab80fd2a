/**
 * Anti-abuse limits of the public API, on @fastify/rate-limit with a counter store of our own.
 *
 * A limit is a budget per visitor address and per family of actions, not per route: the
 * engagement family (likes, bookmarks, shares, views, comment likes) shares one budget, so
 * spreading requests over its routes gains nothing. Every route of a family counts in the same
 * window of the same store, and replicas given one shared store count together.
 * - Writes name their family in writeRoute (see visitor-writes.ts).
 * - Reads: every GET of /api/* shares the reads budget, counted only when the response cache
 *   did not answer. Its check runs in preHandler, after the cache's onRequest hook, so an answer
 *   from memory costs the visitor nothing and a cache-bypassing flood is what gets refused.
 *
 * The address is request.ip (X-Forwarded-For is believed only from TRUSTED_PROXIES) when it is a
 * valid IPv4 or IPv6 address; anything else a proxy forwarded is ignored and the socket's address
 * counts, so invented values cannot open fresh budgets. IPv6 addresses count per /64, the block
 * one subscriber is usually given.
 *
 * Counts live in this process (RATE_LIMIT_STORE=memory, the default without REDIS_URL) or in
 * Redis (with REDIS_URL), where every replica counts a visitor's requests together.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { API_PREFIX } from '@cloud-consulting/domain/api-paths';
import type { ServerConfig } from '../config.js';
import { Refusal, failure } from './refusal.js';

/** Window of every limit: the settings are "a minute". */
export const RATE_LIMIT_WINDOW_MS = 60_000;
/** The family every uncached public read counts in. */
export const READS_FAMILY = 'reads';
const IPV6_SUBNET = 64;

/** Hits of one key in its current window, and the milliseconds until the window ends. */
export interface Count {
  current: number;
  ttl: number;
}

/**
 * Where counts live. Fixed windows: the first hit of a key opens a window of windowMs, and the
 * count starts again after it. The memory store and the Redis store shared by replicas agree.
 */
export interface CounterStore {
  /** Counts one hit of key and answers the count so far in its window. */
  hit(key: string, windowMs: number): Promise<Count>;
  /** The count of key in its window, without counting (0 when no window is open). */
  peek(key: string, windowMs: number): Promise<Count>;
  /** The counts live in another server, which can be out of reach (see registerRateLimits). */
  readonly remote?: boolean;
  /** Resolves once the store can count, or has given up trying for now (never rejects). */
  ready?(): Promise<void>;
  close?(): Promise<void>;
}

/**
 * Counts in this process's memory, at most maxKeys windows: past that the oldest window goes
 * first (windows are kept in the order they opened, so expired ones are the first to go).
 */
export function createMemoryCounterStore(
  options: { maxKeys?: number; now?: () => number } = {},
): CounterStore {
  const { maxKeys = 100_000, now = Date.now } = options;
  const windows = new Map<string, { current: number; endsAt: number }>();
  const open = (key: string, at: number) => {
    const window = windows.get(key);
    return window && window.endsAt > at ? window : undefined;
  };
  return {
    async hit(key, windowMs) {
      const at = now();
      let window = open(key, at);
      if (!window) {
        windows.delete(key);
        for (const oldest of windows.keys()) {
          if (windows.size < maxKeys) break;
          windows.delete(oldest);
        }
        window = { current: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.current += 1;
      return { current: window.current, ttl: window.endsAt - at };
    },
    async peek(key) {
      const at = now();
      const window = open(key, at);
      return window ? { current: window.current, ttl: window.endsAt - at } : { current: 0, ttl: 0 };
    },
  };
}

/** @fastify/rate-limit's own Redis store: its Lua scripts count and expire a key atomically. */
interface PluginRedisStore {
  incr(
    key: string,
    callback: (error: Error | null, result: Count | null) => void,
    timeWindow: number,
    max: number,
  ): void;
  read(key: string, callback: (error: Error | null, result: Count | null) => void): void;
}
const PluginRedisStore = createRequire(import.meta.url)(
  '@fastify/rate-limit/store/RedisStore',
) as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => PluginRedisStore;

/** Longest wait for Redis to answer one count: a visitor's request waits at most this long. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

export interface RedisCounterStoreOptions {
  url: string;
  /** Prefix of every key (REDIS_KEY_PREFIX, then "rate-limit:"). */
  prefix: string;
  /** Keys are hashed with it, so Redis holds no visitor address in clear (IP_HASH_SALT). */
  salt: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/**
 * Counts in Redis, shared by every replica given the same server and prefix, through
 * @fastify/rate-limit's Redis store (the plugin's `redis` option builds the same store, but its
 * routes count apart, each under its method and URL: a family of routes would no longer share
 * one budget; this one is used under the family keys of rateLimitStoreOver below).
 *
 * Redis being away must not hold requests up: a command fails at once while the connection is
 * down (no offline queue) and after REDIS_COMMAND_TIMEOUT_MS when Redis does not answer; the
 * client reconnects by itself for as long as it takes. The outage and the return are logged once
 * each.
 */
export function createRedisCounterStore(options: RedisCounterStoreOptions): CounterStore {
  const { log } = options;
  const redis = new Redis(options.url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  const store = new PluginRedisStore(false, false, redis, options.prefix);
  let away = false;
  const lost = (error: unknown) => {
    if (away) return;
    away = true;
    log.warn({ err: error }, 'Redis is out of reach: rate limits are skipped until it is back');
  };
  const answered = () => {
    if (!away) return;
    away = false;
    log.info('Redis is back: rate limits count again');
  };
  redis.on('error', lost);
  const keyOf = (key: string) =>
    createHash('sha256').update(`${options.salt}:${key}`).digest('base64url');
  const call = (method: 'incr' | 'read', key: string, windowMs: number) =>
    new Promise<Count>((resolve, reject) => {
      const done = (error: Error | null, result: Count | null) => {
        if (error || !result) {
          lost(error);
          reject(error ?? new Error('Redis gave no count'));
          return;
        }
        answered();
        resolve(result);
      };
      if (method === 'incr') store.incr(keyOf(key), done, windowMs, 0);
      else store.read(keyOf(key), done);
    });
  const connected = redis.connect().then(answered, lost);
  return {
    remote: true,
    hit: (key, windowMs) => call('incr', key, windowMs),
    peek: (key, windowMs) => call('read', key, windowMs),
    ready: () => connected,
    async close() {
      await connected;
      // A polite QUIT when connected; otherwise (Redis away) just stop reconnecting.
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** The store RATE_LIMIT_STORE names; the app closes it when it closes. */
export function openCounterStore(
  config: Pick<ServerConfig, 'rateLimitStore' | 'redisUrl' | 'redisKeyPrefix' | 'ipHashSalt'>,
  log: FastifyBaseLogger,
): CounterStore {
  if (config.rateLimitStore === 'memory') return createMemoryCounterStore();
  return createRedisCounterStore({
    url: config.redisUrl!,
    prefix: `${config.redisKeyPrefix}rate-limit:`,
    salt: config.ipHashSalt,
    log: log.child({ module: 'rate-limits' }),
  });
}

interface ChildOptions {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's store interface over a CounterStore. The plugin makes one child per
 * limited route: a route of a family (groupId, which the plugin appends to the key) counts under
 * the family's keys, shared with the family's other routes; any other route under its own.
 */
function rateLimitStoreOver(counters: CounterStore): FastifyRateLimitStoreCtor {
  type Callback = (error: Error | null, result?: Count) => void;
  class FamilyStore {
    constructor(
      _options: unknown,
      private readonly namespace = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      counters
        .hit(this.namespace + key, timeWindow)
        .then((count) => callback(null, count), callback);
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      counters
        .peek(this.namespace + key, timeWindow)
        .then((count) => callback(null, count), callback);
    }

    child(options: ChildOptions): FamilyStore {
      const route = options.routeInfo ?? {};
      return new FamilyStore(
        null,
        options.groupId ? 'family:' : `route:${String(route.method)} ${route.url ?? ''}:`,
      );
    }
  }
  return FamilyStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * The visitor's address: request.ip when it is an IPv4 or IPv6 address, else the socket's (a
 * trusted proxy forwarded something that is no address).
 */
export function visitorAddress(request: FastifyRequest): string {
  if (isIP(request.ip) !== 0) return request.ip;
  return request.socket?.remoteAddress ?? request.ip;
}

/** The key of a visitor's budgets: their address, an IPv6 address by its /64. */
export function addressKey(request: FastifyRequest): string {
  return normalizeIP(visitorAddress(request), IPV6_SUBNET);
}

/** Registers the limits: call before any route, with the store the configuration names. */
export async function registerRateLimits(
  app: FastifyInstance,
  config: ServerConfig,
  counters: CounterStore,
): Promise<void> {
  // Before the plugin's own onRoute hook, so it sees the reads limit given here.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const isRead = methods.every((m) => m === 'GET' || m === 'HEAD');
    if (!isRead || !route.url.startsWith(`${API_PREFIX}/`) || route.config?.rateLimit) return;
    route.config = {
      ...route.config,
      rateLimit: {
        max: config.rateLimits.reads,
        timeWindow: RATE_LIMIT_WINDOW_MS,
        groupId: READS_FAMILY,
        hook: 'preHandler',
      },
    };
  });
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStoreOver(counters),
    // A shared store out of reach (Redis restarting, the network gone) lets requests through
    // uncounted rather than failing every limited route with 500: for a site's likes, comments
    // and forms, an outage of the counter is a smaller harm than an outage of the site. The
    // comment and form endpoints keep their human check meanwhile, and the store logs when Redis
    // goes and comes back. The memory store cannot fail: its errors would be bugs, not skipped.
    skipOnError: counters.remote === true,
    keyGenerator: (request) => `${addressKey(request)}|`,
    errorResponseBuilder: (_request, context) =>
      new Refusal(
        context.statusCode,
        failure(`Too many requests. Please try again in ${context.after}.`),
      ),
  });
}
