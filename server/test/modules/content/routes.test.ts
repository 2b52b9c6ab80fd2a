import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { asAdmin, buildSuiteApp, engine, withKey } from '../../helper.js';

const keys = (o: object) => Object.keys(o).sort();

describe(`public content endpoints on ${engine}`, () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await buildSuiteApp()));
  after(() => close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...withKey, ...headers } });
  /** Creates a record through the admin API and deactivates it. */
  async function inactive(collection: string, body: Record<string, unknown>) {
    const created = await app.inject({
      method: 'POST',
      url: `/admin/api/${collection}`,
      headers: asAdmin,
      payload: body,
    });
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().id;
    const res = await app.inject({
      method: 'DELETE',
      url: `/admin/api/${collection}/${id}`,
      headers: asAdmin,
    });
    assert.equal(res.statusCode, 200);
    return id as number;
  }

  describe('GET /api/menus-and-sections', () => {
    it('answers every seeded label with Id, Name, Type, IsActive and UpdatedDate', async () => {
      const res = await get('/api/menus-and-sections');
      assert.equal(res.statusCode, 200);
      const menus = res.json() as Array<Record<string, unknown>>;
      assert.deepEqual(keys(menus[0]!), ['Id', 'IsActive', 'Name', 'Type', 'UpdatedDate']);
      assert.ok(!Number.isNaN(Date.parse(menus[0]!.UpdatedDate as string)));
      const names = menus.map((m) => m.Name);
      for (const label of [
        'Services',
        'Industry',
        'Corporate Training',
        'Courses',
        'Path',
        'Blog',
        'About',
        'Expertise',
        'Partner',
        'Product',
        'Get Started',
        'Achievements-AboutUs',
        'Partnership-Enquiry-Home-Section',
      ]) {
        const entry = menus.find((m) => m.Name === label);
        assert.ok(entry, `${label} is seeded`);
        assert.equal(entry.IsActive, true);
      }
      assert.ok(menus.filter((m) => String(m.Type).includes('menu')).length >= 11);
      assert.ok(names.includes('Services'));
    });

    it('keeps inactive entries, so the site can hide their pages', async () => {
      const id = await inactive('menu-sections', { name: 'Courses', type: 'menu' });
      const menus = (await get('/api/menus-and-sections')).json() as Array<Record<string, unknown>>;
      assert.equal(menus.find((m) => m.Id === id)?.IsActive, false);
    });
  });

  describe('GET /api/sections', () => {
    it('answers name, isActive and content, including the contact methods', async () => {
      const res = await get('/api/sections');
      assert.equal(res.statusCode, 200);
      const sections = res.json() as Array<{ name: string; isActive: boolean; content: unknown }>;
      const methods = sections.find((s) => s.name.includes('contact') && s.name.includes('method'));
      assert.ok(methods?.isActive);
      assert.deepEqual(
        (methods.content as Array<{ title: string }>).map((m) => m.title),
        ['Corporate Training Request', 'IT Consultation', 'Partnership Inquiry'],
      );
      assert.deepEqual(keys(sections[0]!), ['content', 'id', 'isActive', 'name']);
    });
  });

  describe('GET /api/page-seo', () => {
    it('lists SEO records with their path, title, meta fields and indexing, including the one of /', async () => {
      const res = await get('/api/page-seo');
      assert.equal(res.statusCode, 200);
      const home = (res.json() as Array<Record<string, unknown>>).find((r) => r.Path === '/');
      assert.ok(home);
      for (const field of [
        'Path',
        'Title',
        'MetaDescription',
        'MetaKeywords',
        'Indexable',
        'FollowLinks',
        'OgTitle',
        'OgDescription',
        'OgImageUrl',
        'TwitterCard',
        'CanonicalUrl',
        'StructuredDataJson',
      ]) {
        assert.ok(field in home, field);
      }
    });

    it('answers one record by its encoded path, with or without the leading slash', async () => {
      const encoded = await get(`/api/page-seo/${encodeURIComponent('/about')}`);
      assert.equal(encoded.statusCode, 200);
      assert.equal(encoded.json().Path, '/about');
      const home = await get(`/api/page-seo/${encodeURIComponent('/')}`);
      assert.equal(home.json().Path, '/');
      assert.equal((await get('/api/page-seo/services')).json().Path, '/services');
    });

    it('answers 404 for a path without a record and for an inactive record', async () => {
      assert.equal((await get('/api/page-seo/%2Fnowhere')).statusCode, 404);
      await inactive('page-seo', { path: '/hidden-page', title: 'Hidden' });
      const res = await get('/api/page-seo/%2Fhidden-page');
      assert.equal(res.statusCode, 404);
      assert.deepEqual(res.json(), { message: 'Page SEO not found' });
    });
  });

  // Active-only collections: [url, admin collection, minimal admin body, id field, fields]
  const activeOnly: Array<[string, string, Record<string, unknown>, string, string[]]> = [
    [
      '/api/faq',
      'faq',
      { question: 'Hidden?', answer: 'Yes' },
      'Id',
      ['Answer', 'Id', 'IsActive', 'OrderIndex', 'Question'],
    ],
    [
      '/api/technologies',
      'technologies',
      { name: 'Hidden tech' },
      'Id',
      ['Id', 'IsActive', 'Name', 'OrderIndex'],
    ],
    [
      '/api/services-structured',
      'services',
      { name: 'Hidden service' },
      'id',
      [
        'Category',
        'description',
        'features',
        'href',
        'icon',
        'id',
        'imageUrl',
        'isActive',
        'name',
        'orderIndex',
        'price',
      ],
    ],
    [
      '/api/products',
      'products',
      { name: 'Hidden product', price: '10' },
      'id',
      ['description', 'id', 'isActive', 'name', 'price'],
    ],
    [
      '/api/industries',
      'industries',
      { name: 'Hidden industry' },
      'Id',
      ['Description', 'Id', 'IsActive', 'Name'],
    ],
    [
      '/api/core-expertise',
      'core-expertise',
      { name: 'Hidden expertise' },
      'Id',
      ['Category', 'Description', 'Icon', 'Id', 'IsActive', 'Name', 'OrderIndex'],
    ],
    [
      '/api/corporate-training/training-topics',
      'training-topics',
      { name: 'Hidden topic' },
      'Id',
      ['Category', 'Description', 'Id', 'IsActive', 'Name', 'OrderIndex'],
    ],
  ];
  for (const [url, collection, body, idField, fields] of activeOnly) {
    describe(`GET ${url}`, () => {
      it('answers the seeded records with exactly their public fields, leaving inactive ones out', async () => {
        const id = await inactive(collection, body);
        const res = await get(url);
        assert.equal(res.statusCode, 200);
        const records = res.json() as Array<Record<string, unknown>>;
        assert.ok(records.length > 0);
        assert.deepEqual(keys(records[0]!), fields);
        assert.ok(records.every((r) => r[idField === 'Id' ? 'IsActive' : 'isActive'] === true));
        assert.ok(!records.some((r) => r[idField] === id));
      });
    });
  }

  it('GET /api/technologies answers the 20 technology names in their order', async () => {
    const names = ((await get('/api/technologies')).json() as Array<{ Name: string }>).map(
      (t) => t.Name,
    );
    assert.equal(names[0], 'Azure Government and Public Cloud');
    assert.equal(names[19], 'Azure Load Testing');
  });

  it('GET /api/products answers price as a numeric string', async () => {
    const products = (await get('/api/products')).json() as Array<{ price: unknown }>;
    assert.ok(products.every((p) => typeof p.price === 'string' && /^\d+(\.\d+)?$/.test(p.price)));
  });

  it('GET /api/services-structured lists the seven fallback services with features as a list', async () => {
    const services = (await get('/api/services-structured')).json() as Array<{
      name: string;
      features: unknown;
    }>;
    assert.deepEqual(
      services.slice(0, 7).map((s) => s.name),
      [
        'Azure Consulting',
        'Live Online Workshops',
        'Corporate Training',
        'Azure AI/ML Consulting',
        'Analytics & Optimization',
        'Migration & Modernization',
        'Governance & Security',
      ],
    );
    assert.ok(Array.isArray(services[0]!.features));
  });

  describe('GET one record by id', () => {
    for (const [url, collection, body] of [
      ['/api/technologies', 'technologies', { name: 'Gone' }],
      ['/api/services-structured', 'services', { name: 'Gone' }],
      ['/api/products', 'products', { name: 'Gone', price: '1' }],
    ] as const) {
      it(`${url}/{id} answers an active record, 404 for inactive or unknown ids`, async () => {
        const list = (await get(url)).json() as Array<Record<string, unknown>>;
        const first = list[0]!;
        const one = await get(`${url}/${first.Id ?? first.id}`);
        assert.equal(one.statusCode, 200);
        assert.deepEqual(one.json(), first);
        const id = await inactive(collection, body);
        assert.equal((await get(`${url}/${id}`)).statusCode, 404);
        assert.equal((await get(`${url}/999999`)).statusCode, 404);
      });
    }
  });

  describe('GET /api/corporate-training/lookup-data', () => {
    it('answers the three lists of Id and Name', async () => {
      const res = await get('/api/corporate-training/lookup-data');
      assert.equal(res.statusCode, 200);
      const data = res.json();
      assert.deepEqual(keys(data), ['trainingDurations', 'trainingTopics', 'trainingTypes']);
      assert.deepEqual(
        data.trainingTypes.map((t: { Name: string }) => t.Name),
        ['Live Online', 'Classroom (On-site)', 'Hybrid'],
      );
      assert.deepEqual(keys(data.trainingDurations[0]), ['Id', 'Name']);
      assert.ok(data.trainingTopics.length >= 5);
    });
  });

  describe('GET /api/generated-images', () => {
    it('answers success and images with fileName, url and generationType', async () => {
      const res = await get('/api/generated-images');
      const body = res.json();
      assert.equal(body.success, true);
      assert.ok(body.images.length > 0);
      const hero = body.images.find((i: { fileName: string }) => i.fileName === 'hero-home.svg');
      assert.equal(hero.generationType, 'hero-background');
      assert.match(hero.url, /^\/uploads\/images\//);
    });

    it('search/{filename} answers the images whose name contains it', async () => {
      const body = (await get('/api/generated-images/search/HERO-BLOG')).json();
      assert.deepEqual(
        body.images.map((i: { fileName: string }) => i.fileName),
        ['hero-blog.svg'],
      );
      const none = (await get('/api/generated-images/search/nothing-like-this')).json();
      assert.deepEqual(none, { success: true, images: [] });
    });

    it('type/{type} answers only images of that type, without inactive ones', async () => {
      const id = await inactive('generated-images', {
        fileName: 'old.svg',
        url: '/uploads/images/old.svg',
        generationType: 'service-card',
      });
      const body = (await get('/api/generated-images/type/service-card')).json();
      assert.ok(body.images.length >= 7);
      assert.ok(
        body.images.every((i: { generationType: string }) => i.generationType === 'service-card'),
      );
      assert.ok(!body.images.some((i: { id: number }) => i.id === id));
    });
  });

  describe('ETag', () => {
    it('sends an ETag and answers 304 with no body when If-None-Match matches', async () => {
      const first = await get('/api/technologies');
      const etag = first.headers.etag as string;
      assert.match(etag, /^"[\w-]+"$/);
      const again = await get('/api/technologies', { 'if-none-match': etag });
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');
      const weak = await get('/api/technologies', { 'if-none-match': `W/${etag}, "other"` });
      assert.equal(weak.statusCode, 304);
    });

    it('changes the ETag when the content changes', async () => {
      const before = (await get('/api/industries')).headers.etag as string;
      await app.inject({
        method: 'POST',
        url: '/admin/api/industries',
        headers: asAdmin,
        payload: { name: 'Space' },
      });
      const res = await get('/api/industries', { 'if-none-match': before });
      assert.equal(res.statusCode, 200);
      assert.notEqual(res.headers.etag, before);
    });

    it('is not sent with errors', async () => {
      const res = await get('/api/products/999999');
      assert.equal(res.statusCode, 404);
      assert.equal(res.headers.etag, undefined);
    });
  });

  it('requires the X-API-Key on every content endpoint', async () => {
    for (const url of [
      '/api/faq',
      '/api/blog',
      '/api/generated-images',
      '/api/menus-and-sections',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 401, url);
    }
  });
});
