/**
 * Redis or PostgreSQL restarting must not take a replica down: the rate limits are skipped while
 * Redis is away and count again once it is back; a replica that stopped hearing the others'
 * writes listens again and empties its cache. Each test plays the restart by cutting a TCP relay
 * between the provider and the server. The first needs Redis, the second TEST_DATABASE_URL.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../../src/db/client.js';
import { createRedisCounterStore } from '../../src/plugins/rate-limits.js';
import {
  ADMIN_TOKEN,
  anyPostId,
  asAdmin,
  build,
  buildSuiteApp,
  databaseUrl,
  noRateLimits,
  suiteDatabase,
  withKey,
} from '../helper.js';
import {
  capturedLog,
  redisAbsence,
  redisPrefix,
  redisUrl,
  postgresAbsence,
  tcpRelay,
  waitFor,
} from './support.js';

const noRedis = (await redisAbsence()) ?? false;

describe('rate limits in Redis while Redis restarts', { skip: noRedis }, () => {
  const LIKES = 3;
  const redis = redisPrefix();
  let relay: Awaited<ReturnType<typeof tcpRelay>>;
  let app: FastifyInstance;
  let closeSuite: (() => Promise<void>) | undefined;
  let postId: number;
  const log = capturedLog();

  before(async () => {
    const target = new URL(redisUrl);
    relay = await tcpRelay({ host: target.hostname, port: Number(target.port || 6379) });
    ({ app, close: closeSuite } = await buildSuiteApp({
      logger: log.logger,
      config: {
        redisUrl: relay.through(redisUrl),
        redisKeyPrefix: redis.prefix,
        rateLimitStore: 'redis',
        rateLimits: { ...noRateLimits, likes: LIKES },
      },
    }));
    postId = await anyPostId(app.db);
  });
  after(async () => {
    // The app and the database made for it: a database left open keeps the file's process alive.
    await closeSuite?.();
    await relay?.close();
    await redis.clear();
  });

  const like = (i: number) =>
    app.inject({
      method: 'POST',
      url: `/api/blog/${postId}/like`,
      headers: { ...withKey, 'content-type': 'application/json' },
      payload: JSON.stringify({ guestId: `outage-${i}` }),
      remoteAddress: '198.51.100.77',
    });

  it('lets likes through uncounted while Redis is away, logs it, and refuses again once back', async () => {
    for (let i = 0; i < LIKES; i += 1) assert.equal((await like(i)).statusCode, 200);
    assert.equal((await like(LIKES)).statusCode, 429);

    await relay.cut();
    const started = Date.now();
    for (let i = 0; i < 3; i += 1) {
      assert.equal((await like(100 + i)).statusCode, 200, 'served, not counted');
    }
    assert.ok(Date.now() - started < 3_000, 'without waiting for Redis');
    assert.ok(log.messages.some((m) => /Redis is out of reach/.test(m)));

    await relay.restore();
    // The window opened before the outage is still in Redis: the visitor is still over it.
    await waitFor(async () => (await like(200)).statusCode === 429, 15_000, 'limits to count');
    assert.ok(log.messages.some((m) => /Redis is back/.test(m)));
    const ready = await app.inject({ method: 'GET', url: '/health', headers: withKey });
    assert.ok(ready.statusCode < 500);
  });

  it('counts a family in one budget across two stores on one Redis, as two replicas do', async () => {
    const quiet = { info() {}, warn() {} };
    const options = { url: redisUrl, prefix: `${redis.prefix}pair:`, salt: 's', log: quiet };
    const [one, two] = [createRedisCounterStore(options), createRedisCounterStore(options)];
    try {
      await Promise.all([one.ready!(), two.ready!()]);
      assert.deepEqual((await one.hit('family:a|likes', 60_000)).current, 1);
      assert.deepEqual((await two.hit('family:a|likes', 60_000)).current, 2);
      assert.equal((await one.peek('family:a|likes', 60_000)).current, 2);
      assert.equal((await two.peek('family:b|likes', 60_000)).current, 0);
      const { ttl } = await two.hit('family:a|likes', 60_000);
      assert.ok(ttl > 50_000 && ttl <= 60_000, `the window of the first hit, ${ttl} ms left`);
    } finally {
      await one.close!();
      await two.close!();
    }
  });
});

describe('shared cache invalidations while PostgreSQL restarts', { skip: postgresAbsence }, () => {
  let database: { db: Database; close(): Promise<void> };
  let secondPool: Database;
  let relay: Awaited<ReturnType<typeof tcpRelay>>;
  let writer: FastifyInstance;
  let reader: FastifyInstance;
  const log = capturedLog();

  before(async () => {
    database = await suiteDatabase();
    const { rows } = await database.db.query<{ schema: string }>(
      'SELECT current_schema() AS schema',
    );
    secondPool = await openDatabase({ databaseUrl, schema: rows[0]!.schema, dataDir: 'memory://' });
    const target = new URL(databaseUrl!);
    relay = await tcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
    // Long-lived answers: only a message (or the reconnect) can make the reader fresh soon.
    const config = {
      adminToken: ADMIN_TOKEN,
      rebuildDebounceMs: 60_000,
      responseCacheTtlMs: 60_000,
    };
    ({ app: writer } = await buildSuiteApp({ db: database.db, config }));
    // The reader listens through the relay; its queries use its own pool, directly.
    ({ app: reader } = await buildSuiteApp({
      db: secondPool,
      logger: log.logger,
      config: { ...config, databaseUrl: relay.through(databaseUrl!) },
    }));
  });
  after(async () => {
    await reader?.close();
    await writer?.close();
    await relay?.close();
    await secondPool?.close();
    await database?.close();
  });

  const answerOf = async (id: number) => {
    const res = await reader.inject({ method: 'GET', url: '/api/faq', headers: withKey });
    assert.equal(res.statusCode, 200);
    return (res.json() as Array<{ Id: number; Answer: string }>).find((item) => item.Id === id)
      ?.Answer;
  };
  const edit = (id: number, answer: string) =>
    writer.inject({
      method: 'PATCH',
      url: `/admin/api/faq/${id}`,
      headers: asAdmin,
      payload: { answer },
    });

  it('keeps serving while not listening, then listens again and drops what it may have missed', async () => {
    const created = await writer.inject({
      method: 'POST',
      url: '/admin/api/faq',
      headers: asAdmin,
      payload: { question: 'Restarts?', answer: 'First' },
    });
    const { id } = created.json() as { id: number };
    assert.equal(await answerOf(id), 'First');
    assert.equal((await edit(id, 'Second')).statusCode, 200);
    await waitFor(async () => (await answerOf(id)) === 'Second', 5_000, 'the message');

    await relay.cut();
    await waitFor(
      () => log.messages.some((m) => /not hearing other replicas/.test(m)),
      5_000,
      'the lost connection to be noticed',
    );
    assert.equal((await edit(id, 'Third')).statusCode, 200);
    // Unheard: the reader still serves its answer (for at most its time to live).
    assert.equal(await answerOf(id), 'Second');

    await relay.restore();
    await waitFor(async () => (await answerOf(id)) === 'Third', 15_000, 'listening again');
    assert.ok(log.messages.some((m) => /hearing other replicas.{0,3} writes again/.test(m)));
    assert.equal((await edit(id, 'Fourth')).statusCode, 200);
    await waitFor(async () => (await answerOf(id)) === 'Fourth', 5_000, 'messages again');
  });
});

describe('a single provider', () => {
  it('starts and answers with the defaults: counts in memory, no Redis needed', async (t) => {
    const app = await build(t);
    assert.equal(app.config.rateLimitStore, 'memory');
    const res = await app.inject({ method: 'GET', url: '/api/faq', headers: withKey });
    assert.equal(res.statusCode, 200);
  });
});
