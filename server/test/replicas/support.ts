/**
 * What the replica tests share: whether PostgreSQL and Redis are there (the tests skip with the
 * reason otherwise), a Redis key prefix of their own (other runs may use the same Redis), and a
 * TCP relay the tests cut and restore to play a restart of PostgreSQL or Redis.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket, connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { databaseUrl } from '../helper.js';

export const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Why Redis cannot be used here, or null when it answers PING. */
export async function redisAbsence(): Promise<string | null> {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return `Redis does not answer at ${redisUrl.replace(/\/\/[^@]*@/, '//')} (${(error as Error).message}); set REDIS_URL`;
  } finally {
    redis.disconnect();
  }
}

/** Why tests of replicas sharing a database cannot run, or false. */
export const postgresAbsence: string | false = databaseUrl
  ? false
  : 'needs TEST_DATABASE_URL: replicas share PostgreSQL (PGlite is one process)';

/** Why the two-replica tests cannot run, or false: they need PostgreSQL and Redis. */
export async function replicasSkip(): Promise<string | false> {
  return postgresAbsence || ((await redisAbsence()) ?? false);
}

/** A key prefix no other run uses; `clear()` deletes its keys. */
export function redisPrefix() {
  const prefix = `test-replicas-${randomBytes(6).toString('hex')}:`;
  return {
    prefix,
    async clear(): Promise<void> {
      const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
          if (keys.length > 0) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    },
  };
}

/**
 * A TCP relay to host:port on a fixed local port. `cut()` drops every connection and refuses
 * new ones, as a server restarting does; `restore()` accepts again on the same port.
 */
export async function tcpRelay(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  await open();
  return {
    get port() {
      return port;
    },
    /** The URL with its host and port replaced by the relay's. */
    through(url: string): string {
      const relayed = new URL(url);
      relayed.hostname = '127.0.0.1';
      relayed.port = String(port);
      return relayed.toString();
    },
    async cut(): Promise<void> {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    restore: open,
    close(): Promise<void> {
      return this.cut();
    },
  };
}

/** A logger that keeps every line's message, to assert what was logged. */
export function capturedLog(level = 'info') {
  const messages: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line) continue;
        try {
          messages.push(String((JSON.parse(line) as { msg?: unknown }).msg ?? ''));
        } catch {
          messages.push(line);
        }
      }
      done();
    },
  });
  return { logger: { level, stream }, messages };
}

export async function waitFor(
  predicate: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  what = 'the condition',
): Promise<void> {
  const start = Date.now();
  while (!(await predicate())) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
