import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { asAdmin, buildSuiteApp, withKey } from '../helper.js';

describe('Cache-Control of the admin API', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => {
    ({ app, close } = await buildSuiteApp());
  });
  after(() => close());

  it('is no-store on every admin read, the CSV exports, the session and the outbox included', async () => {
    const reads = app.adminRoutes.filter((r) => r.method === 'GET' && !r.url.includes(':'));
    for (const url of [
      '/admin/api/leads/export.csv',
      '/admin/api/subscribers/export.csv',
      '/admin/api/session',
      '/admin/api/outbox',
    ]) {
      assert.ok(
        reads.some((r) => r.url === url),
        `${url} is an admin read`,
      );
    }
    for (const { url } of reads) {
      const res = await app.inject({ url, headers: asAdmin });
      assert.ok(res.statusCode < 500, `${url}: ${res.statusCode} ${res.body}`);
      assert.equal(res.headers['cache-control'], 'no-store', `${url} (${res.statusCode})`);
    }
  });

  it('is no-store on writes, refusals and unknown admin addresses', async () => {
    const answers = await Promise.all([
      app.inject({ url: '/admin/api/leads' }),
      app.inject({ url: '/admin/api/leads/999999', headers: asAdmin }),
      app.inject({ url: '/admin/api/no-such-thing', headers: asAdmin }),
      app.inject({ method: 'POST', url: '/admin/api/no-such-thing', headers: asAdmin }),
      app.inject({ url: '/%61dmin/api/leads', headers: asAdmin }),
      app.inject({
        method: 'PUT',
        url: '/admin/api/site-settings',
        headers: asAdmin,
        payload: {},
      }),
    ]);
    for (const res of answers) {
      assert.equal(res.headers['cache-control'], 'no-store', `${res.statusCode} ${res.body}`);
    }
  });

  it('leaves the public API its own caching', async () => {
    const res = await app.inject({ url: '/api/site-settings', headers: withKey });
    assert.equal(res.headers['cache-control'], 'no-cache');
  });
});
