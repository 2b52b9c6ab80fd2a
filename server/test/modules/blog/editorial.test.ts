import { describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { POST_STATUS_MESSAGES } from '@cloud-consulting/domain/post-status';
import type { Database } from '../../../src/db/client.js';
import { PREVIEW_MESSAGES } from '../../../src/modules/blog/preview.js';
import {
  ADMIN_TOKEN,
  asAdmin,
  build,
  engine,
  freshDatabase,
  testClock,
  withKey,
} from '../../helper.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function waitFor(predicate: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const start = Date.now();
  while (!(await predicate())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await sleep(10);
  }
}

/** A local site server receiving rebuild webhooks: each change with the webhook's arrival. */
async function startReceiver(t: TestContext) {
  const received: Array<{
    arrivedAt: number;
    change: { table?: string; id?: number; at: string };
  }> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const arrivedAt = Date.now();
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        changes: Array<{ table?: string; id?: number; at: string }>;
      };
      for (const change of body.changes) received.push({ arrivedAt, change });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/__rebuild`, received };
}

const adminConfig = { adminToken: ADMIN_TOKEN };

function admin(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url: `/admin/api${url}`, headers: asAdmin, payload });
}

async function createPost(app: FastifyInstance, fields: Record<string, unknown> = {}) {
  const res = await admin(app, 'POST', '/blog', {
    title: `Editorial ${Math.random().toString(36).slice(2)}`,
    content: 'Body',
    tags: [{ name: 'Editorial' }],
    ...fields,
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as { id: number; slug: string; status: string; publishAt: string | null };
}

/** What each public read shows of a post: list, search, slug, id, tags, stats, comments. */
async function publicView(app: FastifyInstance, post: { id: number; slug: string }) {
  const get = (url: string) => app.inject({ method: 'GET', url, headers: withKey });
  const list = (await get('/api/blog?pageSize=100')).json().posts as Array<{ Id: number }>;
  const search = (await get('/api/blog/search?q=Editorial&pageSize=100')).json().posts as Array<{
    Id: number;
  }>;
  return {
    inList: list.some((p) => p.Id === post.id),
    inSearch: search.some((p) => p.Id === post.id),
    bySlug: (await get(`/api/blog/slug/${post.slug}`)).statusCode,
    byId: (await get(`/api/blog/${post.id}`)).statusCode,
    stats: (await get(`/api/blog/${post.id}/engagements/stats`)).statusCode,
    comments: (await get(`/api/blog/${post.id}/comments`)).statusCode,
  };
}

const hidden = {
  inList: false,
  inSearch: false,
  bySlug: 404,
  byId: 404,
  stats: 404,
  comments: 404,
};
const shown = { inList: true, inSearch: true, bySlug: 200, byId: 200, stats: 200, comments: 200 };

async function statusOf(db: Database, id: number): Promise<string> {
  const { rows } = await db.query<{ status: string }>(
    'SELECT status FROM blog_posts WHERE id = $1',
    [id],
  );
  return rows[0]!.status;
}

async function rebuildRequestsFor(db: Database, id: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM rebuild_requests
     WHERE change ->> 'table' = 'blog_posts' AND (change ->> 'id')::int = $1`,
    [id],
  );
  return rows[0]!.n;
}

describe(`editorial back end on ${engine}`, () => {
  describe('public visibility', () => {
    it('never shows drafts or archived posts, and shows a scheduled post from its instant on', async (t) => {
      const clock = testClock();
      const app = await build(t, { now: clock.now, config: adminConfig });
      const draft = await createPost(app, { status: 'draft' });
      const archived = await createPost(app);
      assert.equal((await admin(app, 'POST', `/blog/${archived.id}/archive`)).statusCode, 200);
      const scheduled = await createPost(app, {
        status: 'scheduled',
        publishAt: new Date(clock.now() + HOUR).toISOString(),
      });
      assert.equal(scheduled.status, 'scheduled');
      assert.deepEqual(await publicView(app, draft), hidden);
      assert.deepEqual(await publicView(app, archived), hidden);
      assert.deepEqual(await publicView(app, scheduled), hidden);

      clock.advance(HOUR - 1);
      assert.deepEqual(await publicView(app, scheduled), hidden, 'a millisecond early');
      clock.advance(1);
      // No scheduler run yet (its timer is real time): the rule is in the query.
      assert.equal(await statusOf(app.db, scheduled.id), 'scheduled');
      assert.deepEqual(await publicView(app, scheduled), shown);
      const byId = await app.inject({
        method: 'GET',
        url: `/api/blog/${scheduled.id}`,
        headers: withKey,
      });
      assert.equal(byId.json().IsActive, true);
      assert.equal(byId.json().Status, undefined, 'the public shape is unchanged');
    });
  });

  describe('status changes', () => {
    it('refuses changes the rules do not allow, with their messages', async (t) => {
      const clock = testClock();
      const app = await build(t, { now: clock.now, config: adminConfig });
      const past = new Date(clock.now() - MINUTE).toISOString();
      const future = new Date(clock.now() + MINUTE).toISOString();
      const cases: Array<[Promise<{ statusCode: number; json(): { message: string } }>, string]> =
        [];
      const published = await createPost(app);
      cases.push([
        admin(app, 'POST', `/blog/${published.id}/publish`),
        'The post is already published',
      ]);
      cases.push([
        admin(app, 'POST', `/blog/${published.id}/schedule`, { publishAt: future }),
        'A published post cannot become scheduled',
      ]);
      const draft = await createPost(app, { status: 'draft' });
      cases.push([
        admin(app, 'POST', `/blog/${draft.id}/schedule`, { publishAt: past }),
        POST_STATUS_MESSAGES.publishAtInPast,
      ]);
      cases.push([
        admin(app, 'PATCH', `/blog/${draft.id}`, { status: 'scheduled' }),
        POST_STATUS_MESSAGES.publishAtRequired,
      ]);
      cases.push([
        admin(app, 'PATCH', `/blog/${draft.id}`, { publishAt: future }),
        POST_STATUS_MESSAGES.publishAtOnlyWhenScheduled,
      ]);
      cases.push([
        admin(app, 'POST', '/blog', {
          title: 'Late',
          content: 'x',
          status: 'scheduled',
          publishAt: past,
        }),
        POST_STATUS_MESSAGES.publishAtInPast,
      ]);
      for (const [pending, message] of cases) {
        const res = await pending;
        assert.equal(res.statusCode, 400, message);
        assert.equal(res.json().message, message);
      }
      const unknown = await admin(app, 'POST', '/blog/2147483000/publish');
      assert.equal(unknown.statusCode, 404);
    });

    it('publishes, unpublishes, archives and schedules through their routes', async (t) => {
      const clock = testClock();
      const app = await build(t, { now: clock.now, config: adminConfig });
      const post = await createPost(app, { status: 'draft' });
      const future = new Date(clock.now() + HOUR).toISOString();
      const steps: Array<[string, object | undefined, string]> = [
        ['schedule', { publishAt: future }, 'scheduled'],
        ['unpublish', undefined, 'draft'],
        ['publish', undefined, 'published'],
        ['archive', undefined, 'archived'],
        ['publish', undefined, 'published'],
      ];
      for (const [action, body, status] of steps) {
        const res = await admin(app, 'POST', `/blog/${post.id}/${action}`, body);
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.json().status, status);
        assert.equal(res.json().isActive, status === 'published');
      }
      const scheduled = (await admin(app, 'GET', `/blog/${post.id}/revisions`)).json();
      assert.equal(scheduled.length, steps.length, 'each change kept the version it replaced');
    });
  });

  describe('scheduled publishing', () => {
    it('publishes a due post with no request arriving and asks the site to rebuild', async (t) => {
      const site = await startReceiver(t);
      const app = await build(t, {
        config: { ...adminConfig, siteRebuildUrl: site.url, rebuildSecret: 'secret' },
      });
      // A few seconds ahead; a create call slower than that on a busy machine finds the time
      // passed and is refused, and the next try asks for a later one.
      let publishAt = 0;
      let res;
      for (const ahead of [6_000, 15_000, 30_000]) {
        publishAt = Date.now() + ahead;
        res = await admin(app, 'POST', '/blog', {
          title: `Editorial ${Math.random().toString(36).slice(2)}`,
          content: 'Body',
          tags: [{ name: 'Editorial' }],
          status: 'scheduled',
          publishAt: new Date(publishAt).toISOString(),
        });
        if (res.statusCode === 201) break;
      }
      assert.equal(res!.statusCode, 201, res!.body);
      const post = res!.json() as { id: number };
      await waitFor(
        async () => (await statusOf(app.db, post.id)) === 'published',
        Math.max(publishAt - Date.now(), 0) + 10_000,
      );
      const flipped = Date.now();
      // The rebuild the publication asked for: a change of this post recorded from its instant on.
      const rebuild = () =>
        site.received.find(
          (r) =>
            r.change.table === 'blog_posts' &&
            r.change.id === post.id &&
            new Date(r.change.at).getTime() >= publishAt,
        );
      await waitFor(() => rebuild() !== undefined);
      const revisions = (await admin(app, 'GET', `/blog/${post.id}/revisions`)).json();
      assert.equal(revisions[0].actor, 'scheduler');
      assert.deepEqual(revisions[0].changedFields, ['status']);
      const figures = {
        flipMs: new Date(revisions[0].changedAt).getTime() - publishAt,
        flipObservedMs: flipped - publishAt,
        rebuildRequestedMs: new Date(rebuild()!.change.at).getTime() - publishAt,
        webhookMs: rebuild()!.arrivedAt - publishAt,
      };
      t.diagnostic(`publish delays on ${engine}: ${JSON.stringify(figures)}`);
      assert.ok(figures.flipMs < 2_000, JSON.stringify(figures));
      assert.ok(figures.webhookMs < 5_000, JSON.stringify(figures));
      const publicRes = await app.inject({
        method: 'GET',
        url: `/api/blog/${post.id}`,
        headers: withKey,
      });
      assert.equal(publicRes.statusCode, 200);
    });

    it('publishes on start-up what came due while the provider was down', async (t) => {
      const clock = testClock();
      const db = await freshDatabase(t, { migrated: true });
      const first = await build(t, { db, now: clock.now, config: adminConfig });
      const post = await createPost(first, {
        status: 'scheduled',
        publishAt: new Date(clock.now() + HOUR).toISOString(),
      });
      await first.close();
      await db.query('DELETE FROM rebuild_requests');
      clock.advance(2 * HOUR);
      await build(t, { db, now: clock.now, config: adminConfig });
      await waitFor(async () => (await statusOf(db, post.id)) === 'published');
      assert.equal(await rebuildRequestsFor(db, post.id), 1, 'the rebuild is requested');
    });

    it('publishes a due post once when two providers share the database', async (t) => {
      const clock = testClock();
      const db = await freshDatabase(t, { migrated: true });
      const one = await build(t, { db, now: clock.now, config: adminConfig });
      const two = await build(t, { db, now: clock.now, config: adminConfig });
      const posts = [];
      for (let i = 0; i < 5; i += 1) {
        posts.push(
          await createPost(one, {
            status: 'scheduled',
            publishAt: new Date(clock.now() + MINUTE).toISOString(),
          }),
        );
      }
      await db.query('DELETE FROM rebuild_requests');
      clock.advance(MINUTE);
      one.publishScheduler.rearm();
      two.publishScheduler.rearm();
      for (const post of posts) {
        await waitFor(async () => (await statusOf(db, post.id)) === 'published');
      }
      await one.publishScheduler.idle();
      await two.publishScheduler.idle();
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM post_revisions
         WHERE actor = 'scheduler' AND post_id = ANY($1::int[])`,
        [posts.map((p) => p.id)],
      );
      assert.equal(rows[0]!.n, posts.length, 'one publication per post');
      for (const post of posts) assert.equal(await rebuildRequestsFor(db, post.id), 1);
    });
  });

  describe('preview', () => {
    it('answers a draft by its signed address and refuses a bad or expired one', async (t) => {
      const clock = testClock();
      const app = await build(t, { now: clock.now, config: adminConfig });
      const draft = await createPost(app, {
        status: 'draft',
        content: '## Costs first\n\nSee [the pricing](https://azure.example/pricing).',
      });
      const link = await admin(app, 'POST', `/blog/${draft.id}/preview`);
      assert.equal(link.statusCode, 200);
      const { url, pageUrl, expiresAt } = link.json();
      assert.equal(new Date(expiresAt).getTime(), clock.now() + HOUR);
      const query = url.slice(url.indexOf('?') + 1);
      assert.equal(pageUrl, `${app.config.publicSiteUrl}/preview/?post=${draft.id}&${query}`);
      const read = (address: string) =>
        app.inject({ method: 'GET', url: address, headers: withKey });

      const ok = await read(url);
      assert.equal(ok.statusCode, 200, ok.body);
      const bySlugShape = await read(`/api/blog/${(await createPost(app)).id}`);
      assert.deepEqual(
        Object.keys(ok.json()).sort(),
        [...Object.keys(bySlugShape.json()), 'Html', 'PublishAt', 'Status'].sort(),
      );
      // The preview is read by the site: the public names, whatever the admin API calls them.
      assert.equal(ok.json().Slug, draft.slug);
      assert.equal(ok.json().IsActive, false);
      assert.equal(ok.json().Status, 'draft');
      // The body as the article page renders it: headings kept, other hosts in a new tab.
      assert.match(ok.json().Html, /<h2>Costs first<\/h2>/);
      assert.match(ok.json().Html, /<a href="https:\/\/azure.example\/pricing" target="_blank"/);

      const other = await read(url.replace(`/posts/${draft.id}?`, `/posts/${draft.id + 1}?`));
      assert.equal(other.statusCode, 403);
      assert.equal(other.json().message, PREVIEW_MESSAGES.invalid);
      const tampered = await read(url.replace(/sig=./, 'sig=A'));
      assert.equal(tampered.statusCode, 403);
      const longer = await read(
        url.replace(/exp=(\d+)/, (_m: string, exp: string) => `exp=${Number(exp) + 3600}`),
      );
      assert.equal(longer.statusCode, 403);

      clock.advance(HOUR);
      const expired = await read(url);
      assert.equal(expired.statusCode, 403);
      assert.equal(expired.json().message, PREVIEW_MESSAGES.expired);
    });
  });

  describe('live preview of a body', () => {
    it('renders markdown as the article does, and drops raw HTML', async (t) => {
      const app = await build(t, { config: adminConfig });
      const rendered = await admin(app, 'POST', '/blog/render', {
        content: '# Title\n\n<script>alert(1)</script>\n\n```js\nconst a = 1;\n```',
      });
      assert.equal(rendered.statusCode, 200, rendered.body);
      const { html } = rendered.json();
      assert.match(html, /<h1>Title<\/h1>/);
      assert.doesNotMatch(html, /<script>/);
      assert.match(
        html,
        /<pre data-language="js"><code class="language-js"><span class="token keyword">const<\/span>/,
      );
      const empty = await admin(app, 'POST', '/blog/render', {});
      assert.equal(empty.statusCode, 400);
      const old = await admin(app, 'POST', '/blog/render', { Content: '# Title' });
      assert.equal(old.statusCode, 400, 'the public name Content is refused');
    });
  });

  describe('revisions', () => {
    it('lists, diffs and restores an earlier version, keeping the restore as a revision', async (t) => {
      const app = await build(t, { config: adminConfig });
      const post = await createPost(app, { title: 'First title', content: 'First body' });
      const edit = await admin(app, 'PATCH', `/blog/${post.id}`, {
        title: 'Second title',
        tags: [{ name: 'Other' }],
      });
      assert.equal(edit.statusCode, 200, edit.body);

      const list = (await admin(app, 'GET', `/blog/${post.id}/revisions`)).json();
      assert.equal(list.length, 1);
      assert.equal(list[0].version, 1);
      assert.equal(list[0].actor, 'automation');
      assert.deepEqual(list[0].changedFields, ['title', 'tags']);

      const one = await admin(app, 'GET', `/blog/${post.id}/revisions/1`);
      assert.equal(one.statusCode, 200, one.body);
      assert.equal(one.json().fields.title, 'First title');
      assert.deepEqual(
        one.json().fields.tags.map((t: object) => Object.keys(t).sort()),
        [['color', 'name']],
        'the kept tags under the admin names too',
      );
      assert.equal(one.json().fields.Title, undefined, 'the stored names stay in the database');
      assert.deepEqual(
        one.json().differences.map((d: { field: string }) => d.field),
        ['title', 'tags'],
      );
      assert.deepEqual(one.json().differences[0], {
        field: 'title',
        revision: 'First title',
        current: 'Second title',
      });

      const restored = await admin(app, 'POST', `/blog/${post.id}/revisions/1/restore`);
      assert.equal(restored.statusCode, 200, restored.body);
      assert.equal(restored.json().title, 'First title');
      assert.deepEqual(
        restored.json().tags.map((t: { name: string }) => t.name),
        ['Editorial'],
      );
      const after = (await admin(app, 'GET', `/blog/${post.id}/revisions`)).json();
      assert.deepEqual(
        after.map((r: { version: number }) => r.version),
        [2, 1],
      );
      assert.equal(
        (await admin(app, 'GET', `/blog/${post.id}/revisions/1`)).json().differences.length,
        0,
        'the post is version 1 again',
      );
      assert.equal((await admin(app, 'GET', `/blog/${post.id}/revisions/9`)).statusCode, 404);
      assert.equal(
        (await admin(app, 'POST', `/blog/${post.id}/revisions/9/restore`)).statusCode,
        404,
      );
    });
  });
});
