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
 */
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { API_PREFIX } from '@cloud-consulting/domain/api-paths';
import type { RateLimitStoreName, ServerConfig } from '../config.js';
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
 * count starts again after it. A store shared by replicas (Redis, later) implements the same.
 */
export interface CounterStore {
  /** Counts one hit of key and answers the count so far in its window. */
  hit(key: string, windowMs: number): Promise<Count>;
  /** The count of key in its window, without counting (0 when no window is open). */
  peek(key: string, windowMs: number): Promise<Count>;
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

/** The stores RATE_LIMIT_STORE can name. */
export const counterStores: Record<RateLimitStoreName, () => CounterStore> = {
  memory: () => createMemoryCounterStore(),
};

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
    keyGenerator: (request) => `${normalizeIP(visitorAddress(request), IPV6_SUBNET)}|`,
    errorResponseBuilder: (_request, context) =>
      new Refusal(
        context.statusCode,
        failure(`Too many requests. Please try again in ${context.after}.`),
      ),
  });
}
