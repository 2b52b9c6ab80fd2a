import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { asAdmin, buildSuiteApp, engine, withKey } from '../../helper.js';

describe(`admin blog API on ${engine}`, () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await buildSuiteApp()));
  after(() => close());

  const create = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/admin/api/blog', headers: asAdmin, payload });

  describe('POST /admin/api/blog', () => {
    it('creates a post with a slug generated from its title and default author', async () => {
      const res = await create({
        title: 'Hello, Café & Cloud!',
        content: '# Hi\n\nBody',
        tags: [{ name: 'Launch', color: '#123456' }, { name: 'azure' }],
      });
      assert.equal(res.statusCode, 201, res.body);
      const post = res.json();
      assert.equal(post.slug, 'hello-cafe-and-cloud');
      assert.equal(post.author, 'Expert Team');
      assert.equal(post.isActive, true);
      assert.equal(post.featured, false);
      assert.deepEqual(
        post.tags.map((t: { name: string; color: string }) => [t.name, t.color]),
        [
          ['Launch', '#123456'],
          ['Azure', '#0078d4'],
        ],
        'an existing tag is reused whatever its case, keeping its colour',
      );
      const publicRes = await app.inject({
        method: 'GET',
        url: `/api/blog/slug/${post.slug}`,
        headers: withKey,
      });
      assert.equal(publicRes.statusCode, 200);
    });

    it('makes generated slugs unique: same title, -2, -3', async () => {
      const slugs = [];
      for (let i = 0; i < 3; i += 1) {
        slugs.push((await create({ title: 'Same Title', content: 'x' })).json().slug);
      }
      assert.deepEqual(slugs, ['same-title', 'same-title-2', 'same-title-3']);
    });

    it('answers 409 when a given slug is taken', async () => {
      const res = await create({ title: 'Other', content: 'x', slug: 'zero-trust-on-azure' });
      assert.equal(res.statusCode, 409);
      assert.match(res.json().message, /zero-trust-on-azure/);
    });

    it('answers 400 with the names of missing and invalid fields', async () => {
      const missing = await create({ content: 'no title' });
      assert.equal(missing.statusCode, 400);
      assert.deepEqual(missing.json().errors, [{ field: 'title', message: 'is required' }]);
      const invalid = await create({
        title: 'T',
        content: 'x',
        slug: 'Not A Slug',
        tags: [{ name: 'x', color: 'red' }],
      });
      assert.equal(invalid.statusCode, 400);
      const fields = invalid
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort();
      assert.deepEqual(fields, ['slug', 'tags.0.color']);
    });

    it('refuses a body in the public names (PascalCase) with 400 instead of ignoring it', async () => {
      const res = await create({ title: 'T', content: 'x', IsActive: false });
      assert.equal(res.statusCode, 400);
      assert.match(res.json().message, /IsActive/);
      const tagRes = await create({ title: 'T', content: 'x', tags: [{ Name: 'Old' }] });
      assert.equal(tagRes.statusCode, 400);
    });

    it('answers the post and its tags in camelCase with id', async () => {
      const post = (
        await create({ title: 'Shape', content: 'x', tags: [{ name: 'Azure' }] })
      ).json();
      assert.deepEqual(Object.keys(post).sort(), [
        'author',
        'content',
        'excerpt',
        'featured',
        'featuredImagePath',
        'id',
        'imageUrl',
        'isActive',
        'publishAt',
        'publishedOn',
        'seoDescription',
        'seoTitle',
        'slug',
        'status',
        'tags',
        'title',
        'version',
      ]);
      assert.deepEqual(Object.keys(post.tags[0]).sort(), ['color', 'id', 'name']);
    });
  });

  describe('PATCH /admin/api/blog/{id}', () => {
    it('updates fields, keeps the slug when the title changes and replaces tags', async () => {
      const post = (
        await create({ title: 'Before', content: 'x', tags: [{ name: 'Azure' }] })
      ).json();
      const res = await app.inject({
        method: 'PATCH',
        url: `/admin/api/blog/${post.id}`,
        headers: asAdmin,
        payload: {
          title: 'After',
          featured: true,
          publishedOn: '2024-05-01T10:00:00.000Z',
          tags: [{ name: 'Data' }],
        },
      });
      assert.equal(res.statusCode, 200, res.body);
      const updated = res.json();
      assert.equal(updated.title, 'After');
      assert.equal(updated.slug, 'before');
      assert.equal(updated.featured, true);
      assert.equal(updated.publishedOn, '2024-05-01T10:00:00.000Z');
      assert.deepEqual(
        updated.tags.map((t: { name: string }) => t.name),
        ['Data'],
      );
    });

    it('answers 409 for a slug of another post and 404 for an unknown post', async () => {
      const post = (await create({ title: 'Slug clash', content: 'x' })).json();
      const clash = await app.inject({
        method: 'PATCH',
        url: `/admin/api/blog/${post.id}`,
        headers: asAdmin,
        payload: { slug: 'bicep-modules-that-scale' },
      });
      assert.equal(clash.statusCode, 409);
      const same = await app.inject({
        method: 'PATCH',
        url: `/admin/api/blog/${post.id}`,
        headers: asAdmin,
        payload: { slug: post.slug },
      });
      assert.equal(same.statusCode, 200, 'a post may keep its own slug');
      const unknown = await app.inject({
        method: 'PATCH',
        url: '/admin/api/blog/999999',
        headers: asAdmin,
        payload: { title: 'x' },
      });
      assert.equal(unknown.statusCode, 404);
    });
  });

  describe('DELETE /admin/api/blog/{id}', () => {
    it('deactivates: the post leaves the public API and stays in the admin list', async () => {
      const post = (await create({ title: 'Short-lived', content: 'x' })).json();
      const res = await app.inject({
        method: 'DELETE',
        url: `/admin/api/blog/${post.id}`,
        headers: asAdmin,
      });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().isActive, false);
      const publicRes = await app.inject({
        method: 'GET',
        url: `/api/blog/${post.id}`,
        headers: withKey,
      });
      assert.equal(publicRes.statusCode, 404);
      const admin = await app.inject({
        method: 'GET',
        url: `/admin/api/blog/${post.id}`,
        headers: asAdmin,
      });
      assert.equal(admin.json().isActive, false);
      const unknown = await app.inject({
        method: 'DELETE',
        url: '/admin/api/blog/999999',
        headers: asAdmin,
      });
      assert.equal(unknown.statusCode, 404);
    });
  });

  describe('GET /admin/api/blog', () => {
    it('lists inactive posts too', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/admin/api/blog?pageSize=100',
        headers: asAdmin,
      });
      assert.equal(res.statusCode, 200);
      assert.ok(res.json().posts.some((p: { isActive: boolean }) => !p.isActive));
    });

    it('answers 401 without a token', async () => {
      const res = await app.inject({ method: 'GET', url: '/admin/api/blog' });
      assert.equal(res.statusCode, 401);
    });
  });

  describe('OpenAPI document', () => {
    it('names the admin post and tag in camelCase and keeps the public post as it is', async () => {
      const doc = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
      const { schemas } = doc.components;
      const names = (name: string) => Object.keys(schemas[name].properties);
      assert.ok(
        names('AdminBlogPost').every((n) => /^[a-z]/.test(n)),
        names('AdminBlogPost').join(),
      );
      assert.deepEqual(names('AdminBlogTag'), ['id', 'name', 'color']);
      assert.ok(
        names('BlogPost').every((n) => /^[A-Z]/.test(n)),
        'the public post keeps its names',
      );
      assert.ok(
        names('PostPreview').includes('Html'),
        'the site reads the preview by public names',
      );
    });

    it('gives every admin blog, moderation, lead, subscriber and outbox route a summary and a unique operationId', async () => {
      const doc = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
      const all: string[] = [];
      const ours: Array<[string, { operationId?: string; summary?: string }]> = [];
      const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
      for (const [path, item] of Object.entries(doc.paths) as Array<[string, object]>) {
        // A path's own description (an ambiguous path's note) sits beside its operations.
        const operations = Object.entries(item)
          .filter(([key]) => METHODS.includes(key))
          .map(([, operation]) => operation as { operationId?: string; summary?: string });
        for (const operation of operations) {
          if (operation.operationId) all.push(operation.operationId);
          if (/^\/admin\/api\/(blog|comments|leads|subscribers|outbox)/.test(path)) {
            ours.push([path, operation]);
          }
        }
      }
      assert.ok(ours.length >= 25, String(ours.length));
      for (const [path, operation] of ours) {
        assert.ok(operation.operationId, `${path} has an operationId`);
        assert.ok(operation.summary, `${path} has a summary`);
      }
      assert.equal(new Set(all).size, all.length, 'operationIds are unique');
    });
  });

  describe('/admin/api/blog-tags', () => {
    it('lists tags and changes a colour', async () => {
      const tags = (
        await app.inject({ method: 'GET', url: '/admin/api/blog-tags', headers: asAdmin })
      ).json();
      const data = tags.find((t: { name: string }) => t.name === 'Data');
      assert.equal(typeof data.postCount, 'number');
      const res = await app.inject({
        method: 'PATCH',
        url: `/admin/api/blog-tags/${data.id}`,
        headers: asAdmin,
        payload: { color: '#000000' },
      });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { id: data.id, name: 'Data', color: '#000000' });
      const clash = await app.inject({
        method: 'PATCH',
        url: `/admin/api/blog-tags/${data.id}`,
        headers: asAdmin,
        payload: { name: 'AZURE' },
      });
      assert.equal(clash.statusCode, 409);
      const unknown = await app.inject({
        method: 'PATCH',
        url: '/admin/api/blog-tags/999999',
        headers: asAdmin,
        payload: { color: '#000000' },
      });
      assert.equal(unknown.statusCode, 404);
    });
  });
});
