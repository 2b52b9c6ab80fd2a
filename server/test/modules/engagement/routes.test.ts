import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { LIKES_COUNTED_PER_ADDRESS } from '@cloud-consulting/domain/blog';
import type { Database } from '../../../src/db/client.js';
import {
  anyPostId,
  buildSuiteApp,
  engine,
  noRateLimits,
  post,
  testClock,
  withKey,
} from '../../helper.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe(`engagement on ${engine}`, () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  const clock = testClock();
  before(async () => {
    ({ app, db, close } = await buildSuiteApp({
      now: clock.now,
      config: { requireHumanCheck: false, rateLimits: noRateLimits },
    }));
  });
  after(() => close());

  const stats = async (postId: number, query = '') => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/blog/${postId}/engagements/stats${query}`,
      headers: withKey,
    });
    assert.equal(res.statusCode, 200);
    return res.json();
  };

  it('GET stats answers its seven counts and flags, all zero for a fresh post', async () => {
    const postId = await anyPostId(db, 2);
    assert.deepEqual(await stats(postId), {
      likes: 0,
      bookmarks: 0,
      comments: 0,
      views: 0,
      shares: 0,
      userLiked: false,
      userBookmarked: false,
    });
  });

  it('like and bookmark toggle per user or guest with action created / removed', async () => {
    const postId = await anyPostId(db, 3);
    for (const kind of ['like', 'bookmark'] as const) {
      const first = await post(app, `/api/blog/${postId}/${kind}`, { guestId: 'g1' });
      assert.equal(first.statusCode, 200);
      assert.equal(first.json().action, 'created');
      await post(app, `/api/blog/${postId}/${kind}`, { userId: 7 });
      const again = await post(app, `/api/blog/${postId}/${kind}`, { guestId: 'g1' });
      assert.equal(again.json().action, 'removed');
    }
    const seen = await stats(postId, '?userId=7');
    assert.equal(seen.likes, 1);
    assert.equal(seen.bookmarks, 1);
    assert.equal(seen.userLiked, true);
    assert.equal(seen.userBookmarked, true);
    assert.equal((await stats(postId, '?guestId=g1')).userLiked, false);
  });

  /** A like by a guest from an address of its own. */
  const likeFrom = (postId: number, guestId: string, address: string) =>
    app.inject({
      method: 'POST',
      url: `/api/blog/${postId}/like`,
      headers: { ...withKey, 'content-type': 'application/json' },
      payload: JSON.stringify({ guestId }),
      remoteAddress: address,
    });

  it('counts exactly 100 likes from 100 guests liking in parallel', async () => {
    const postId = await anyPostId(db, 4);
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        likeFrom(postId, `parallel-${i}`, `198.51.100.${i + 1}`),
      ),
    );
    const ms = performance.now() - started;
    assert.ok(results.every((r) => r.statusCode === 200 && r.json().action === 'created'));
    assert.equal((await stats(postId)).likes, 100);
    console.log(`# 100 parallel likes on ${engine}: ${ms.toFixed(0)} ms, 100 stored`);
  });

  it(`counts at most ${LIKES_COUNTED_PER_ADDRESS} likes of a post from one address, whatever the guest ids`, async () => {
    const postId = await anyPostId(db, 1);
    const before = (await stats(postId)).likes;
    const answers = [];
    for (let i = 0; i < 10; i++) {
      answers.push(await likeFrom(postId, `inflating-${i}`, '203.0.113.50'));
    }
    assert.ok(
      answers.every((r) => r.json().action === 'created'),
      'each guest has its like',
    );
    assert.deepEqual(
      answers.map((r) => r.json().likes),
      Array.from({ length: 10 }, (_, i) => before + Math.min(i + 1, LIKES_COUNTED_PER_ADDRESS)),
    );
    assert.equal((await stats(postId)).likes, before + LIKES_COUNTED_PER_ADDRESS);
    assert.equal((await stats(postId, '?guestId=inflating-9')).userLiked, true);
    const elsewhere = await likeFrom(postId, 'neighbour', '203.0.113.51');
    assert.equal(elsewhere.json().likes, before + LIKES_COUNTED_PER_ADDRESS + 1);
    const withdrawn = await likeFrom(postId, 'neighbour', '203.0.113.51');
    assert.equal(withdrawn.json().action, 'removed');
    assert.equal(withdrawn.json().likes, before + LIKES_COUNTED_PER_ADDRESS);
  });

  it('answers 20 concurrent bookmark toggles by one guest consistently with the final state', async () => {
    const postId = await anyPostId(db, 7);
    for (const kind of ['bookmark', 'like'] as const) {
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          post(app, `/api/blog/${postId}/${kind}`, { guestId: 'racer' }),
        ),
      );
      const actions = results.map((r) => r.json().action as string);
      const created = actions.filter((a) => a === 'created').length;
      const removed = actions.filter((a) => a === 'removed').length;
      assert.equal(created + removed, 20);
      const seen = await stats(postId, '?guestId=racer');
      const final = kind === 'bookmark' ? seen.userBookmarked : seen.userLiked;
      // Each answer describes the state it produced: they alternate, so the balance is the state.
      assert.equal(
        created - removed,
        final ? 1 : 0,
        `${kind}: ${created} created, ${removed} removed`,
      );
      // The counts answered are those states too: 1 after a "created", 0 after a "removed".
      const counts = new Set(
        results.map((r) => r.json()[`${kind}s`] - (r.json().action === 'created' ? 1 : 0)),
      );
      assert.deepEqual([...counts], [0]);
    }
  });

  it('records a share with its platform', async () => {
    const postId = await anyPostId(db, 5);
    const res = await post(app, `/api/blog/${postId}/share`, {
      platform: 'linkedin',
      guestId: 'g',
    });
    assert.equal(res.statusCode, 201);
    const { rows } = await db.query<{ platform: string }>(
      'SELECT platform FROM blog_post_shares WHERE post_id = $1',
      [postId],
    );
    assert.deepEqual(rows, [{ platform: 'linkedin' }]);
    assert.equal((await stats(postId)).shares, 1);
    const missing = await post(app, `/api/blog/${postId}/share`, { guestId: 'g' });
    assert.equal(missing.statusCode, 400);
  });

  it('records at most one view per guest, post and day', async () => {
    const postId = await anyPostId(db, 6);
    const view = () => post(app, `/api/blog/${postId}/view`, { guestId: 'reader' });
    assert.equal((await view()).json().action, 'recorded');
    assert.equal((await view()).json().action, 'already_recorded');
    clock.advance(DAY_MS);
    assert.equal((await view()).json().action, 'recorded');
    assert.equal((await stats(postId)).views, 2);
  });

  it('answers 400 without a userId or guestId and 404 for a missing or inactive post', async () => {
    const postId = await anyPostId(db, 0);
    for (const kind of ['like', 'bookmark', 'view']) {
      const res = await post(app, `/api/blog/${postId}/${kind}`, {});
      assert.equal(res.statusCode, 400, kind);
      assert.equal(res.json().error, 'A userId or guestId is required.');
      assert.equal((await post(app, `/api/blog/999999/${kind}`, { guestId: 'g' })).statusCode, 404);
    }
    const { rows } = await db.query<{ id: number }>(
      "SELECT id FROM blog_posts WHERE status = 'draft' LIMIT 1",
    );
    if (rows[0]) {
      assert.equal(
        (await post(app, `/api/blog/${rows[0].id}/like`, { guestId: 'g' })).statusCode,
        404,
      );
    }
    const stats404 = await app.inject({
      method: 'GET',
      url: '/api/blog/999999/engagements/stats',
      headers: withKey,
    });
    assert.equal(stats404.statusCode, 404);
  });
});
