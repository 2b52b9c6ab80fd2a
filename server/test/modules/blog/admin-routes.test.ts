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
        Title: 'Hello, Café & Cloud!',
        Content: '# Hi\n\nBody',
        Tags: [{ Name: 'Launch', Color: '#123456' }, { Name: 'azure' }],
      });
      assert.equal(res.statusCode, 201, res.body);
      const post = res.json();
      assert.equal(post.Slug, 'hello-cafe-and-cloud');
      assert.equal(post.Author, 'Expert Team');
      assert.equal(post.IsActive, true);
      assert.equal(post.Featured, false);
      assert.deepEqual(
        post.Tags.map((t: { Name: string; Color: string }) => [t.Name, t.Color]),
        [
          ['Launch', '#123456'],
          ['Azure', '#0078d4'],
        ],
        'an existing tag is reused whatever its case, keeping its colour',
      );
      const publicRes = await app.inject({
        method: 'GET',
        url: `/api/blog/slug/${post.Slug}`,
        headers: withKey,
      });
      assert.equal(publicRes.statusCode, 200);
    });

    it('makes generated slugs unique: same title, -2, -3', async () => {
      const slugs = [];
      for (let i = 0; i < 3; i += 1) {
        slugs.push((await create({ Title: 'Same Title', Content: 'x' })).json().Slug);
      }
      assert.deepEqual(slugs, ['same-title', 'same-title-2', 'same-title-3']);
    });

    it('answers 409 when a given slug is taken', async () => {
      const res = await create({ Title: 'Other', Content: 'x', Slug: 'zero-trust-on-azure' });
      assert.equal(res.statusCode, 409);
      assert.match(res.json().message, /zero-trust-on-azure/);
    });

    it('answers 400 with the names of missing and invalid fields', async () => {
      const missing = await create({ Content: 'no title' });
      assert.equal(missing.statusCode, 400);
      assert.deepEqual(missing.json().errors, [{ field: 'Title', message: 'is required' }]);
      const invalid = await create({
        Title: 'T',
        Content: 'x',
        Slug: 'Not A Slug',
        Tags: [{ Name: 'x', Color: 'red' }],
      });
      assert.equal(invalid.statusCode, 400);
      const fields = invalid
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort();
      assert.deepEqual(fields, ['Slug', 'Tags.0.Color']);
    });
  });

  describe('PATCH /admin/api/blog/{id}', () => {
    it('updates fields, keeps the slug when the title changes and replaces tags', async () => {
      const post = (
        await create({ Title: 'Before', Content: 'x', Tags: [{ Name: 'Azure' }] })
      ).json();
      const res = await app.inject({
        method: 'PATCH',
        url: `/admin/api/blog/${post.Id}`,
        headers: asAdmin,
        payload: {
          Title: 'After',
          Featured: true,
          PublishedOn: '2024-05-01T10:00:00.000Z',
          Tags: [{ Name: 'Data' }],
        },
      });
      assert.equal(res.statusCode, 200, res.body);
      const updated = res.json();
      assert.equal(updated.Title, 'After');
      assert.equal(updated.Slug, 'before');
      assert.equal(updated.Featured, true);
      assert.equal(updated.PublishedOn, '2024-05-01T10:00:00.000Z');
      assert.deepEqual(
        updated.Tags.map((t: { Name: string }) => t.Name),
        ['Data'],
      );
    });

    it('answers 409 for a slug of another post and 404 for an unknown post', async () => {
      const post = (await create({ Title: 'Slug clash', Content: 'x' })).json();
      const clash = await app.inject({
        method: 'PATCH',
        url: `/admin/api/blog/${post.Id}`,
        headers: asAdmin,
        payload: { Slug: 'bicep-modules-that-scale' },
      });
      assert.equal(clash.statusCode, 409);
      const same = await app.inject({
        method: 'PATCH',
        url: `/admin/api/blog/${post.Id}`,
        headers: asAdmin,
        payload: { Slug: post.Slug },
      });
      assert.equal(same.statusCode, 200, 'a post may keep its own slug');
      const unknown = await app.inject({
        method: 'PATCH',
        url: '/admin/api/blog/999999',
        headers: asAdmin,
        payload: { Title: 'x' },
      });
      assert.equal(unknown.statusCode, 404);
    });
  });

  describe('DELETE /admin/api/blog/{id}', () => {
    it('deactivates: the post leaves the public API and stays in the admin list', async () => {
      const post = (await create({ Title: 'Short-lived', Content: 'x' })).json();
      const res = await app.inject({
        method: 'DELETE',
        url: `/admin/api/blog/${post.Id}`,
        headers: asAdmin,
      });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().IsActive, false);
      const publicRes = await app.inject({
        method: 'GET',
        url: `/api/blog/${post.Id}`,
        headers: withKey,
      });
      assert.equal(publicRes.statusCode, 404);
      const admin = await app.inject({
        method: 'GET',
        url: `/admin/api/blog/${post.Id}`,
        headers: asAdmin,
      });
      assert.equal(admin.json().IsActive, false);
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
      assert.ok(res.json().posts.some((p: { IsActive: boolean }) => !p.IsActive));
    });

    it('answers 401 without a token', async () => {
      const res = await app.inject({ method: 'GET', url: '/admin/api/blog' });
      assert.equal(res.statusCode, 401);
    });
  });

  describe('/admin/api/blog-tags', () => {
    it('lists tags and changes a colour', async () => {
      const tags = (
        await app.inject({ method: 'GET', url: '/admin/api/blog-tags', headers: asAdmin })
      ).json();
      const data = tags.find((t: { Name: string }) => t.Name === 'Data');
      const res = await app.inject({
        method: 'PATCH',
        url: `/admin/api/blog-tags/${data.Id}`,
        headers: asAdmin,
        payload: { Color: '#000000' },
      });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { Id: data.Id, Name: 'Data', Color: '#000000' });
      const clash = await app.inject({
        method: 'PATCH',
        url: `/admin/api/blog-tags/${data.Id}`,
        headers: asAdmin,
        payload: { Name: 'AZURE' },
      });
      assert.equal(clash.statusCode, 409);
      const unknown = await app.inject({
        method: 'PATCH',
        url: '/admin/api/blog-tags/999999',
        headers: asAdmin,
        payload: { Color: '#000000' },
      });
      assert.equal(unknown.statusCode, 404);
    });
  });
});
