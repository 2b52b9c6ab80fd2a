import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { LIKES_COUNTED_PER_ADDRESS } from '@cloud-consulting/domain/blog';
import { COMMENT_LONGEST_WORD } from '@cloud-consulting/domain/constants';
import { COMMENT_MESSAGES, COMMENT_TOO_LONG } from '@cloud-consulting/domain/forms/comment';
import type { Database } from '../../../src/db/client.js';
import {
  anyPostId,
  asAdmin,
  buildSuiteApp,
  engine,
  noRateLimits,
  post,
  rebuildRequestCount,
  withKey,
} from '../../helper.js';

interface Comment {
  Id: number;
  Content: string;
  AuthorName: string | null;
  Likes: number;
  userLiked: boolean;
  IsGuest: boolean;
  Replies: Comment[];
}

describe(`comments on ${engine}`, () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  let postId: number;
  let otherPostId: number;
  before(async () => {
    ({ app, db, close } = await buildSuiteApp({
      config: { requireHumanCheck: false, rateLimits: noRateLimits },
    }));
    postId = await anyPostId(db, 0);
    otherPostId = await anyPostId(db, 1);
  });
  after(() => close());

  const guest = (content: string, extra: Record<string, unknown> = {}) => ({
    content,
    authorName: 'Jane Doe',
    guestId: 'guest-1',
    ...extra,
  });
  const comment = (body: unknown, id = postId) => post(app, `/api/blog/${id}/comments`, body);
  const list = async (query = '') => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/blog/${postId}/comments${query}`,
      headers: withKey,
    });
    assert.equal(res.statusCode, 200);
    return res.json() as Comment[];
  };

  describe('POST /api/blog/{id}/comments', () => {
    it('publishes a clean guest comment and answers status, flagged and the comment', async () => {
      const res = await comment(guest('A very helpful article about landing zones.'));
      assert.equal(res.statusCode, 201);
      const body = res.json();
      assert.equal(body.status, 'published');
      assert.equal(body.flagged, false);
      assert.equal(body.message, COMMENT_MESSAGES.posted);
      assert.equal(body.comment.AuthorName, 'Jane Doe');
      assert.equal(body.comment.IsGuest, true);
      assert.ok((await list()).some((c) => c.Id === body.comment.Id));
    });

    it('lets a registered user post without a name', async () => {
      const res = await comment({ content: 'Posting with my account.', userId: 42 });
      assert.equal(res.statusCode, 201);
      assert.equal(res.json().comment.IsGuest, false);
    });

    it('answers 400 with the name-required message when a guest gives no name', async () => {
      const res = await comment({ content: 'No name here', guestId: 'g' });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().error, COMMENT_MESSAGES.nameRequired);
      assert.equal(res.json().errors.authorName, COMMENT_MESSAGES.nameRequired);
    });

    it('answers 400 for a bad name, a bad email, blank content and over 500 words', async () => {
      const cases: Array<[unknown, string]> = [
        [guest('Fine text', { authorName: 'R2-D2 <b>' }), COMMENT_MESSAGES.nameFormat],
        [guest('Fine text', { authorEmail: 'not-an-email' }), COMMENT_MESSAGES.emailFormat],
        [guest('   '), COMMENT_MESSAGES.contentRequired],
        [guest(Array.from({ length: 501 }, () => 'word').join(' ')), COMMENT_MESSAGES.contentWords],
      ];
      for (const [body, message] of cases) {
        const res = await comment(body);
        assert.equal(res.statusCode, 400, message);
        assert.equal(res.json().error, message);
      }
    });

    it('stores markup as plain text and answers it unchanged', async () => {
      const text = '<script>alert(1)</script> & <b>bold</b>';
      const res = await comment(guest(text));
      assert.equal(res.statusCode, 201);
      assert.equal(res.json().comment.Content, text);
    });

    it('drops unknown fields instead of trusting them', async () => {
      const res = await comment(
        guest('Trying to self-approve', { status: 'published', Id: 1, flagged: false, Likes: 99 }),
      );
      assert.equal(res.statusCode, 201);
      assert.equal(res.json().comment.Likes, 0);
    });

    it('sends words of the soft list to review, flagged', async () => {
      const res = await comment(guest('This config made me want to shoot my laptop.'));
      assert.equal(res.statusCode, 201);
      assert.equal(res.json().status, 'pending_approval');
      assert.equal(res.json().flagged, true);
      assert.equal(res.json().message, COMMENT_MESSAGES.pending);
      assert.ok(!(await list()).some((c) => c.Id === res.json().comment.Id));
    });

    it('sends a comment with a link to review, not flagged', async () => {
      const res = await comment(guest('See https://learn.microsoft.com/azure for details.'));
      assert.equal(res.json().status, 'pending_approval');
      assert.equal(res.json().flagged, false);
    });

    it('refuses a one-word comment of 62 KB with the length message', async () => {
      const res = await comment(guest('a'.repeat(62 * 1024)));
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().error, COMMENT_TOO_LONG);
    });

    it('holds a comment with a word over 100 characters for review, flagged', async () => {
      // Letters that do not repeat, so only the word's length can hold it.
      const word = (n: number) => 'abcdefghij'.repeat(Math.ceil(n / 10)).slice(0, n);
      const res = await comment(guest(`Look: ${word(COMMENT_LONGEST_WORD + 1)}`));
      assert.equal(res.statusCode, 201);
      assert.equal(res.json().status, 'pending_approval');
      assert.equal(res.json().flagged, true);
      const fine = await comment(guest(`Fine words, and one of ${word(COMMENT_LONGEST_WORD)}`));
      assert.equal(fine.json().status, 'published');
    });

    it("refuses abuse, link spam and advertising with 'Content validation failed'", async () => {
      for (const text of [
        'You are an idiot, kill yourself.',
        'http://a.example http://b.example http://c.example',
        'Buy now at https://cheap.example',
      ]) {
        const res = await comment(guest(text));
        assert.equal(res.statusCode, 400, text);
        assert.equal(res.json().error, COMMENT_MESSAGES.contentValidationFailed);
        assert.ok(res.json().message.length > 0);
      }
    });

    it('answers 404 for a missing post and 400 for a bad post id', async () => {
      assert.equal((await comment(guest('Hello there'), 999999)).statusCode, 404);
      assert.equal((await post(app, '/api/blog/abc/comments', guest('Hi there'))).statusCode, 400);
    });
  });

  describe('replies', () => {
    it('nests a reply under Replies and refuses a reply to a reply', async () => {
      const parent = (await comment(guest('Top-level question?'))).json().comment;
      const reply = await comment(guest('An answer.', { parentId: parent.Id }));
      assert.equal(reply.statusCode, 201);
      const thread = (await list()).find((c) => c.Id === parent.Id)!;
      assert.deepEqual(
        thread.Replies.map((r) => r.Id),
        [reply.json().comment.Id],
      );
      const nested = await comment(guest('Deeper', { parentId: reply.json().comment.Id }));
      assert.equal(nested.statusCode, 400);
      assert.equal(nested.json().error, 'Replies cannot be replied to.');
    });

    it('refuses a parent on another post, a missing parent and a huge id', async () => {
      const other = (await comment(guest('On the other post'), otherPostId)).json().comment;
      for (const parentId of [other.Id, 999999, 2 ** 40]) {
        const res = await comment(guest('Reply', { parentId }));
        assert.equal(res.statusCode, 400, String(parentId));
      }
    });
  });

  describe('GET /api/blog/{id}/comments, a page at a time', () => {
    it('answers 20 top-level comments with their replies and a marker for the next page', async () => {
      const threadPost = await anyPostId(db, 2);
      // 40 comments at the character cap: 500 ten-character words.
      const long = `${'abcdefghi '.repeat(499)}abcdefghij`;
      const ids: number[] = [];
      for (let i = 0; i < 40; i += 1) {
        const res = await comment(guest(long), threadPost);
        assert.equal(res.json().status, 'published');
        ids.push(res.json().comment.Id);
      }
      const reply = await comment(guest('A reply.', { parentId: ids[0] }), threadPost);
      const get = (query = '') =>
        app.inject({
          method: 'GET',
          url: `/api/blog/${threadPost}/comments${query}`,
          headers: withKey,
        });

      const plain = await get();
      const list = plain.json() as Comment[];
      assert.deepEqual(
        list.map((c) => c.Id),
        ids.slice(0, 20),
      );
      assert.deepEqual(
        list[0]!.Replies.map((r) => r.Id),
        [reply.json().comment.Id],
      );

      const first = (await get('?limit=20')).json();
      assert.equal(first.hasMore, true);
      assert.equal(first.nextAfter, ids[19]);
      // The whole visible thread: 40 top-level comments and the reply.
      assert.equal(first.total, 41);
      const second = (await get(`?limit=20&after=${first.nextAfter}`)).json();
      assert.deepEqual(
        second.comments.map((c: Comment) => c.Id),
        ids.slice(20),
      );
      assert.equal(second.hasMore, false);
      assert.equal(second.nextAfter, null);
      assert.equal((await get('?limit=51')).statusCode, 400);
      console.log(
        `# thread of 40 comments of ${long.length} characters: first page ${plain.body.length} bytes, ` +
          `pages ${(await get('?limit=50')).body.length} bytes for all 40 at once`,
      );
    });
  });

  describe('POST /api/blog/comments/{commentId}/like', () => {
    it('toggles a like per guest and shows Likes and userLiked', async () => {
      const c = (await comment(guest('Like me'))).json().comment;
      const like = (guestId: string) => post(app, `/api/blog/comments/${c.Id}/like`, { guestId });
      assert.equal((await like('a')).json().action, 'created');
      assert.equal((await like('b')).json().likes, 2);
      assert.equal((await like('a')).json().action, 'removed');
      const seen = (await list('?guestId=b')).find((x) => x.Id === c.Id)!;
      assert.equal(seen.Likes, 1);
      assert.equal(seen.userLiked, true);
    });

    it(`counts at most ${LIKES_COUNTED_PER_ADDRESS} likes of a comment from one address, whatever the guest ids`, async () => {
      const c = (await comment(guest('Worth a like or two'))).json().comment;
      const likeFrom = (guestId: string, address: string) =>
        app.inject({
          method: 'POST',
          url: `/api/blog/comments/${c.Id}/like`,
          headers: { ...withKey, 'content-type': 'application/json' },
          payload: JSON.stringify({ guestId }),
          remoteAddress: address,
        });
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await likeFrom(`inflating-${i}`, '203.0.113.60'));
      assert.ok(answers.every((r) => r.json().action === 'created'));
      assert.deepEqual(
        answers.map((r) => r.json().likes),
        Array.from({ length: 6 }, (_, i) => Math.min(i + 1, LIKES_COUNTED_PER_ADDRESS)),
      );
      const shown = async (guestId: string) =>
        (await list(`?guestId=${guestId}`)).find((x) => x.Id === c.Id)!;
      assert.equal((await shown('inflating-5')).Likes, LIKES_COUNTED_PER_ADDRESS);
      assert.equal((await shown('inflating-5')).userLiked, true);
      const elsewhere = await likeFrom('neighbour', '203.0.113.61');
      assert.equal(elsewhere.json().likes, LIKES_COUNTED_PER_ADDRESS + 1);
      const withdrawn = await likeFrom('neighbour', '203.0.113.61');
      assert.equal(withdrawn.json().action, 'removed');
      assert.equal(withdrawn.json().likes, LIKES_COUNTED_PER_ADDRESS);
      assert.equal((await shown('neighbour')).Likes, LIKES_COUNTED_PER_ADDRESS);
    });

    it('answers 400 without an id and 404 for an unknown or unpublished comment', async () => {
      const c = (await comment(guest('x y z'))).json().comment;
      assert.equal((await post(app, `/api/blog/comments/${c.Id}/like`, {})).statusCode, 400);
      assert.equal(
        (await post(app, '/api/blog/comments/999999/like', { guestId: 'a' })).statusCode,
        404,
      );
      const pending = (await comment(guest('Visit https://x.example now'))).json().comment;
      assert.equal(
        (await post(app, `/api/blog/comments/${pending.Id}/like`, { guestId: 'a' })).statusCode,
        404,
      );
    });
  });

  describe('admin moderation', () => {
    it('lists the queue, approves and rejects without asking the site to rebuild', async () => {
      const requestsBefore = await rebuildRequestCount(db);
      const pending = (await comment(guest('Read https://example.com/post'))).json().comment;
      const spam = (await comment(guest('Look at www.example.org'))).json().comment;
      const queue = await app.inject({
        method: 'GET',
        url: '/admin/api/comments',
        headers: asAdmin,
      });
      assert.equal(queue.statusCode, 200);
      const ids = (queue.json() as Array<{ id: number; reasons: string[] }>).map((c) => c.id);
      assert.ok(ids.includes(pending.Id) && ids.includes(spam.Id));
      const approve = await app.inject({
        method: 'POST',
        url: `/admin/api/comments/${pending.Id}/approve`,
        headers: asAdmin,
      });
      assert.deepEqual(approve.json(), { id: pending.Id, status: 'published' });
      const reject = await app.inject({
        method: 'POST',
        url: `/admin/api/comments/${spam.Id}/reject`,
        headers: asAdmin,
      });
      assert.equal(reject.statusCode, 200);
      const visible = (await list()).map((c) => c.Id);
      assert.ok(visible.includes(pending.Id));
      assert.ok(!visible.includes(spam.Id));
      assert.equal(await rebuildRequestCount(db), requestsBefore, 'no rebuild is asked for');
      const missing = await app.inject({
        method: 'POST',
        url: '/admin/api/comments/999999/approve',
        headers: asAdmin,
      });
      assert.equal(missing.statusCode, 404);
    });

    it('needs the admin token', async () => {
      const res = await app.inject({ method: 'GET', url: '/admin/api/comments' });
      assert.equal(res.statusCode, 401);
    });
  });
});

describe(`a comment thread two replies deep on ${engine}`, () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let postId: number;
  before(async () => {
    let db: Database;
    ({ app, db, close } = await buildSuiteApp({
      maxReplyDepth: 2,
      config: { requireHumanCheck: false, rateLimits: noRateLimits },
    }));
    postId = await anyPostId(db, 0);
  });
  after(() => close());

  const say = async (content: string, parentId?: number) =>
    post(app, `/api/blog/${postId}/comments`, { content, authorName: 'Jane Doe', parentId });

  it('accepts a reply to a reply and shows it nested, and refuses a third level', async () => {
    const top = (await say('Top-level question?')).json().comment;
    const reply = (await say('An answer.', top.Id)).json().comment;
    const deeper = await say('A follow-up on the answer.', reply.Id);
    assert.equal(deeper.statusCode, 201);
    const thread = (
      await app.inject({ method: 'GET', url: `/api/blog/${postId}/comments`, headers: withKey })
    ).json() as Comment[];
    const shown = thread.find((c) => c.Id === top.Id)!;
    assert.deepEqual(
      shown.Replies.map((r) => r.Replies.map((d) => d.Id)),
      [[deeper.json().comment.Id]],
    );
    const third = await say('Too deep', deeper.json().comment.Id);
    assert.equal(third.statusCode, 400);
    assert.equal(third.json().error, 'Replies cannot be replied to.');
  });
});
