import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { buildSuiteApp, engine, withKey } from '../helper.js';

describe(`X-API-Key on /api/* on ${engine}`, () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await buildSuiteApp()));
  after(() => close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('answers 401 to a key-less request and 200 with the key', async () => {
    assert.equal((await get('/api/blog')).statusCode, 401);
    assert.equal((await get('/api/blog', withKey)).statusCode, 200);
  });

  it('answers 401 to percent-encoded spellings the router decodes to an /api route', async () => {
    for (const url of ['/%61pi/blog', '/%61%70%69/blog', '/api/%62log', '/%61pi/blog?limit=1']) {
      const res = await get(url);
      assert.equal(res.statusCode, 401, url);
      assert.deepEqual(res.json(), {
        error: 'Unauthorized',
        message: 'Missing or invalid X-API-Key header',
      });
      assert.equal((await get(url, withKey)).statusCode, 200, `${url} with the key`);
    }
  });

  it('answers 404 to spellings the router does not match, and leaks no data', async () => {
    // Routes are case-sensitive and slashes are not collapsed: these reach no handler.
    for (const url of ['/API/blog', '//api/blog', '/%2561pi/blog']) {
      const res = await get(url);
      assert.equal(res.statusCode, 404, url);
      assert.deepEqual(res.json(), { message: 'Not found' }, url);
    }
  });

  it('still refuses key-less requests to /api addresses no route matches', async () => {
    for (const url of ['/api/nothing-here', '/api//blog', '/api']) {
      assert.equal((await get(url)).statusCode, 401, url);
    }
  });

  it('needs no key outside /api', async () => {
    assert.equal((await get('/health')).statusCode, 200);
  });
});
