import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../src/db/client.js';
import { ADMIN_TOKEN, asAdmin, build, buildSuiteApp, engine } from '../../helper.js';
import { collections } from '@cloud-consulting/domain/content-collections/collections';
import { publicFieldNames } from '@cloud-consulting/domain/content-collections/collection';
import { adminFieldName } from '@cloud-consulting/domain/admin-fields';

/** A valid new record of each collection, and a field change to apply to it. */
const samples: Record<
  string,
  { create: Record<string, unknown>; change: Record<string, unknown> }
> = {
  'menu-sections': { create: { name: 'Careers', type: 'menu' }, change: { name: 'Jobs' } },
  sections: {
    create: { name: 'home-banner', content: { text: 'Hello' } },
    change: { content: [{ name: 'x', isActive: true }] },
  },
  'page-seo': { create: { path: '/careers', title: 'Careers' }, change: { indexable: false } },
  faq: { create: { question: 'Why?', answer: 'Because.' }, change: { orderIndex: 99 } },
  technologies: { create: { name: 'Azure Arc', orderIndex: 21 }, change: { name: 'Arc' } },
  services: {
    create: { name: 'FinOps', features: ['Reviews', 'Budgets'], price: 'from $150/hour' },
    change: { href: '/contact-us', category: 'Cost' },
  },
  products: { create: { name: 'Backup Kit', price: '99.50' }, change: { price: '120' } },
  industries: { create: { name: 'Aerospace' }, change: { description: 'Flight' } },
  'core-expertise': {
    create: { name: 'FinOps', icon: 'TrendingUp' },
    change: { category: 'Cost' },
  },
  'training-topics': { create: { name: 'Fabric for BI' }, change: { category: 'Data' } },
  'training-lookups': { create: { kind: 'duration', name: '2 Weeks' }, change: { orderIndex: 9 } },
  'generated-images': {
    create: { fileName: 'hero-new.svg', url: '/uploads/images/hero/hero-new.svg' },
    change: { prompt: 'A new hero' },
  },
  'case-studies': {
    create: {
      title: 'Bank moves core reporting to Fabric',
      sector: 'Banking',
      challenge: 'Nightly reports took nine hours.',
      result: 'Reports are ready in 40 minutes.',
    },
    change: { pdfUrl: '/uploads/images/case-studies/bank-fabric.pdf' },
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
        payload: { question: 'q', answer: 'a' },
      });
      assert.equal(wrong.statusCode, 401);
      const list = (
        await app.inject({ method: 'GET', url: '/admin/api/faq', headers: asAdmin })
      ).json() as Array<{ question: string }>;
      assert.ok(!list.some((f) => f.question === 'q'), 'nothing was created');
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
        const id = record.id as number;
        assert.ok(Number.isInteger(id));
        assert.equal(record.isActive, true);
        assert.deepEqual(
          Object.keys(record).sort(),
          [...publicFieldNames(c).map(adminFieldName), 'version'].sort(),
          'every field under its admin name and the version, nothing else',
        );
        assert.equal(record.version, 1, 'a new record is at version 1');
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
        assert.equal(deactivated.json().isActive, false);

        const list = await app.inject({
          method: 'GET',
          url: `/admin/api/${c.name}`,
          headers: asAdmin,
        });
        const found = (list.json() as Array<Record<string, unknown>>).find((r) => r.id === id);
        assert.equal(found?.isActive, false, 'inactive records stay listed for editors');

        const reactivated = await app.inject({
          method: 'PATCH',
          url: `/admin/api/${c.name}/${id}`,
          headers: asAdmin,
          payload: { isActive: true },
        });
        assert.equal(reactivated.json().isActive, true);
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
        payload: { question: 'Only a question' },
      });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().errors, [{ field: 'answer', message: 'is required' }]);
      assert.match(res.json().message, /answer/);
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
        payload: { colour: 'red' },
      });
      assert.equal(unknown.statusCode, 400);
      assert.deepEqual(unknown.json().errors, [{ field: 'colour', message: 'is not allowed' }]);

      const badKind = await app.inject({
        method: 'POST',
        url: '/admin/api/training-lookups',
        headers: asAdmin,
        payload: { kind: 'colour', name: 'Blue' },
      });
      assert.equal(badKind.statusCode, 400);
      assert.equal(badKind.json().errors[0].field, 'kind');
    });

    it('answers 400 to a body in the public names, naming the field, and changes nothing', async () => {
      for (const [method, url, payload] of [
        ['PATCH', '/admin/api/technologies/1', { Name: 'Public name' }],
        ['PATCH', '/admin/api/menu-sections/1', { IsActive: false }],
        ['POST', '/admin/api/faq', { question: 'q', answer: 'a', OrderIndex: 3 }],
        ['PATCH', '/admin/api/services/1', { Category: 'Old' }],
      ] as const) {
        const res = await app.inject({ method, url, headers: asAdmin, payload });
        assert.equal(res.statusCode, 400, url);
        const field = Object.keys(payload).find((name) => /^[A-Z]/.test(name));
        assert.deepEqual(res.json().errors, [{ field, message: 'is not allowed' }], url);
      }
      const menu = (
        await app.inject({ method: 'GET', url: '/admin/api/menu-sections/1', headers: asAdmin })
      ).json();
      assert.equal(menu.isActive, true);
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
        payload: { path: '/about', title: 'Again' },
      });
      assert.equal(res.statusCode, 409);
    });
  });

  describe('/admin/api/site-settings', () => {
    it('reads and replaces the settings in camelCase, the public endpoint keeping its names', async () => {
      const current = await app.inject({
        method: 'GET',
        url: '/admin/api/site-settings',
        headers: asAdmin,
      });
      assert.equal(current.statusCode, 200);
      const settings = current.json() as Record<string, unknown>;
      assert.equal(settings.siteName, 'CloudForge Consulting');
      assert.equal(settings.linkedIn, 'https://www.linkedin.com/company/cloudforge-consulting');
      assert.deepEqual(
        Object.keys(settings).filter((name) => !/^[a-z][A-Za-z]*$/.test(name)),
        [],
        'every field camelCase',
      );

      const next = { ...settings, siteName: 'Renamed', linkedIn: ' https://example.com/x ' };
      const put = await app.inject({
        method: 'PUT',
        url: '/admin/api/site-settings',
        headers: asAdmin,
        payload: next,
      });
      assert.equal(put.statusCode, 200, put.body);
      assert.deepEqual(put.json(), next);
      const publicRes = await app.inject({
        method: 'GET',
        url: '/api/site-settings',
        headers: { 'x-api-key': 'test-api-key' },
      });
      const published = publicRes.json();
      assert.equal(published.SiteName, 'Renamed');
      assert.equal(published.Tagline, settings.tagline);
      // The URL stays under the spelling the settings had (the seed's), once.
      assert.equal(published.linkedin, ' https://example.com/x ');
      for (const spelling of ['LinkedIn', 'linkedIn', 'LINKEDIN']) {
        assert.equal(published[spelling], undefined, spelling);
      }
      assert.equal(published.siteName, undefined);
    });

    it('answers 400 naming siteName when it is missing or not a string', async () => {
      for (const payload of [
        { siteName: { text: 'x' }, siteUrl: 'http://x' },
        { siteUrl: 'http://x' },
      ]) {
        const res = await app.inject({
          method: 'PUT',
          url: '/admin/api/site-settings',
          headers: asAdmin,
          payload,
        });
        assert.equal(res.statusCode, 400);
        assert.equal(res.json().errors[0].field, 'siteName');
      }
    });

    it('answers 400 to a field in the public names, naming it', async () => {
      for (const name of ['SiteName', 'LinkedIn', 'linkedin']) {
        const res = await app.inject({
          method: 'PUT',
          url: '/admin/api/site-settings',
          headers: asAdmin,
          payload: { siteName: 'x', siteUrl: 'http://x', [name]: 'old style' },
        });
        assert.equal(res.statusCode, 400, name);
        assert.deepEqual(res.json().errors, [{ field: name, message: 'is not allowed' }], name);
      }
    });
  });

  describe('OpenAPI document', () => {
    it('documents every admin collection in camelCase with its own operation ids', async () => {
      const doc = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
      const menu = doc.components.schemas.AdminMenuSection;
      assert.deepEqual(Object.keys(menu.properties).sort(), [
        'id',
        'isActive',
        'name',
        'type',
        'updatedDate',
        'version',
      ]);
      assert.deepEqual(
        Object.keys(doc.components.schemas.AdminSiteSettings.properties).filter(
          (name) => name.toLowerCase() === 'linkedin',
        ),
        ['linkedIn'],
      );
      const operations = doc.paths['/admin/api/menu-sections/{id}'];
      assert.equal(operations.get.operationId, 'getMenuSection');
      assert.equal(operations.patch.operationId, 'updateMenuSection');
      assert.equal(operations.delete.operationId, 'deactivateMenuSection');
      assert.equal(doc.paths['/admin/api/faq'].get.operationId, 'listFaq');
      assert.equal(doc.paths['/admin/api/site-settings'].put.operationId, 'replaceSiteSettings');
      assert.equal(doc.paths['/admin/api/uploads/images'].post.operationId, 'uploadImage');
      const ids = Object.values(doc.paths).flatMap((path) =>
        Object.values(path as Record<string, { operationId?: string }>)
          .map((operation) => operation.operationId)
          .filter(Boolean),
      );
      assert.equal(new Set(ids).size, ids.length, 'operation ids are unique');
      for (const c of collections) {
        assert.ok(doc.paths[`/admin/api/${c.name}`].post.operationId, c.name);
      }
    });
  });
});
