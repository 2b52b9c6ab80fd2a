import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { createMemoryCounterStore } from '../../src/plugins/rate-limits.js';
import {
  anyPostId,
  buildSuiteApp,
  engine,
  noRateLimits,
  suiteDatabase,
  withKey,
} from '../helper.js';

const PROXY = '10.9.9.9';

function sender(app: () => FastifyInstance) {
  return (url: string, body: unknown, ip: string, headers: Record<string, string> = {}) =>
    app().inject({
      method: 'POST',
      url,
      headers: { ...withKey, 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
      remoteAddress: ip,
    });
}

describe(`rate limits on ${engine}`, () => {
  let database: { db: Database; close(): Promise<void> };
  let app: FastifyInstance;
  let postId: number;
  let commentId: number;
  const send = sender(() => app);
  before(async () => {
    database = await suiteDatabase();
    ({ app } = await buildSuiteApp({
      db: database.db,
      config: { requireHumanCheck: false, trustedProxies: [PROXY] },
    }));
    postId = await anyPostId(database.db);
    const posted = await send(
      `/api/blog/${postId}/comments`,
      { content: 'A comment to like.', authorName: 'Jane Doe', guestId: 'g' },
      '198.51.100.200',
    );
    commentId = posted.json().comment.Id;
  });
  after(async () => {
    await app.close();
    await database.close();
  });

  it('shares one budget of 60 a minute across likes, bookmarks, shares, views and comment likes', async () => {
    const ip = '198.51.100.61';
    const actions: Array<[string, unknown]> = [
      [`/api/blog/${postId}/like`, { guestId: 'family' }],
      [`/api/blog/${postId}/bookmark`, { guestId: 'family' }],
      [`/api/blog/${postId}/share`, { guestId: 'family', platform: 'linkedin' }],
      [`/api/blog/${postId}/view`, { guestId: 'family' }],
      [`/api/blog/comments/${commentId}/like`, { guestId: 'family' }],
    ];
    for (let round = 0; round < 12; round += 1) {
      for (const [url, body] of actions) {
        assert.ok((await send(url, body, ip)).statusCode < 400, `${url} in round ${round}`);
      }
    }
    for (const [url, body] of actions) {
      const refused = await send(url, body, ip);
      assert.equal(refused.statusCode, 429, url);
      assert.match(refused.json().error, /Too many requests/);
    }
    // Another visitor has a budget of their own.
    assert.equal(
      (await send(actions[0]![0], { guestId: 'other' }, '198.51.100.62')).statusCode,
      200,
    );
  });

  it('ignores a forwarded value that is no address: the proxy socket address counts', async () => {
    const comment = { content: 'Nice post, thanks.', authorName: 'Jane Doe', guestId: 'g' };
    const forwarded = ['garbage', 'not-an-ip', '198.51.100.7:8080', '999.1.1.1', 'x, y'];
    for (const value of forwarded) {
      const res = await send(`/api/blog/${postId}/comments`, comment, PROXY, {
        'x-forwarded-for': value,
      });
      assert.equal(res.statusCode, 201, value);
    }
    const sixth = await send(`/api/blog/${postId}/comments`, comment, PROXY, {
      'x-forwarded-for': 'yet-another-invention',
    });
    assert.equal(sixth.statusCode, 429);
    // A valid forwarded address is still the visitor's own.
    const real = await send(`/api/blog/${postId}/comments`, comment, PROXY, {
      'x-forwarded-for': '192.0.2.99',
    });
    assert.equal(real.statusCode, 201);
  });

  it('counts on two replicas together when they share a store', async () => {
    const store = createMemoryCounterStore();
    const replica = () =>
      buildSuiteApp({
        db: database.db,
        rateLimitStore: store,
        config: { requireHumanCheck: false },
      });
    const [a, b] = await Promise.all([replica(), replica()]);
    try {
      const ip = '198.51.100.90';
      const like = (target: FastifyInstance) =>
        sender(() => target)(`/api/blog/${postId}/like`, { guestId: 'replicas' }, ip);
      for (let i = 0; i < 30; i += 1) {
        assert.equal((await like(a.app)).statusCode, 200);
        assert.equal((await like(b.app)).statusCode, 200);
      }
      assert.equal((await like(a.app)).statusCode, 429);
      assert.equal((await like(b.app)).statusCode, 429);
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });
});

describe(`read limits on ${engine}`, () => {
  const READS = 20;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let postId: number;
  before(async () => {
    let db: Database;
    ({ app, db, close } = await buildSuiteApp({
      config: {
        rateLimits: { ...noRateLimits, reads: READS },
        // Cached answers live long enough for the test to read them from the cache.
        rebuildDebounceMs: 60_000,
        responseCacheTtlMs: 60_000,
      },
    }));
    postId = await anyPostId(db);
  });
  after(() => close());

  const stats = (guestId: string, ip: string) =>
    app.inject({
      method: 'GET',
      url: `/api/blog/${postId}/engagements/stats?guestId=${guestId}`,
      headers: withKey,
      remoteAddress: ip,
    });

  it('answers 429 to cache-bypassing reads from one address past the limit, not to another address', async () => {
    const ip = '203.0.113.5';
    assert.equal((await stats('same', ip)).statusCode, 200);
    // Answered from the response cache: these cost nothing.
    for (let i = 0; i < 3 * READS; i += 1) assert.equal((await stats('same', ip)).statusCode, 200);
    for (let i = 1; i < READS; i += 1) {
      assert.equal((await stats(`random-${i}`, ip)).statusCode, 200, `read ${i}`);
    }
    const refused = await stats('random-last', ip);
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal((await stats('random-last', '203.0.113.6')).statusCode, 200);
  });
});

describe('the memory counter store', () => {
  it('opens a new window after the last one ends and keeps at most maxKeys windows', async () => {
    let time = 0;
    const store = createMemoryCounterStore({ maxKeys: 2, now: () => time });
    assert.deepEqual(await store.hit('a', 1000), { current: 1, ttl: 1000 });
    time = 400;
    assert.deepEqual(await store.hit('a', 1000), { current: 2, ttl: 600 });
    assert.deepEqual(await store.peek('a', 1000), { current: 2, ttl: 600 });
    time = 1000;
    assert.deepEqual(await store.hit('a', 1000), { current: 1, ttl: 1000 });
    await store.hit('b', 1000);
    await store.hit('c', 1000);
    // 'a' opened first and went first.
    assert.equal((await store.peek('a', 1000)).current, 0);
    assert.equal((await store.peek('c', 1000)).current, 1);
  });
});

describe('RATE_LIMIT_STORE', () => {
  it('defaults to memory, to redis with REDIS_URL, and refuses a store it cannot open', () => {
    assert.equal(loadConfig({}).rateLimitStore, 'memory');
    const redis = 'redis://127.0.0.1:6379';
    assert.equal(loadConfig({ REDIS_URL: redis }).rateLimitStore, 'redis');
    assert.equal(
      loadConfig({ REDIS_URL: redis, RATE_LIMIT_STORE: 'memory' }).rateLimitStore,
      'memory',
    );
    assert.throws(() => loadConfig({ RATE_LIMIT_STORE: 'redis' }), /needs REDIS_URL/);
    assert.throws(() => loadConfig({ RATE_LIMIT_STORE: 'disk' }), ConfigError);
    assert.throws(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' }), ConfigError);
  });
});
