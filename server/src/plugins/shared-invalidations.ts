/**
 * Replicas on one PostgreSQL tell each other what their writes changed, so each empties its
 * response cache at once instead of serving answers until they expire (RESPONSE_CACHE_TTL_MS,
 * which stays the bound whenever this channel is down).
 *
 * Why PostgreSQL LISTEN/NOTIFY rather than Redis pub/sub: every deployment with replicas has
 * PostgreSQL (PGlite is one process), while Redis is optional (REDIS_URL, for the rate limits),
 * so the channel needs nothing more than what the replicas already share, and it comes from the
 * server that holds the data. Notifications are small and fire-and-forget, like pub/sub; one
 * connection per replica stays open to listen. A session pooler is fine; a transaction pooler
 * (PgBouncer in transaction mode) does not carry LISTEN: point DATABASE_URL past it.
 *
 * What goes out: after a write (the cache's own invalidateAll or invalidatePost, called once the
 * write committed), one NOTIFY on the schema's channel for all the writes of the next
 * GATHER_MS, naming the posts whose engagement changed or "everything" (a burst of likes is one
 * message, not one query per like). A replica ignores its own messages.
 *
 * Reconnects: the listening connection is reopened after PostgreSQL restarts or the network
 * drops it, with growing pauses (up to RECONNECT_MAX_MS), for as long as it takes; the provider
 * keeps serving meanwhile. Once listening again, the cache is emptied, since what other replicas
 * wrote in between was not heard, and `onMissed` runs (the publishing schedule looks again).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { ResponseCache } from './response-cache-store.js';

/** Writes within this window after the first go out in one message. */
const GATHER_MS = 10;
/** Longest pause between two attempts to listen again. */
const RECONNECT_MAX_MS = 5_000;
/** Past this many posts in one message, it says "everything" (NOTIFY carries < 8000 bytes). */
const MAX_POSTS_PER_MESSAGE = 500;

interface Message {
  from: string;
  all?: true;
  posts?: number[];
}

export interface SharedInvalidationsOptions {
  cache: ResponseCache;
  /** Where NOTIFY goes out (the app's pool) and whose schema names the channel. */
  db: Database;
  /** The listening connection's address (DATABASE_URL). */
  databaseUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'debug'>;
  /** Another replica changed something site-wide, or its messages may have been missed. */
  onRemoteChange?: () => void;
}

export function shareInvalidations(options: SharedInvalidationsOptions) {
  const { cache, db, log } = options;
  const replica = randomUUID();
  let channel: string | null = null;
  let listener: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = 100;
  let listenedBefore = false;
  let closed = false;
  let outage = false;
  const pending: { all: boolean; posts: Set<number> } = { all: false, posts: new Set() };
  let gathering: NodeJS.Timeout | undefined;
  let sent: Promise<void> = Promise.resolve();

  function flush(): void {
    clearTimeout(gathering);
    gathering = undefined;
    if (!channel || (!pending.all && pending.posts.size === 0)) return;
    const message: Message = { from: replica };
    if (pending.all || pending.posts.size > MAX_POSTS_PER_MESSAGE) message.all = true;
    else message.posts = [...pending.posts];
    pending.all = false;
    pending.posts.clear();
    sent = db.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(message)]).then(
      () => undefined,
      // The database is away: the write itself could not have happened either, or the other
      // replicas' answers expire within the time to live.
      (error: unknown) => log.debug({ err: error }, 'cache invalidation not sent'),
    );
  }

  function later(): void {
    if (gathering || closed) return;
    gathering = setTimeout(flush, GATHER_MS);
  }

  function heard(payload: string | undefined): void {
    let message: Message;
    try {
      message = JSON.parse(payload ?? '') as Message;
    } catch {
      return;
    }
    if (message.from === replica) return;
    if (message.all) {
      cache.invalidateAll();
      options.onRemoteChange?.();
      return;
    }
    for (const post of message.posts ?? []) {
      if (Number.isInteger(post)) cache.invalidatePost(post);
    }
  }

  function lost(error?: unknown): void {
    const client = listener;
    listener = null;
    client?.removeAllListeners();
    client?.on('error', () => undefined);
    void client?.end().catch(() => undefined);
    if (closed) return;
    if (!outage) {
      outage = true;
      log.warn(
        { err: error },
        'not hearing other replicas\u2019 writes: cached answers last their time to live; reconnecting',
      );
    }
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void listen(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  }

  async function listen(): Promise<void> {
    if (closed || listener) return;
    const client = new pg.Client({
      connectionString: options.databaseUrl,
      // A connection dropped without a word (a network cut) is noticed by the keepalive probes.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 5_000,
    });
    // Until it listens, a failure is the attempt's own (caught below).
    client.on('error', (error) => {
      if (listener === client) lost(error);
    });
    client.on('end', () => {
      if (listener === client) lost(new Error('the listening connection ended'));
    });
    try {
      await client.connect();
      if (!channel) {
        // The app's connections set the schema (DATABASE_SCHEMA); this one has no search path.
        const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
        channel = channelOf(rows[0]?.schema ?? 'public');
      }
      await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch (error) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      lost(error);
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    client.on('notification', (note) => {
      if (note.channel === channel) heard(note.payload);
    });
    listener = client;
    retryMs = 100;
    if (outage) {
      outage = false;
      log.info('hearing other replicas\u2019 writes again');
    }
    if (listenedBefore) {
      // Messages sent while nobody listened are gone: what they would have emptied goes now.
      cache.invalidateAll();
      options.onRemoteChange?.();
    }
    listenedBefore = true;
    // What this replica wrote before the channel was known goes out now.
    later();
  }

  return {
    /** The cache as the app uses it: its invalidations also go to the other replicas. */
    cache: {
      ...cache,
      invalidateAll(): void {
        cache.invalidateAll();
        pending.all = true;
        later();
      },
      invalidatePost(postId: number): void {
        cache.invalidatePost(postId);
        pending.posts.add(postId);
        later();
      },
    } satisfies ResponseCache,
    /** Starts listening; resolves once listening or after the first attempt failed (logged). */
    start: () => listen(),
    /** Whether the listening connection is open (for tests and health). */
    get listening(): boolean {
      return listener !== null;
    },
    async close(): Promise<void> {
      if (closed) return;
      if (gathering) flush();
      closed = true;
      clearTimeout(retryTimer);
      await sent;
      const client = listener;
      listener = null;
      if (client) {
        client.removeAllListeners();
        client.on('error', () => undefined);
        await client.end().catch(() => undefined);
      }
    },
  };
}

/**
 * The channel of one schema: replicas on the same schema hear each other, other schemas (tests,
 * other environments on the same server) do not. Channel names are identifiers (63 bytes at
 * most); two long schema names sharing their first 57 characters would share one, which only
 * empties caches more often than needed.
 */
export function channelOf(schema: string): string {
  return `cache_${schema}`.slice(0, 63);
}

export type SharedInvalidations = ReturnType<typeof shareInvalidations>;
