import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { buildSuiteApp, engine } from '../helper.js';

describe(`OpenAPI document on ${engine}`, () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await buildSuiteApp()));
  after(() => close());

  it('GET /docs/openapi.json lists every public and admin route without an API key', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/openapi.json' });
    assert.equal(res.statusCode, 200);
    const doc = res.json();
    assert.equal(doc.openapi, '3.1.0');
    for (const path of [
      '/api/menus-and-sections',
      '/api/sections',
      '/api/site-settings',
      '/api/page-seo',
      '/api/page-seo/{encodedPath}',
      '/api/faq',
      '/api/blog',
      '/api/blog/{id}',
      '/api/blog/slug/{slug}',
      '/api/blog/search',
      '/api/technologies',
      '/api/services-structured',
      '/api/services-structured/{id}',
      '/api/products',
      '/api/products/{id}',
      '/api/industries',
      '/api/core-expertise',
      '/api/corporate-training/training-topics',
      '/api/corporate-training/lookup-data',
      '/api/generated-images',
      '/api/generated-images/search/{filename}',
      '/api/generated-images/type/{type}',
      '/admin/api/blog',
      '/admin/api/menu-sections/{id}',
      '/admin/api/uploads/images',
      '/admin/api/media',
      '/admin/api/media/{id}',
    ]) {
      assert.ok(doc.paths[path], path);
    }
    assert.equal(doc.paths['/docs/openapi.json'], undefined);
  });

  it('gives every admin operation a summary and an operationId, unique across the document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
    const seen = new Map<string, string>();
    const problems: string[] = [];
    let admin = 0;
    for (const [path, operations] of Object.entries<Record<string, Record<string, unknown>>>(
      doc.paths,
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        const id = operation.operationId as string | undefined;
        if (id && seen.has(id)) problems.push(`${id} twice: ${seen.get(id)} and ${where}`);
        if (id) seen.set(id, where);
        if (!path.startsWith('/admin/api/')) continue;
        admin += 1;
        if (!id) problems.push(`${where} has no operationId`);
        if (!operation.summary) problems.push(`${where} has no summary`);
      }
    }
    assert.ok(admin > 60, `${admin} admin operations`);
    assert.deepEqual(problems, []);
  });

  it('declares each response shape once, as a named component', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
    for (const name of ['BlogPost', 'BlogPostList', 'MenuSection', 'Product', 'PageSeo', 'Error']) {
      assert.ok(doc.components.schemas[name], name);
    }
    assert.deepEqual(Object.keys(doc.components.schemas.MenuSection.properties).sort(), [
      'Id',
      'IsActive',
      'Name',
      'Type',
      'UpdatedDate',
    ]);
    const blog = doc.paths['/api/blog'].get;
    assert.match(JSON.stringify(blog.responses['200']), /BlogPostList/);
    assert.deepEqual(blog.security, [{ apiKey: [] }]);
    assert.ok(doc.components.securitySchemes.adminToken);
  });

  it('serves the docs UI at /docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs' });
    const page =
      res.statusCode === 302
        ? await app.inject({ method: 'GET', url: res.headers.location as string })
        : res;
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /swagger-ui/i);
  });
});
