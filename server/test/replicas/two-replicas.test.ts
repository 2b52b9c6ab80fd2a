/**
 * Two providers on one PostgreSQL schema, each with its own connection pool and response cache,
 * listening on real ports and sharing Redis for the rate limits, as two replicas behind a load
 * balancer are. Runs with TEST_DATABASE_URL and a Redis answering at REDIS_URL (default
 * 127.0.0.1:6379); skipped, with the reason, otherwise.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import {
  ADMIN_TOKEN,
  API_KEY,
  anyPostId,
  databaseUrl,
  suiteDatabase,
  testConfig,
} from '../helper.js';
import { redisPrefix, redisUrl, replicasSkip, waitFor } from './support.js';

const skip = await replicasSkip();

/** Long enough that an answer read through B could only turn fresh by B hearing of the write. */
const BOUND_MS = 4_000;

interface Webhook {
  arrivedAt: number;
  changes: Array<{ table?: string; id?: number; actor?: string; at: string }>;
}

async function startReceiver() {
  const received: Webhook[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Webhook;
      received.push({ arrivedAt: Date.now(), changes: body.changes });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/__rebuild`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('two replicas on one PostgreSQL and one Redis', { skip }, () => {
  const likesPerMinute = loadConfig({}).rateLimits.likes;
  const redis = redisPrefix();
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let database: { db: Database; close(): Promise<void> };
  let secondPool: Database;
  const replicas: Array<{ app: FastifyInstance; url: string }> = [];

  before(async () => {
    receiver = await startReceiver();
    database = await suiteDatabase();
    // The same schema through a second pool: each replica has its own connections.
    const { rows } = await database.db.query<{ schema: string }>(
      'SELECT current_schema() AS schema',
    );
    secondPool = await openDatabase({
      databaseUrl,
      schema: rows[0]!.schema,
      dataDir: 'memory://',
    });
    for (const db of [database.db, secondPool]) {
      const app = await buildApp(
        testConfig({
          adminToken: ADMIN_TOKEN,
          redisUrl,
          redisKeyPrefix: redis.prefix,
          rateLimitStore: 'redis',
          siteRebuildUrl: receiver.url,
          rebuildSecret: 'replicas-secret',
          rebuildDebounceMs: BOUND_MS,
          responseCacheTtlMs: BOUND_MS,
        }),
        { db, logger: false, closeDatabase: false },
      );
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      replicas.push({ app, url: address });
    }
  });

  after(async () => {
    for (const { app } of replicas) await app.close();
    await secondPool?.close();
    await database?.close();
    await receiver?.close();
    await redis.clear();
  });

  const [A, B] = [0, 1];
  const call = (replica: number, method: string, path: string, body?: unknown, admin = false) =>
    fetch(`${replicas[replica]!.url}${path}`, {
      method,
      headers: {
        ...(admin ? { authorization: `Bearer ${ADMIN_TOKEN}` } : { 'x-api-key': API_KEY }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const pending = async () =>
    (await database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rebuild_requests'))
      .rows[0]!.n;
  /** Waits until every recorded change has gone out, then forgets the webhooks so far. */
  const settleWebhooks = async () => {
    await waitFor(async () => (await pending()) === 0, 4 * BOUND_MS, 'pending rebuilds to go');
    receiver.received.length = 0;
  };

  it(`refuses a visitor's like past ${likesPerMinute} a minute, counted on both replicas together`, async () => {
    const postId = await anyPostId(database.db);
    const like = (replica: number, i: number) =>
      call(replica, 'POST', `/api/blog/${postId}/like`, { guestId: `replicas-${i}` });
    for (let i = 0; i < likesPerMinute; i += 1) {
      const res = await like(i % 2, i);
      assert.equal(res.status, 200, `like ${i + 1} through replica ${i % 2 ? 'B' : 'A'}`);
    }
    // Each replica alone saw only half the visitor's likes; together they are at the limit.
    const refused = await like(likesPerMinute % 2, likesPerMinute);
    assert.equal(refused.status, 429);
    assert.match(((await refused.json()) as { error: string }).error, /Too many requests/);
    assert.equal((await like((likesPerMinute + 1) % 2, likesPerMinute + 1)).status, 429);
  });

  it(`shows a write through one replica in the other's cached read within ${BOUND_MS} ms`, async (t) => {
    const created = await call(
      A,
      'POST',
      '/admin/api/faq',
      {
        question: 'Do replicas agree?',
        answer: 'Before the edit.',
      },
      true,
    );
    assert.equal(created.status, 201);
    const { id } = (await created.json()) as { id: number };
    // Any answer B stores from here on was read after the record existed: it expires no sooner
    // than BOUND_MS from now.
    const createdAt = Date.now();
    const answerOf = async (replica: number) => {
      const res = await call(replica, 'GET', '/api/faq');
      assert.equal(res.status, 200);
      const items = (await res.json()) as Array<{ Id: number; Answer: string }>;
      return items.find((item) => item.Id === id)?.Answer;
    };
    // B reads, and now keeps, the record before the edit.
    assert.equal(await answerOf(B), 'Before the edit.');

    const edit = await call(
      A,
      'PATCH',
      `/admin/api/faq/${id}`,
      { answer: 'After the edit.' },
      true,
    );
    assert.equal(edit.status, 200);
    const editedAt = Date.now();
    await waitFor(async () => (await answerOf(B)) === 'After the edit.', BOUND_MS);
    const seenAt = Date.now();
    // Sooner than B's cached answer could have expired: B dropped it when A told it.
    assert.ok(
      seenAt - createdAt < BOUND_MS,
      `seen ${seenAt - createdAt} ms after the record was created`,
    );
    t.diagnostic(`replica B read the edit ${seenAt - editedAt} ms after replica A answered it`);
  });

  it('sends one rebuild webhook for ten admin edits alternating between the replicas', async () => {
    await settleWebhooks();
    const created = await call(
      A,
      'POST',
      '/admin/api/faq',
      {
        question: 'How many builds?',
        answer: 'Edit 0',
      },
      true,
    );
    const { id } = (await created.json()) as { id: number };
    await settleWebhooks();
    const edits = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(i % 2, 'PATCH', `/admin/api/faq/${id}`, { answer: `Edit ${i + 1}` }, true),
      ),
    );
    assert.deepEqual(
      edits.map((res) => res.status),
      Array(10).fill(200),
    );
    await waitFor(() => receiver.received.length > 0, 4 * BOUND_MS, 'the webhook');
    // Both replicas have looked for due work again meanwhile (every debounce window).
    await sleep(BOUND_MS + 1_000);
    assert.equal(receiver.received.length, 1, 'one webhook');
    const faqChanges = receiver.received[0]!.changes.filter(
      (change) => change.table === 'faq_items' && change.id === id,
    );
    assert.equal(faqChanges.length, 10, 'carrying the ten edits');
  });

  it('publishes a post scheduled a second ahead once, with one revision and one webhook', async () => {
    const created = await call(
      A,
      'POST',
      '/admin/api/blog',
      {
        title: `Scheduled across replicas ${Date.now()}`,
        content: 'Body',
        tags: [{ name: 'Replicas' }],
        status: 'draft',
      },
      true,
    );
    assert.equal(created.status, 201);
    const { id } = (await created.json()) as { id: number };
    await settleWebhooks();
    const publishAt = Date.now() + 1_000;
    const scheduled = await call(
      A,
      'POST',
      `/admin/api/blog/${id}/schedule`,
      {
        publishAt: new Date(publishAt).toISOString(),
      },
      true,
    );
    assert.equal(scheduled.status, 200);
    const status = async () =>
      (
        await database.db.query<{ status: string }>('SELECT status FROM blog_posts WHERE id = $1', [
          id,
        ])
      ).rows[0]!.status;
    await waitFor(async () => (await status()) === 'published', 10_000, 'the publication');
    await waitFor(async () => (await pending()) === 0, 4 * BOUND_MS, 'the webhook');
    // Both replicas' schedulers and notifiers have run again meanwhile.
    await sleep(BOUND_MS + 1_000);

    const { rows } = await database.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM post_revisions WHERE post_id = $1 AND actor = 'scheduler'",
      [id],
    );
    assert.equal(rows[0]!.n, 1, 'one publication');
    const changes = receiver.received.flatMap((webhook) => webhook.changes);
    const publications = changes.filter(
      (change) =>
        change.table === 'blog_posts' &&
        change.id === id &&
        new Date(change.at).getTime() >= publishAt,
    );
    assert.equal(publications.length, 1, 'one rebuild request from the publication');
    assert.equal(publications[0]!.actor, 'schedule', 'asked by the schedule');
    assert.equal(changes.length, 1, 'the draft and its schedule asked for nothing');
    assert.equal(receiver.received.length, 1, 'one webhook');
    for (const replica of [A, B]) {
      assert.equal((await call(replica, 'GET', `/api/blog/${id}`)).status, 200);
    }
  });
});
