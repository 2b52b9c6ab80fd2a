import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import {
  API_KEY,
  anyPostId,
  asAdmin,
  build,
  buildSuiteApp,
  engine,
  noRateLimits,
  post,
  suiteDatabase,
  testClock,
  withKey,
} from '../helper.js';

const TTL_MS = 2000;

describe(`response cache on ${engine}`, () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  const clock = testClock();
  before(async () => {
    ({ app, db, close } = await buildSuiteApp({
      now: clock.now,
      config: { requireHumanCheck: false, rateLimits: noRateLimits, responseCacheTtlMs: TTL_MS },
    }));
  });
  after(() => close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...withKey, ...headers } });
  const admin = (method: 'PATCH' | 'PUT' | 'POST', url: string, payload: unknown) =>
    app.inject({ method, url: `/admin/api${url}`, headers: asAdmin, payload: payload as object });
  /** A change made behind the app's back, as another replica would make it. */
  const renameInDatabase = (postId: number, title: string) =>
    db.query('UPDATE blog_posts SET title = $1 WHERE id = $2', [title, postId]);
  const titleIn = (list: { posts: { Id: number; Title: string }[] }, postId: number) =>
    list.posts.find((p) => p.Id === postId)?.Title;

  describe('GET /api/blog', () => {
    it('answers from memory until an admin edit, whose answer is followed by the new title', async () => {
      const postId = await anyPostId(db);
      const first = await get('/api/blog?pageSize=100');
      assert.equal(first.statusCode, 200);
      const original = titleIn(first.json(), postId);
      assert.ok(original);

      await renameInDatabase(postId, 'Changed behind the cache');
      const cached = await get('/api/blog?pageSize=100');
      assert.equal(titleIn(cached.json(), postId), original, 'the stored answer is served');
      assert.equal(cached.body, first.body);

      const edit = await admin('PATCH', `/blog/${postId}`, { title: 'Edited by an admin' });
      assert.equal(edit.statusCode, 200);
      const after = await get('/api/blog?pageSize=100');
      assert.equal(titleIn(after.json(), postId), 'Edited by an admin');
      const single = await get(`/api/blog/${postId}`);
      assert.equal(single.json().Title, 'Edited by an admin');
    });

    it('shows a change made elsewhere (another replica) once the time to live has passed', async () => {
      const postId = await anyPostId(db, 1);
      const original = titleIn((await get('/api/blog?pageSize=100&page=1')).json(), postId);
      await renameInDatabase(postId, 'Renamed by another replica');
      clock.advance(TTL_MS - 1);
      assert.equal(titleIn((await get('/api/blog?pageSize=100&page=1')).json(), postId), original);
      clock.advance(1);
      assert.equal(
        titleIn((await get('/api/blog?pageSize=100&page=1')).json(), postId),
        'Renamed by another replica',
      );
    });

    it('answers 304 to If-None-Match with the ETag of a cached answer, 200 after a change', async () => {
      const first = await get('/api/blog/tags');
      assert.equal(first.statusCode, 200);
      const etag = first.headers.etag as string;
      assert.match(etag, /^"[\w-]+"$/);
      assert.equal(first.headers['cache-control'], 'no-cache');

      const cached = await get('/api/blog/tags');
      assert.equal(cached.headers.etag, etag);
      const notModified = await get('/api/blog/tags', { 'if-none-match': etag });
      assert.equal(notModified.statusCode, 304);
      assert.equal(notModified.body, '');
      assert.equal(notModified.headers.etag, etag);
      assert.equal((await get('/api/blog/tags', { 'if-none-match': `W/${etag}` })).statusCode, 304);

      const tagId = (first.json() as { Id: number }[])[0]!.Id;
      const rename = await admin('PATCH', `/blog-tags/${tagId}`, { name: 'Renamed tag' });
      assert.equal(rename.statusCode, 200);
      const changed = await get('/api/blog/tags', { 'if-none-match': etag });
      assert.equal(changed.statusCode, 200);
      assert.notEqual(changed.headers.etag, etag);
      assert.ok((changed.json() as { Name: string }[]).some((t) => t.Name === 'Renamed tag'));
    });

    it('answers 304 on the miss that stores an answer too', async () => {
      const first = await get('/api/blog?pageSize=2');
      const settings = (
        await app.inject({ method: 'GET', url: '/admin/api/site-settings', headers: asAdmin })
      ).json() as Record<string, unknown>;
      assert.equal((await admin('PUT', '/site-settings', settings)).statusCode, 200);
      const stored = app.responseCache.stats().entries;
      const again = await get('/api/blog?pageSize=2', {
        'if-none-match': first.headers.etag as string,
      });
      assert.equal(again.statusCode, 304);
      assert.equal(app.responseCache.stats().entries, stored + 1);
    });

    it('still refuses a missing or wrong API key, and keeps the security headers', async () => {
      const url = '/api/blog?pageSize=3';
      assert.equal((await get(url)).statusCode, 200);
      const cached = await get(url, { origin: 'http://localhost:8000' });
      assert.equal(cached.statusCode, 200);
      assert.equal(cached.headers['x-content-type-options'], 'nosniff');
      assert.equal(
        cached.headers['content-security-policy'],
        "default-src 'none'; frame-ancestors 'none'",
      );
      assert.equal(cached.headers['x-frame-options'], 'SAMEORIGIN');
      assert.equal(cached.headers['access-control-allow-origin'], 'http://localhost:8000');
      assert.equal(cached.headers['content-type'], 'application/json; charset=utf-8');

      const none = await app.inject({ method: 'GET', url });
      assert.equal(none.statusCode, 401);
      const wrong = await app.inject({ method: 'GET', url, headers: { 'x-api-key': 'nope' } });
      assert.equal(wrong.statusCode, 401);
      const otherOrigin = await get(url, { origin: 'https://evil.example' });
      assert.equal(otherOrigin.headers['access-control-allow-origin'], undefined);
    });

    it('lets a refused write (bad token, no key, invalid body, unknown comment) empty nothing', async () => {
      const postId = await anyPostId(db, 7);
      const url = '/api/blog?pageSize=100&page=1&featured=false';
      const original = titleIn((await get(url)).json(), postId);
      await renameInDatabase(postId, 'Not visible yet');
      const refused = [
        await app.inject({
          method: 'PATCH',
          url: `/admin/api/blog/${postId}`,
          headers: { authorization: 'Bearer wrong' },
          payload: { title: 'x' },
        }),
        await app.inject({
          method: 'PATCH',
          url: `/admin/api/blog/${postId}`,
          headers: asAdmin,
          payload: { title: '' },
        }),
        await app.inject({
          method: 'POST',
          url: `/api/blog/${postId}/like`,
          payload: { guestId: 'x' },
        }),
        await post(app, '/api/blog/comments/2147483647/like', { guestId: 'x' }),
        await post(app, `/api/blog/${postId}/like`, {}),
      ];
      assert.deepEqual(
        refused.map((r) => r.statusCode),
        [401, 400, 401, 404, 400],
      );
      assert.equal(titleIn((await get(url)).json(), postId), original);
    });

    it('queries the database once for many simultaneous misses of one address', async () => {
      let queries = 0;
      const query = db.query.bind(db);
      db.query = ((sql: string, params?: unknown[]) => {
        queries += 1;
        return query(sql, params);
      }) as Database['query'];
      try {
        await get('/api/blog?pageSize=7');
        const single = queries;
        assert.ok(single > 0);
        queries = 0;
        await get('/api/blog?pageSize=7');
        assert.equal(queries, 0, 'a hit does not touch the database');
        const answers = await Promise.all(
          Array.from({ length: 10 }, () => get('/api/blog?pageSize=8')),
        );
        assert.ok(answers.every((a) => a.statusCode === 200 && a.body === answers[0]!.body));
        assert.equal(queries, single);
      } finally {
        db.query = query;
      }
    });
  });

  describe('engagement stats and comments', () => {
    const stats = async (postId: number, guestId: string) => {
      const res = await get(`/api/blog/${postId}/engagements/stats?guestId=${guestId}`);
      assert.equal(res.statusCode, 200);
      return res.json() as { likes: number; comments: number; userLiked: boolean };
    };

    it('keeps one answer per guest, and a like shows at once for that guest and the others', async () => {
      const postId = await anyPostId(db, 2);
      assert.deepEqual(
        [await stats(postId, 'ann'), await stats(postId, 'bob')].map((s) => [s.likes, s.userLiked]),
        [
          [0, false],
          [0, false],
        ],
      );
      const like = await post(app, `/api/blog/${postId}/like`, { guestId: 'ann' });
      assert.equal(like.json().action, 'created');
      const ann = await stats(postId, 'ann');
      const bob = await stats(postId, 'bob');
      assert.deepEqual([ann.likes, ann.userLiked], [1, true]);
      assert.deepEqual([bob.likes, bob.userLiked], [1, false]);
    });

    it("a like on one post leaves other posts' stats and the blog list cached", async () => {
      const liked = await anyPostId(db, 3);
      const other = await anyPostId(db, 4);
      const list = '/api/blog?pageSize=100&page=1&featured=true';
      await stats(other, 'carl');
      const listed = (await get(list)).body;
      await db.query('INSERT INTO blog_post_likes (post_id, actor) VALUES ($1, $2)', [
        other,
        'guest:behind-the-cache',
      ]);
      await post(app, `/api/blog/${liked}/like`, { guestId: 'carl' });
      assert.equal((await stats(liked, 'carl')).likes, 1);
      assert.equal((await stats(other, 'carl')).likes, 0, 'still the stored answer');
      assert.equal((await get(list)).body, listed);
    });

    it('a comment, its moderation and a like on it show in the next reads', async () => {
      const postId = await anyPostId(db, 5);
      const thread = async () => {
        const res = await get(`/api/blog/${postId}/comments?guestId=dan`);
        assert.equal(res.statusCode, 200);
        return res.json() as { Id: number; Likes: number; userLiked: boolean }[];
      };
      assert.deepEqual(await thread(), []);
      assert.equal((await stats(postId, 'dan')).comments, 0);

      const posted = await post(app, `/api/blog/${postId}/comments`, {
        content: 'A clear and useful article, thank you.',
        authorName: 'Dan',
        guestId: 'dan',
      });
      assert.equal(posted.json().status, 'published');
      const comments = await thread();
      assert.equal(comments.length, 1);
      assert.equal((await stats(postId, 'dan')).comments, 1);

      const liked = await post(app, `/api/blog/comments/${comments[0]!.Id}/like`, {
        guestId: 'dan',
      });
      assert.equal(liked.statusCode, 200);
      assert.deepEqual(
        (await thread()).map((c) => [c.Likes, c.userLiked]),
        [[1, true]],
      );

      const held = await post(app, `/api/blog/${postId}/comments`, {
        content: 'More on this at https://example.com/notes',
        authorName: 'Dan',
        guestId: 'dan',
      });
      assert.equal(held.json().status, 'pending_approval');
      assert.equal((await thread()).length, 1);
      const approve = await app.inject({
        method: 'POST',
        url: `/admin/api/comments/${held.json().comment.Id}/approve`,
        headers: asAdmin,
      });
      assert.equal(approve.statusCode, 200);
      assert.equal((await thread()).length, 2);
      assert.equal((await stats(postId, 'dan')).comments, 2);
    });

    it('a post taken offline by an admin stops answering its stats', async () => {
      const postId = await anyPostId(db, 6);
      await stats(postId, 'eve');
      const off = await admin('PATCH', `/blog/${postId}`, { isActive: false });
      assert.equal(off.statusCode, 200);
      const res = await get(`/api/blog/${postId}/engagements/stats?guestId=eve`);
      assert.equal(res.statusCode, 404);
    });
  });

  describe('content and settings', () => {
    it('an admin change of a collection or of the settings shows in the next read', async () => {
      const faq = async () => (await get('/api/faq')).json() as { Id: number; Question: string }[];
      const item = (await faq())[0]!;
      const changed = await admin('PATCH', `/faq/${item.Id}`, { question: 'Is this new?' });
      assert.equal(changed.statusCode, 200);
      assert.equal((await faq()).find((f) => f.Id === item.Id)?.Question, 'Is this new?');

      const settings = (
        await app.inject({ method: 'GET', url: '/admin/api/site-settings', headers: asAdmin })
      ).json() as Record<string, unknown>;
      const put = await admin('PUT', '/site-settings', { ...settings, siteName: 'Cached Co' });
      assert.equal(put.statusCode, 200);
      assert.equal((await get('/api/site-settings')).json().SiteName, 'Cached Co');
    });
  });

  describe('compression', () => {
    const LIST = '/api/blog?pageSize=20';
    it('sends a large answer with Brotli to a browser, from the first answer on: the same JSON in fewer bytes', async () => {
      const accept = 'gzip, deflate, br, zstd';
      const plain = await get(LIST);
      assert.equal(plain.headers['content-encoding'], undefined, 'asked for nothing, sent plain');
      assert.match(String(plain.headers.vary), /^Origin, Accept-Encoding$/i, 'CORS vary kept');
      clock.advance(TTL_MS); // the next read is a miss again

      const first = await get(LIST, { 'accept-encoding': accept });
      assert.equal(first.statusCode, 200);
      assert.equal(first.headers['content-encoding'], 'br', 'the miss itself is compressed');
      const packed = await get(LIST, { 'accept-encoding': accept });
      assert.equal(packed.headers['content-encoding'], 'br', 'and the hit');
      assert.deepEqual(packed.rawPayload, first.rawPayload);
      assert.match(String(packed.headers.vary), /^Origin, Accept-Encoding$/i);
      assert.match(String(packed.headers['content-type']), /application\/json/);
      const bytes = packed.rawPayload;
      assert.ok(
        bytes.length * 2 < plain.rawPayload.length,
        `${bytes.length} of ${plain.rawPayload.length}`,
      );
      assert.equal(brotliDecompressSync(bytes).toString(), plain.body);
      assert.equal(packed.headers.etag, `W/${String(plain.headers.etag)}`);

      const again = await get(LIST, {
        'accept-encoding': accept,
        'if-none-match': String(packed.headers.etag),
      });
      assert.equal(again.statusCode, 304);
      assert.equal(again.rawPayload.length, 0);
    });

    it('answers simultaneous misses of one address all compressed, with the same bytes', async () => {
      const url = '/api/blog?pageSize=30';
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => get(url, { 'accept-encoding': 'br' })),
      );
      assert.deepEqual(
        answers.map((a) => [a.statusCode, a.headers['content-encoding']]),
        Array(10).fill([200, 'br']),
      );
      for (const a of answers) assert.deepEqual(a.rawPayload, answers[0]!.rawPayload);
    });

    it('gives gzip to a client without Brotli, and plain JSON to one that accepts neither', async () => {
      const gz = await get(LIST, { 'accept-encoding': 'gzip' });
      assert.equal(gz.headers['content-encoding'], 'gzip');
      const plain = await get(LIST);
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.equal(gunzipSync(gz.rawPayload).toString(), plain.body);
      const refused = await get(LIST, { 'accept-encoding': 'br;q=0, gzip;q=0' });
      assert.equal(refused.headers['content-encoding'], undefined);
      assert.equal(refused.body, plain.body);
    });

    it('never serves a compressed answer older than a change', async () => {
      const postId = await anyPostId(db);
      await get('/api/blog?pageSize=100', { 'accept-encoding': 'br' });
      const edit = await admin('PATCH', `/blog/${postId}`, { title: 'Edited, then compressed' });
      assert.equal(edit.statusCode, 200);
      const packed = await get('/api/blog?pageSize=100', { 'accept-encoding': 'br' });
      assert.equal(packed.headers['content-encoding'], 'br');
      const list = JSON.parse(brotliDecompressSync(packed.rawPayload).toString());
      assert.equal(titleIn(list, postId), 'Edited, then compressed');
    });

    it('leaves small answers alone (engagement stats)', async () => {
      const postId = await anyPostId(db, 3);
      const url = `/api/blog/${postId}/engagements/stats?guestId=zip`;
      for (let i = 0; i < 3; i += 1) {
        const res = await get(url, { 'accept-encoding': 'br' });
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers['content-encoding'], undefined);
        assert.doesNotMatch(String(res.headers.vary), /accept-encoding/i);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
  });

  it('does not cache answers that must be fresh each time (human check, client info)', async () => {
    const a = await get('/api/human-check');
    const b = await get('/api/human-check');
    assert.equal(a.statusCode, 200);
    assert.notEqual(a.body, b.body);
  });
});

describe(`response cache bounds on ${engine}`, () => {
  // The apps below differ in configuration only: they share one database.
  let db: Database;
  let closeDatabase: () => Promise<void>;
  before(async () => ({ db, close: closeDatabase } = await suiteDatabase()));
  after(() => closeDatabase());

  it('a GET app with a small bound stays within it', async (t) => {
    const app = await build(t, { db, config: { responseCacheMaxEntries: 3 } });
    for (let size = 1; size <= 6; size += 1) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/blog?pageSize=${size}`,
        headers: { 'x-api-key': API_KEY },
      });
      assert.equal(res.statusCode, 200);
    }
    assert.equal(app.responseCache.stats().entries, 3);
  });

  it('is off with RESPONSE_CACHE_MAX_ENTRIES=0: every read sees the database', async (t) => {
    const app = await build(t, { db, config: { responseCacheMaxEntries: 0 } });
    const postId = await anyPostId(db);
    const read = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/blog/${postId}`,
          headers: { 'x-api-key': API_KEY },
        })
      ).json().Title;
    await read();
    await db.query('UPDATE blog_posts SET title = $1 WHERE id = $2', ['Uncached', postId]);
    assert.equal(await read(), 'Uncached');
    assert.equal(app.responseCache.stats().entries, 0);
  });

  it('reads LOG_CACHED_READS as on or off and refuses any other word', () => {
    assert.equal(loadConfig({}).logCachedReads, false);
    assert.equal(loadConfig({ LOG_CACHED_READS: ' On ' }).logCachedReads, true);
    assert.equal(loadConfig({ LOG_CACHED_READS: 'no' }).logCachedReads, false);
    assert.throws(
      () => loadConfig({ LOG_CACHED_READS: 'maybe' }),
      (error) =>
        error instanceof ConfigError &&
        error.message === 'LOG_CACHED_READS must be true or false, got "maybe"',
    );
  });

  it('refuses a time to live longer than the rebuild debounce', () => {
    assert.equal(loadConfig({}).responseCacheTtlMs, 500);
    assert.equal(loadConfig({ REBUILD_DEBOUNCE_MS: '3000' }).responseCacheTtlMs, 3000);
    assert.equal(loadConfig({ RESPONSE_CACHE_TTL_MS: '200' }).responseCacheTtlMs, 200);
    assert.throws(
      () => loadConfig({ RESPONSE_CACHE_TTL_MS: '5000', REBUILD_DEBOUNCE_MS: '2000' }),
      ConfigError,
    );
  });
});
