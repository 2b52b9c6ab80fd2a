import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { asAdmin, buildSuiteApp, withKey } from '../helper.js';

const CONTROLS = ['%00', '%0A', '%1f', '%7F'];
const headers = { ...asAdmin, ...withKey };

describe('a control character in the address', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => {
    ({ app, close } = await buildSuiteApp());
  });
  after(() => close());

  it('answers 400 to the probe’s requests', async () => {
    for (const url of [
      '/api/blog/search?q=%00',
      '/api/blog?tag=%00',
      '/api/page-seo/%00',
      '/admin/api/leads?q=%00',
      '/admin/api/comments?status=pending&q=a%00b',
    ]) {
      const res = await app.inject({ url, headers });
      assert.equal(res.statusCode, 400, `${url}: ${res.body}`);
      assert.match(res.json().message, /control character/);
    }
  });

  it('answers 400 on every route, in a path parameter or the query string', async () => {
    const routes = app.routeList.filter((r) => r.method !== 'OPTIONS');
    assert.ok(routes.length > 100, 'the routes are listed');
    for (const { method, url } of routes) {
      for (const control of CONTROLS) {
        const plain = url.replace(/:[a-zA-Z]+/g, '1').replace(/\*$/, 'x');
        const addresses = [`${plain}?q=a${control}&page=1`];
        if (/[:*]/.test(url)) {
          addresses.push(url.replace(/:[a-zA-Z]+/g, `a${control}`).replace(/\*$/, `a${control}`));
        }
        for (const address of addresses) {
          const res = await app.inject({ method: method as 'GET', url: address, headers });
          assert.equal(res.statusCode, 400, `${method} ${address}: ${res.body}`);
        }
      }
    }
  });

  it('leaves an encoded percent sign or a space alone', async () => {
    const res = await app.inject({ url: '/api/blog/search?q=100%2500%20off', headers });
    assert.equal(res.statusCode, 200, res.body);
  });
});
