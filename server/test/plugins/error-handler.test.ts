import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { BAD_CHARACTERS } from '../../src/plugins/body-characters.js';
import { asAdmin, buildSuiteApp, noRateLimits, withKey } from '../helper.js';

const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, '1').replace(/\*$/, 'x');
const WRITES = new Set(['POST', 'PUT', 'PATCH']);

describe('a malformed JSON body', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const lines: string[] = [];
  before(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    ({ app, close } = await buildSuiteApp({
      logger: { level: 'info', stream },
      config: { rateLimits: noRateLimits },
    }));
  });
  after(() => close());

  const send = (method: string, url: string, payload: string) =>
    app.inject({
      method: method as 'POST',
      url,
      headers: { ...asAdmin, ...withKey, 'content-type': 'application/json' },
      payload,
    });

  it('answers 400 { message, errors } on every admin write, never 500', async () => {
    const writes = app.adminRoutes.filter((r) => WRITES.has(r.method));
    assert.ok(writes.length > 40, 'the admin writes are listed');
    for (const route of writes) {
      const res = await send(route.method, concrete(route.url), '{bad');
      assert.equal(res.statusCode, 400, `${route.method} ${route.url}: ${res.body}`);
      const body = res.json();
      assert.equal(typeof body.message, 'string', `${route.method} ${route.url}`);
      assert.ok(Array.isArray(body.errors), `${route.method} ${route.url}: ${res.body}`);
    }
  });

  it('answers 400 on every public write, in the shape the site reads', async () => {
    const writes = app.routeList.filter((r) => WRITES.has(r.method) && r.url.startsWith('/api/'));
    assert.ok(writes.length > 10, 'the public writes are listed');
    for (const route of writes) {
      const res = await send(route.method, concrete(route.url), '{"content": "trunc');
      assert.equal(res.statusCode, 400, `${route.method} ${route.url}: ${res.body}`);
      const body = res.json();
      assert.equal(body.success, false, `${route.method} ${route.url}: ${res.body}`);
      assert.equal(typeof body.message, 'string');
    }
  });

  it('answers 400 to the probe’s requests: a bogus body, __proto__, a truncated post', async () => {
    const cases: Array<[string, string, string]> = [
      ['POST', '/admin/api/invitations/accept', '{bad'],
      ['PATCH', '/admin/api/session/preferences', '{"__proto__":{}}'],
      ['POST', '/admin/api/blog', '{"Title":"A post","Content":"# Hea'],
      ['PUT', '/admin/api/site-settings', '{"siteName": '],
    ];
    for (const [method, url, payload] of cases) {
      const res = await send(method, url, payload);
      assert.equal(res.statusCode, 400, `${method} ${url}: ${res.body}`);
      assert.deepEqual(Object.keys(res.json()).sort(), ['errors', 'message'], res.body);
      assert.equal(res.json().errors[0].field, 'body');
    }
  });

  it('answers 400 naming the field to a NUL or a lone surrogate in any admin write, never 500', async () => {
    const writes = app.adminRoutes.filter((r) => WRITES.has(r.method));
    for (const payload of ['{"title":"A\\u0000B"}', '{"title":"half \\ud800 of a pair"}']) {
      for (const route of writes) {
        const res = await send(route.method, concrete(route.url), payload);
        assert.equal(res.statusCode, 400, `${route.method} ${route.url}: ${res.body}`);
        assert.deepEqual(
          res.json(),
          { message: BAD_CHARACTERS, errors: [{ field: 'title', message: BAD_CHARACTERS }] },
          `${route.method} ${route.url}`,
        );
      }
    }
  });

  it('names a nested field, and leaves tabs and line breaks alone', async () => {
    const nested = await send(
      'PUT',
      '/admin/api/site-settings',
      '{"footer":{"links":[{"label":"ok"},{"label":"bell \\u0007"}]}}',
    );
    assert.equal(nested.statusCode, 400, nested.body);
    assert.equal(nested.json().errors[0].field, 'footer.links.1.label');
    const plain = await send('PATCH', '/admin/api/session/preferences', '{"note":"a\\tb\\r\\nc"}');
    assert.notEqual(plain.json().message, BAD_CHARACTERS, plain.body);
  });

  it('logs client errors without a stack trace', async () => {
    lines.length = 0;
    await send('POST', '/admin/api/invitations/accept', '{bad');
    await send('PATCH', '/admin/api/session/preferences', '{"__proto__":{}}');
    assert.ok(lines.length > 0, 'the requests were logged');
    for (const line of lines) {
      assert.ok(!line.includes('"stack"'), line);
      assert.ok(JSON.parse(line).level < 50, line);
    }
  });
});
