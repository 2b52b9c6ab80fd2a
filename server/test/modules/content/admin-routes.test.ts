import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../src/db/client.js';
import { ADMIN_TOKEN, asAdmin, build, buildSuiteApp, engine } from '../../helper.js';
import { collections } from '@cloud-consulting/domain/content-collections/collections';

/** A valid new record of each collection, and a field change to apply to it. */
const samples: Record<
  string,
  { create: Record<string, unknown>; change: Record<string, unknown> }
> = {
  'menu-sections': { create: { Name: 'Careers', Type: 'menu' }, change: { Name: 'Jobs' } },
  sections: {
    create: { name: 'home-banner', content: { text: 'Hello' } },
    change: { content: [{ name: 'x', isActive: true }] },
  },
  'page-seo': { create: { Path: '/careers', Title: 'Careers' }, change: { Indexable: false } },
  faq: { create: { Question: 'Why?', Answer: 'Because.' }, change: { OrderIndex: 99 } },
  technologies: { create: { Name: 'Azure Arc', OrderIndex: 21 }, change: { Name: 'Arc' } },
  services: {
    create: { name: 'FinOps', features: ['Reviews', 'Budgets'], price: 'from $150/hour' },
    change: { href: '/contact-us' },
  },
  products: { create: { name: 'Backup Kit', price: '99.50' }, change: { price: '120' } },
  industries: { create: { Name: 'Aerospace' }, change: { Description: 'Flight' } },
  'core-expertise': {
    create: { Name: 'FinOps', Icon: 'TrendingUp' },
    change: { Category: 'Cost' },
  },
  'training-topics': { create: { Name: 'Fabric for BI' }, change: { Category: 'Data' } },
  'training-lookups': { create: { Kind: 'duration', Name: '2 Weeks' }, change: { OrderIndex: 9 } },
  'generated-images': {
    create: { fileName: 'hero-new.svg', url: '/uploads/images/hero/hero-new.svg' },
    change: { prompt: 'A new hero' },
  },
};

describe(`admin content API on ${engine}`, () => {
  describe('authorization', () => {
    it('answers 401 to a bearer token when no ADMIN_TOKEN is configured', async (t) => {
      // Another app on the suite's database: the same data, no admin token (people still sign
      // in with the session cookie).
      const app = await build(t, { db, config: { adminToken: undefined } });
      for (const [method, url] of [
        ['GET', '/admin/api/faq'],
        ['POST', '/admin/api/blog'],
      ] as const) {
        const res = await app.inject({ method, url, headers: asAdmin, payload: {} });
        assert.equal(res.statusCode, 401, url);
      }
    });
  });

  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  before(async () => ({ app, db, close } = await buildSuiteApp()));
  after(() => close());

  describe('authorization with a configured token', () => {
    it('answers 401 without an Authorization header and with a wrong token', async () => {
      const missing = await app.inject({ method: 'GET', url: '/admin/api/faq' });
      assert.equal(missing.statusCode, 401);
      assert.equal(missing.headers['www-authenticate'], 'Bearer');
      const notBearer = await app.inject({
        method: 'GET',
        url: '/admin/api/faq',
        headers: { authorization: `Basic ${ADMIN_TOKEN}` },
      });
      assert.equal(notBearer.statusCode, 401);
      const wrong = await app.inject({
        method: 'POST',
        url: '/admin/api/faq',
        headers: { authorization: 'Bearer nope' },
        payload: { Question: 'q', Answer: 'a' },
      });
      assert.equal(wrong.statusCode, 401);
      const list = (
        await app.inject({ method: 'GET', url: '/admin/api/faq', headers: asAdmin })
      ).json() as Array<{ Question: string }>;
      assert.ok(!list.some((f) => f.Question === 'q'), 'nothing was created');
    });

    it('does not accept the public API key in place of the admin token', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/admin/api/faq',
        headers: { 'x-api-key': 'test-api-key' },
      });
      assert.equal(res.statusCode, 401);
    });
  });

  for (const c of collections) {
    const sample = samples[c.name]!;
    describe(`/admin/api/${c.name}`, () => {
      it('creates, reads, updates, deactivates and lists inactive records', async () => {
        const created = await app.inject({
          method: 'POST',
          url: `/admin/api/${c.name}`,
          headers: asAdmin,
          payload: sample.create,
        });
        assert.equal(created.statusCode, 201, created.body);
        const record = created.json();
        const id = record[c.id] as number;
        assert.ok(Number.isInteger(id));
        assert.equal(record[c.active], true);
        for (const [key, value] of Object.entries(sample.create)) {
          assert.deepEqual(record[key], value, key);
        }

        const read = await app.inject({
          method: 'GET',
          url: `/admin/api/${c.name}/${id}`,
          headers: asAdmin,
        });
        assert.deepEqual(read.json(), record);

        const updated = await app.inject({
          method: 'PATCH',
          url: `/admin/api/${c.name}/${id}`,
          headers: asAdmin,
          payload: sample.change,
        });
        assert.equal(updated.statusCode, 200, updated.body);
        for (const [key, value] of Object.entries(sample.change)) {
          assert.deepEqual(updated.json()[key], value, key);
        }

        const deactivated = await app.inject({
          method: 'DELETE',
          url: `/admin/api/${c.name}/${id}`,
          headers: asAdmin,
        });
        assert.equal(deactivated.statusCode, 200);
        assert.equal(deactivated.json()[c.active], false);

        const list = await app.inject({
          method: 'GET',
          url: `/admin/api/${c.name}`,
          headers: asAdmin,
        });
        const found = (list.json() as Array<Record<string, unknown>>).find((r) => r[c.id] === id);
        assert.equal(found?.[c.active], false, 'inactive records stay listed for editors');

        const reactivated = await app.inject({
          method: 'PATCH',
          url: `/admin/api/${c.name}/${id}`,
          headers: asAdmin,
          payload: { [c.active]: true },
        });
        assert.equal(reactivated.json()[c.active], true);
      });

      it('answers 404 for an unknown id', async () => {
        for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
          const res = await app.inject({
            method,
            url: `/admin/api/${c.name}/999999`,
            headers: asAdmin,
            ...(method === 'PATCH' ? { payload: sample.change } : {}),
          });
          assert.equal(res.statusCode, 404, method);
        }
      });
    });
  }

  describe('validation', () => {
    it('answers 400 naming a missing required field', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/admin/api/faq',
        headers: asAdmin,
        payload: { Question: 'Only a question' },
      });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().errors, [{ field: 'Answer', message: 'is required' }]);
      assert.match(res.json().message, /Answer/);
    });

    it('answers 400 naming a field of the wrong type or pattern and an unknown field', async () => {
      const badPrice = await app.inject({
        method: 'POST',
        url: '/admin/api/products',
        headers: asAdmin,
        payload: { name: 'X', price: 'ten dollars' },
      });
      assert.equal(badPrice.statusCode, 400);
      assert.equal(badPrice.json().errors[0].field, 'price');

      const unknown = await app.inject({
        method: 'PATCH',
        url: '/admin/api/technologies/1',
        headers: asAdmin,
        payload: { name: 'lower-case name is not the field' },
      });
      assert.equal(unknown.statusCode, 400);
      assert.deepEqual(unknown.json().errors, [{ field: 'name', message: 'is not allowed' }]);

      const badKind = await app.inject({
        method: 'POST',
        url: '/admin/api/training-lookups',
        headers: asAdmin,
        payload: { Kind: 'colour', Name: 'Blue' },
      });
      assert.equal(badKind.statusCode, 400);
      assert.equal(badKind.json().errors[0].field, 'Kind');
    });

    it('answers 400 for an empty update and a non-numeric id', async () => {
      const empty = await app.inject({
        method: 'PATCH',
        url: '/admin/api/faq/1',
        headers: asAdmin,
        payload: {},
      });
      assert.equal(empty.statusCode, 400);
      const badId = await app.inject({
        method: 'GET',
        url: '/admin/api/faq/abc',
        headers: asAdmin,
      });
      assert.equal(badId.statusCode, 400);
      assert.equal(badId.json().errors[0].field, 'id');
    });

    it('answers 409 when a page SEO path already exists', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/admin/api/page-seo',
        headers: asAdmin,
        payload: { Path: '/about', Title: 'Again' },
      });
      assert.equal(res.statusCode, 409);
    });
  });

  describe('/admin/api/site-settings', () => {
    it('reads and replaces the settings the public endpoint answers', async () => {
      const current = await app.inject({
        method: 'GET',
        url: '/admin/api/site-settings',
        headers: asAdmin,
      });
      assert.equal(current.statusCode, 200);
      const next = { ...current.json(), SiteName: 'Renamed', LinkedIn: ' https://example.com/x ' };
      const put = await app.inject({
        method: 'PUT',
        url: '/admin/api/site-settings',
        headers: asAdmin,
        payload: next,
      });
      assert.equal(put.statusCode, 200);
      const publicRes = await app.inject({
        method: 'GET',
        url: '/api/site-settings',
        headers: { 'x-api-key': 'test-api-key' },
      });
      assert.equal(publicRes.json().SiteName, 'Renamed');
      assert.equal(publicRes.json().LinkedIn, ' https://example.com/x ');
    });

    it('answers 400 naming SiteName when it is missing or not a string', async () => {
      const res = await app.inject({
        method: 'PUT',
        url: '/admin/api/site-settings',
        headers: asAdmin,
        payload: { SiteName: { text: 'x' }, SiteUrl: 'http://x' },
      });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().errors[0].field, 'SiteName');
    });
  });
});
