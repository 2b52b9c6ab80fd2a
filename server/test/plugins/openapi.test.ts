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

  interface Operation {
    operationId?: string;
    summary?: string;
    security?: Array<Record<string, string[]>>;
    responses: Record<string, unknown>;
  }
  const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);
  /** Every operation of the document with its method and path. */
  const operationsOf = (doc: { paths: Record<string, Record<string, unknown>> }) =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.has(method))
        .map(([method, operation]) => ({
          path,
          method,
          where: `${method.toUpperCase()} ${path}`,
          operation: operation as Operation,
        })),
    );

  it('gives every operation a summary, its security and an operationId unique across the document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
    const seen = new Map<string, string>();
    const problems: string[] = [];
    let admin = 0;
    for (const { path, where, operation } of operationsOf(doc)) {
      const id = operation.operationId;
      if (id && seen.has(id)) problems.push(`${id} twice: ${seen.get(id)} and ${where}`);
      if (id) seen.set(id, where);
      if (!id) problems.push(`${where} has no operationId`);
      if (!operation.summary) problems.push(`${where} has no summary`);
      if (!Array.isArray(operation.security)) problems.push(`${where} has no security`);
      if (path.startsWith('/admin/api/')) admin += 1;
    }
    assert.ok(admin > 60, `${admin} admin operations`);
    assert.deepEqual(problems, []);
    assert.match(doc.servers[0].url, /^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('declares the refusals each operation really gives: 400 and 503 everywhere, 401 and 429 on the API', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
    const problems: string[] = [];
    for (const { path, where, operation } of operationsOf(doc)) {
      const answers = Object.keys(operation.responses);
      const needs = ['400', '503'];
      if (path.startsWith('/api/')) needs.push('401', '429');
      // The admin guard's answers, on the routes it guards (the session or the bearer token).
      const guarded = (operation.security ?? []).some((scheme) => 'adminSession' in scheme);
      if (path.startsWith('/admin/api/') && guarded) {
        needs.push('401', '403', '429');
      }
      for (const status of needs) {
        if (!answers.includes(status)) problems.push(`${where} does not declare ${status}`);
      }
    }
    assert.deepEqual(problems, []);
    const comment = doc.paths['/api/blog/{id}/comments'].post;
    assert.deepEqual(comment.security, [{ apiKey: [] }]);
    assert.match(comment.responses['429'].description, /Too many requests/);
    assert.ok(comment.responses['503'].headers['Retry-After']);
    assert.deepEqual(doc.paths['/admin/api/session'].post.security, []);
  });

  it("shows each visitor write's body with the shared form rules the server reads it with", async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
    const body = (path: string) =>
      doc.paths[path].post.requestBody?.content['application/json'].schema;
    const comment = body('/api/blog/{id}/comments');
    assert.deepEqual(comment.required, ['content']);
    assert.equal(comment.properties.content.maxLength, 5000);
    assert.ok(comment.properties.formToken, 'the human check token is part of the body');
    assert.deepEqual(body('/api/newsletter/subscribe').required, ['email']);
    assert.deepEqual(body('/api/consent/log').required, ['next', 'reason']);
    // A customer request is one of three forms (contact, the demo's first step, an article's).
    assert.equal(body('/api/customer_requests').anyOf.length, 3);
    assert.ok(body('/api/product-demo').properties.customerToken);
    for (const path of [
      '/api/blog/{id}/like',
      '/api/blog/{id}/bookmark',
      '/api/blog/{id}/share',
      '/api/blog/{id}/view',
      '/api/blog/comments/{commentId}/like',
      '/api/product-inquiry',
      '/api/corporate-training/submit',
      '/api/feedback',
    ]) {
      assert.equal(body(path)?.type, 'object', path);
    }
  });

  it('documents the paths a router could confuse on both of them', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
    assert.match(
      doc.paths['/api/blog/{id}/comments'].description,
      /Also fits \/api\/blog\/slug\/\{slug\}: the router takes the fixed segment "slug"/,
    );
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
