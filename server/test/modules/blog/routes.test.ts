import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { asAdmin, buildSuiteApp, engine, withKey } from '../../helper.js';

interface Post {
  Id: number;
  Title: string;
  Slug: string;
  PublishedOn: string;
  Featured: boolean;
  IsActive: boolean;
  Tags: Array<{ Id: number; Name: string; Color: string }>;
}

const POST_FIELDS = [
  'Author',
  'Content',
  'Excerpt',
  'Featured',
  'FeaturedImagePath',
  'Id',
  'ImageUrl',
  'IsActive',
  'PublishedOn',
  'SeoDescription',
  'SeoTitle',
  'Slug',
  'Tags',
  'Title',
  'UpdatedOn',
];

describe(`public blog endpoints on ${engine}`, () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await buildSuiteApp()));
  after(() => close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...withKey, ...headers } });

  describe('GET /api/blog', () => {
    it('answers { posts, total, page, pageSize } of the seeded active posts, newest first', async () => {
      const res = await get('/api/blog?pageSize=50');
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.deepEqual(Object.keys(body).sort(), ['page', 'pageSize', 'posts', 'total']);
      assert.equal(body.page, 1);
      assert.equal(body.pageSize, 50);
      assert.equal(body.total, 12, 'twelve seeded posts are active, the draft is not');
      const posts = body.posts as Post[];
      assert.deepEqual(Object.keys(posts[0]!).sort(), POST_FIELDS);
      assert.ok(posts.every((p) => p.IsActive));
      const dates = posts.map((p) => Date.parse(p.PublishedOn));
      assert.deepEqual(
        dates,
        [...dates].sort((a, b) => b - a),
      );
      assert.ok(posts.some((p) => p.Featured));
      const tag = posts[0]!.Tags[0]!;
      assert.deepEqual(Object.keys(tag).sort(), ['Color', 'Id', 'Name']);
      assert.match(tag.Color, /^#[0-9a-f]{6}$/i);
      assert.ok(!posts.some((p) => p.Slug.startsWith('draft-')));
    });

    it('pages with page and pageSize', async () => {
      const first = (await get('/api/blog?page=1&pageSize=5')).json();
      const second = (await get('/api/blog?page=2&pageSize=5')).json();
      const last = (await get('/api/blog?page=3&pageSize=5')).json();
      assert.equal(first.posts.length, 5);
      assert.equal(second.posts.length, 5);
      assert.equal(last.posts.length, 2);
      const ids = [...first.posts, ...second.posts, ...last.posts].map((p: Post) => p.Id);
      assert.equal(new Set(ids).size, 12);
      const beyond = (await get('/api/blog?page=9&pageSize=5')).json();
      assert.deepEqual(beyond, { posts: [], total: 12, page: 9, pageSize: 5 });
    });

    it('uses page 1 and a default page size when none are given', async () => {
      const body = (await get('/api/blog')).json();
      assert.equal(body.page, 1);
      assert.equal(body.pageSize, 12);
    });

    it('filters by tag, case-insensitively, and by featured', async () => {
      const security = (await get('/api/blog?tag=security&pageSize=100')).json();
      assert.ok(security.total > 0);
      assert.ok(security.posts.every((p: Post) => p.Tags.some((t) => t.Name === 'Security')));
      const featured = (await get('/api/blog?featured=true&pageSize=100')).json();
      assert.equal(featured.total, 3);
      assert.ok(featured.posts.every((p: Post) => p.Featured));
      const notFeatured = (await get('/api/blog?featured=false&pageSize=100')).json();
      assert.equal(notFeatured.total, 9);
      const both = (await get('/api/blog?featured=true&tag=DevOps')).json();
      assert.ok(
        both.posts.every((p: Post) => p.Featured && p.Tags.some((t) => t.Name === 'DevOps')),
      );
      assert.equal((await get('/api/blog?tag=nothing')).json().total, 0);
    });

    it('answers 400 naming pageSize when it is out of range', async () => {
      const res = await get('/api/blog?pageSize=1000');
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().errors[0].field, 'pageSize');
      assert.equal((await get('/api/blog?page=0')).statusCode, 400);
    });

    it('sends an ETag and answers 304 to a matching If-None-Match', async () => {
      const first = await get('/api/blog?pageSize=3');
      const again = await get('/api/blog?pageSize=3', {
        'if-none-match': first.headers.etag as string,
      });
      assert.equal(again.statusCode, 304);
      const other = await get('/api/blog?pageSize=4', {
        'if-none-match': first.headers.etag as string,
      });
      assert.equal(other.statusCode, 200);
    });
  });

  describe('GET /api/blog/{id} and /api/blog/slug/{slug}', () => {
    it('answers one active post by id and by slug', async () => {
      const slug = 'zero-trust-on-azure';
      const bySlug = await get(`/api/blog/slug/${slug}`);
      assert.equal(bySlug.statusCode, 200);
      const post = bySlug.json() as Post;
      assert.deepEqual(Object.keys(post).sort(), POST_FIELDS);
      assert.equal(post.Title, 'Zero Trust on Azure: Where to Begin');
      const byId = await get(`/api/blog/${post.Id}`);
      assert.deepEqual(byId.json(), post);
    });

    it('answers 404 for an inactive post, an unknown id and an unknown slug', async () => {
      const admin = await app.inject({
        method: 'GET',
        url: '/admin/api/blog?pageSize=100',
        headers: asAdmin,
      });
      const draft = (
        admin.json().posts as Array<{ id: number; slug: string; isActive: boolean }>
      ).find((p) => !p.isActive)!;
      assert.ok(draft);
      assert.equal((await get(`/api/blog/${draft.id}`)).statusCode, 404);
      assert.equal((await get(`/api/blog/slug/${draft.slug}`)).statusCode, 404);
      const unknown = await get('/api/blog/999999');
      assert.equal(unknown.statusCode, 404);
      assert.deepEqual(unknown.json(), { message: 'Blog post not found' });
      assert.equal((await get('/api/blog/slug/no-such-post')).statusCode, 404);
      assert.equal((await get('/api/blog/slug/Not%20A%20Slug')).statusCode, 404);
    });
  });

  describe('GET /api/blog/search', () => {
    it('matches title, excerpt and tag names, case-insensitively', async () => {
      const byTitle = (await get('/api/blog/search?q=BICEP')).json();
      assert.deepEqual(
        byTitle.posts.map((p: Post) => p.Slug),
        ['bicep-modules-that-scale'],
      );
      const byExcerpt = (await get('/api/blog/search?q=short-lived%20tokens')).json();
      assert.deepEqual(
        byExcerpt.posts.map((p: Post) => p.Slug),
        ['github-actions-to-azure-with-oidc'],
      );
      const byTag = (await get('/api/blog/search?q=kubernetes')).json();
      assert.ok(byTag.posts.some((p: Post) => p.Slug === 'aks-cost-optimization'));
      const draft = (await get('/api/blog/search?q=governing')).json();
      assert.equal(draft.total, 0, 'inactive posts are not found');
      const wildcard = (await get('/api/blog/search?q=%25')).json();
      assert.equal(wildcard.total, 0, '% is matched literally');
    });

    it('combines the search with a tag (any case) with AND', async () => {
      const slugs = async (query: string) =>
        ((await get(`/api/blog/search?${query}`)).json().posts as Post[]).map((p) => p.Slug);
      assert.deepEqual(await slugs('q=bicep&tag=devops'), ['bicep-modules-that-scale']);
      assert.deepEqual(await slugs('q=bicep&tag=Data'), []);
      const security = await slugs('q=azure&tag=Security&pageSize=100');
      const anyTag = await slugs('q=azure&pageSize=100');
      assert.ok(security.length > 0 && security.length < anyTag.length);
      assert.ok(security.every((slug) => anyTag.includes(slug)));
      assert.ok(!security.includes('bicep-modules-that-scale'));
    });

    it('answers 400 naming q when it is missing', async () => {
      const res = await get('/api/blog/search');
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().errors[0].field, 'q');
    });
  });

  describe('GET /api/blog/tags', () => {
    it('answers every tag of an active post with its colour and post count', async () => {
      const tags = (await get('/api/blog/tags')).json() as Array<{
        Name: string;
        PostCount: number;
      }>;
      const azure = tags.find((t) => t.Name === 'Azure');
      assert.equal(azure?.PostCount, 10);
      assert.ok(tags.every((t) => t.PostCount > 0));
    });
  });
});
