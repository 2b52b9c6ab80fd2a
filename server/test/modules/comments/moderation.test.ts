import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@cloud-consulting/domain/admin-roles';
import type { Database } from '../../../src/db/client.js';
import { anyPostId, asAdmin, buildSuiteApp, engine, noRateLimits, post } from '../../helper.js';
import { addPerson, asPerson, signIn, type SignedIn } from '../people/fixtures.js';

const SITE = 'https://site.example.com';

describe(`comment moderation on ${engine}`, () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  let postId: number;
  let postTitle: string;
  let postSlug: string;
  before(async () => {
    ({ app, db, close } = await buildSuiteApp({
      config: { requireHumanCheck: false, rateLimits: noRateLimits, publicSiteUrl: SITE },
    }));
    postId = await anyPostId(db, 0);
    const { rows } = await db.query<{ title: string; slug: string }>(
      'SELECT title, slug FROM blog_posts WHERE id = $1',
      [postId],
    );
    ({ title: postTitle, slug: postSlug } = rows[0]!);
  });
  after(() => close());

  const comment = (content: string, authorName = 'Jane Doe') =>
    post(app, `/api/blog/${postId}/comments`, { content, authorName, guestId: 'guest-9' });
  /** A comment the server holds for moderation (it carries a link). */
  const held = async (content = 'Worth reading: https://example.com/notes') => {
    const res = await comment(content);
    assert.equal(res.json().status, 'pending_approval', res.body);
    return res.json().comment.Id as number;
  };
  const admin = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    headers: Record<string, string> = asAdmin,
  ) => app.inject({ method, url: `/admin/api${url}`, headers, payload });
  const person = async (role: Role) => {
    const p = await addPerson(app, { role });
    return { email: p.email, session: await signIn(app, p.email) };
  };
  const setNotify = async (session: SignedIn, on: boolean) => {
    const res = await admin(
      'PATCH',
      '/session/preferences',
      { notifyHeldComments: on },
      asPerson(session),
    );
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };
  /** The held-comment mails queued about one comment. */
  const mailsAbout = async (commentId: number) =>
    (
      await db.query<{ recipient: string; subject: string; body: string }>(
        `SELECT recipient, subject, body FROM outbox
         WHERE kind = 'comment_held' AND body LIKE $1 ORDER BY id`,
        [`%Comment ${commentId}:%`],
      )
    ).rows;

  describe('GET /admin/api/comments', () => {
    it("answers each comment with its post's title and the article's path, by status", async () => {
      const id = await held();
      const queue = await admin('GET', '/comments');
      assert.equal(queue.statusCode, 200, queue.body);
      const item = queue.json().find((c: { id: number }) => c.id === id);
      assert.equal(item.postTitle, postTitle);
      assert.equal(item.postPath, `/blog/${postSlug}`);
      assert.equal(item.postUrl, `${SITE}/blog/${postSlug}`);
      assert.equal(item.status, 'pending_approval');
      assert.equal(item.Id, undefined, 'the admin names only');

      const published = (await comment('A plain thank you for this article')).json().comment.Id;
      const list = (await admin('GET', '/comments?status=published')).json();
      assert.ok(list.some((c: { id: number }) => c.id === published));
      assert.ok(list.every((c: { status: string }) => c.status === 'published'));
      assert.equal((await admin('GET', '/comments?status=held')).statusCode, 400);
    });

    it('answers a held reply with the text and author of the comment it answers', async () => {
      const parent = (await comment('A plain question about landing zones', 'Ann Parent')).json();
      assert.equal(parent.status, 'published', JSON.stringify(parent));
      const res = await post(app, `/api/blog/${postId}/comments`, {
        content: 'Answered here: https://example.com/answer',
        authorName: 'Rob Reply',
        guestId: 'guest-9',
        parentId: parent.comment.Id,
      });
      assert.equal(res.json().status, 'pending_approval', res.body);
      const queue = (await admin('GET', '/comments')).json();
      const reply = queue.find((c: { id: number }) => c.id === res.json().comment.Id);
      assert.equal(reply.parentId, parent.comment.Id);
      assert.equal(reply.parentContent, 'A plain question about landing zones');
      assert.equal(reply.parentAuthorName, 'Ann Parent');
      const topLevel = queue.find((c: { parentId: number | null }) => c.parentId === null);
      assert.equal(topLevel.parentContent, null);
    });
  });

  describe('POST /admin/api/comments/bulk', () => {
    it('approves several comments at once and names the ids that are no comment', async () => {
      const [a, b] = [await held(), await held('See www.example.org for more')];
      const res = await admin('POST', '/comments/bulk', { ids: [b, 999999, a], action: 'approve' });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), {
        status: 'published',
        ids: [a, b].sort((x, y) => x - y),
        notFound: [999999],
      });
      const pending = (await admin('GET', '/comments')).json().map((c: { id: number }) => c.id);
      assert.ok(!pending.includes(a) && !pending.includes(b));
      const published = (await admin('GET', '/comments?status=published')).json();
      assert.ok(published.some((c: { id: number }) => c.id === a));
    });

    it('rejects several comments at once', async () => {
      const ids = [await held(), await held()];
      const res = await admin('POST', '/comments/bulk', { ids, action: 'reject' });
      assert.deepEqual(res.json().ids, ids);
      const rejected = (await admin('GET', '/comments?status=rejected')).json();
      assert.ok(ids.every((id) => rejected.some((c: { id: number }) => c.id === id)));
    });

    it('answers 400 to an unknown action or an empty list', async () => {
      for (const body of [
        { ids: [1], action: 'delete' },
        { ids: [], action: 'approve' },
        { action: 'approve' },
      ]) {
        assert.equal(
          (await admin('POST', '/comments/bulk', body)).statusCode,
          400,
          JSON.stringify(body),
        );
      }
    });

    it('is refused to an editor', async () => {
      const editor = await person('editor');
      const res = await admin(
        'POST',
        '/comments/bulk',
        { ids: [1], action: 'approve' },
        asPerson(editor.session),
      );
      assert.equal(res.statusCode, 403);
    });
  });

  describe('mail to moderators of a held comment', () => {
    it('goes to each moderator or owner who turned the setting on, with the post, author, text and link', async () => {
      const [watching, notWatching, owner, editor] = [
        await person('moderator'),
        await person('moderator'),
        await person('owner'),
        await person('editor'),
      ];
      await setNotify(watching.session, true);
      await setNotify(owner.session, true);
      // An editor does not moderate: the setting brings them nothing.
      await setNotify(editor.session, true);

      const id = await held('Does this cover https://example.com/landing-zones too?');
      const mails = await mailsAbout(id);
      assert.deepEqual(
        mails.map((m) => m.recipient),
        [watching.email, owner.email],
      );
      assert.ok(!mails.some((m) => m.recipient === notWatching.email));
      const [mail] = mails;
      assert.match(mail!.subject, new RegExp(postTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      assert.match(mail!.body, /Jane Doe/);
      assert.match(mail!.body, /Does this cover https:\/\/example\.com\/landing-zones too\?/);
      assert.ok(mail!.body.includes(`${SITE}/blog/${postSlug}`), mail!.body);

      const published = (await comment('Clear and useful, thank you')).json();
      assert.equal(published.status, 'published');
      assert.deepEqual(
        await mailsAbout(published.comment.Id),
        [],
        'a published comment mails no one',
      );

      // Turned off again: the next held comment mails no one of them.
      await setNotify(watching.session, false);
      await setNotify(owner.session, false);
      assert.deepEqual(await mailsAbout(await held()), []);
    });

    it('is a setting of each person, read back by them alone', async () => {
      const [one, other] = [await person('moderator'), await person('moderator')];
      assert.deepEqual(await setNotify(one.session, true), { notifyHeldComments: true });
      const read = async (s: SignedIn) =>
        (await admin('GET', '/session/preferences', undefined, asPerson(s))).json();
      assert.deepEqual(await read(one.session), { notifyHeldComments: true });
      assert.deepEqual(await read(other.session), { notifyHeldComments: false });
      assert.equal(
        (await admin('GET', '/session/preferences')).statusCode,
        404,
        'the admin token has none',
      );
      const unknown = await admin(
        'PATCH',
        '/session/preferences',
        { notify: true },
        asPerson(one.session),
      );
      assert.equal(unknown.statusCode, 400);
    });
  });
});
