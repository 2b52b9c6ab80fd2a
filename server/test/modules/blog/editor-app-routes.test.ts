/** The admin blog routes the editor app's post screens lean on: filters, slug check, authors, SEO. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { SEO_DESCRIPTION_MAX_LENGTH, SEO_TITLE_MAX_LENGTH } from '@cloud-consulting/domain/seo';
import { asAdmin, buildSuiteApp, engine, withKey } from '../../helper.js';
import { addPerson, asPerson, signIn, type SignedIn } from '../people/fixtures.js';

describe(`admin blog routes of the editor app on ${engine}`, () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const sessions = {} as Record<'editor' | 'sales', SignedIn>;
  before(async () => {
    ({ app, close } = await buildSuiteApp());
    for (const role of ['editor', 'sales'] as const) {
      sessions[role] = await signIn(app, (await addPerson(app, { role })).email);
    }
  });
  after(() => close());

  const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    app.inject({ method, url: `/admin/api${url}`, headers: asAdmin, payload: payload as never });
  const create = async (fields: Record<string, unknown>) => {
    const res = await admin('POST', '/blog', { content: 'Body', ...fields });
    assert.equal(res.statusCode, 201, res.body);
    return res.json();
  };
  const list = async (query: string) => {
    const res = await admin('GET', `/blog?pageSize=100&${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { posts: Array<{ id: number; title: string }>; total: number };
  };

  describe('GET /admin/api/blog filters', () => {
    it('filters by status, search text, tag (name or id) and author; total counts the filtered rows', async () => {
      const mark = `zq${Date.now().toString(36)}`;
      const tagName = `Tag ${mark}`;
      const draft = await create({
        title: `Draft ${mark}`,
        status: 'draft',
        author: `Ada ${mark}`,
        tags: [{ name: tagName }],
      });
      const published = await create({
        title: 'Published one',
        excerpt: `About ${mark}`,
        author: `Ada ${mark}`,
      });
      const bySlug = await create({ title: 'Slugged', slug: `slug-${mark}` });

      const searched = await list(`q=${mark.toUpperCase()}`);
      assert.deepEqual(
        searched.posts.map((p) => p.id).sort(),
        [draft.id, published.id, bySlug.id].sort(),
      );
      assert.equal(searched.total, 3);

      const drafts = await list(`q=${mark}&status=draft`);
      assert.deepEqual([drafts.posts.map((p) => p.id), drafts.total], [[draft.id], 1]);

      const byTagName = await list(`tag=${encodeURIComponent(tagName.toLowerCase())}`);
      assert.deepEqual(
        byTagName.posts.map((p) => p.id),
        [draft.id],
      );
      const byTagId = await list(`tag=${draft.tags[0].id}`);
      assert.deepEqual([byTagId.posts.map((p) => p.id), byTagId.total], [[draft.id], 1]);

      const byAuthor = await list(`author=${encodeURIComponent(`ada ${mark}`)}`);
      assert.equal(byAuthor.total, 2);

      const paged = await admin('GET', `/blog?q=${mark}&pageSize=1&page=2`);
      assert.deepEqual([paged.json().posts.length, paged.json().total], [1, 3]);
    });

    it('answers 400 for an unknown status or filter', async () => {
      assert.equal((await admin('GET', '/blog?status=gone')).statusCode, 400);
      assert.equal((await admin('GET', '/blog?colour=red')).statusCode, 400);
    });
  });

  describe('GET /admin/api/blog/slug-check', () => {
    it('says whether a slug is free and offers the next free one', async () => {
      const post = await create({ title: 'Slug check subject', slug: 'slug-check-subject' });
      const taken = await admin('GET', '/blog/slug-check?slug=slug-check-subject');
      assert.equal(taken.statusCode, 200, taken.body);
      assert.deepEqual(taken.json(), {
        slug: 'slug-check-subject',
        available: false,
        suggestion: 'slug-check-subject-2',
      });
      const own = await admin('GET', `/blog/slug-check?slug=slug-check-subject&except=${post.id}`);
      assert.equal(own.json().available, true, 'a post keeps its own slug');
      const free = await admin('GET', '/blog/slug-check?slug=a-slug-nobody-has');
      assert.deepEqual(free.json(), {
        slug: 'a-slug-nobody-has',
        available: true,
        suggestion: 'a-slug-nobody-has',
      });
    });

    it('answers typed text as the slug the title rules make of it', async () => {
      const res = await admin('GET', `/blog/slug-check?slug=${encodeURIComponent(' Café & Tea ')}`);
      assert.equal(res.json().slug, 'cafe-and-tea');
    });
  });

  describe('GET /admin/api/blog-authors', () => {
    it('lists each author once with their number of posts', async () => {
      await create({ title: 'By Grace 1', author: 'Grace Hopper' });
      await create({ title: 'By Grace 2', author: 'Grace Hopper', status: 'draft' });
      const res = await admin('GET', '/blog-authors');
      assert.equal(res.statusCode, 200);
      const grace = res.json().filter((a: { name: string }) => a.name === 'Grace Hopper');
      assert.deepEqual(grace, [{ name: 'Grace Hopper', postCount: 2 }]);
    });
  });

  describe('SEO title and description', () => {
    it('are stored, answered publicly as SeoTitle and SeoDescription, and kept in revisions', async () => {
      const post = await create({
        title: 'SEO subject',
        seoTitle: 'Search title',
        seoDescription: 'Search text',
      });
      assert.deepEqual([post.seoTitle, post.seoDescription], ['Search title', 'Search text']);
      const publicPost = (
        await app.inject({ method: 'GET', url: `/api/blog/slug/${post.slug}`, headers: withKey })
      ).json();
      assert.deepEqual(
        [publicPost.SeoTitle, publicPost.SeoDescription],
        ['Search title', 'Search text'],
      );
      const changed = await admin('PATCH', `/blog/${post.id}`, { seoTitle: null });
      assert.equal(changed.json().seoTitle, null);
      const versions = (await admin('GET', `/blog/${post.id}/revisions`)).json();
      assert.deepEqual(versions[0].changedFields, ['seoTitle']);
      const version = (await admin('GET', `/blog/${post.id}/revisions/1`)).json();
      assert.deepEqual(version.differences, [
        { field: 'seoTitle', revision: 'Search title', current: null },
      ]);
      const restored = await admin('POST', `/blog/${post.id}/revisions/1/restore`);
      assert.equal(restored.json().seoTitle, 'Search title');
    });

    it('refuses texts over the limits with 400 naming the field', async () => {
      const res = await admin('POST', '/blog', {
        title: 'Too long',
        content: 'x',
        seoTitle: 'x'.repeat(SEO_TITLE_MAX_LENGTH + 1),
        seoDescription: 'x'.repeat(SEO_DESCRIPTION_MAX_LENGTH + 1),
      });
      assert.equal(res.statusCode, 400);
      const fields = res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort();
      assert.deepEqual(fields, ['seoDescription', 'seoTitle']);
    });
  });

  describe('roles', () => {
    it('lets an editor use the new routes and answers 403 to a sales person', async () => {
      for (const url of ['/blog', '/blog/slug-check?slug=x', '/blog-authors']) {
        const asEditor = await app.inject({
          method: 'GET',
          url: `/admin/api${url}`,
          headers: asPerson(sessions.editor),
        });
        assert.equal(asEditor.statusCode, 200, `${url}: ${asEditor.body}`);
        const asSales = await app.inject({
          method: 'GET',
          url: `/admin/api${url}`,
          headers: asPerson(sessions.sales),
        });
        assert.equal(asSales.statusCode, 403, url);
      }
    });
  });
});
