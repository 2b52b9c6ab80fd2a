import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { API_CSP, DOCUMENT_ONLY_HEADERS } from '../../src/plugins/security-headers.js';
import { buildSuiteApp, engine, withKey } from '../helper.js';

/** The headers @fastify/helmet itself sets on an answer, registered the usual way. */
async function helmetReference(): Promise<Record<string, string>> {
  const app = Fastify({ logger: false });
  await app.register(helmet);
  app.get('/', async () => ({}));
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  const own = new Set(['content-type', 'content-length', 'date', 'connection']);
  return Object.fromEntries(
    Object.entries(res.headers).filter(([name]) => !own.has(name)) as [string, string][],
  );
}

describe(`security headers on ${engine}`, () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await buildSuiteApp()));
  after(() => close());

  it("sets @fastify/helmet's headers on cached, refused, missing and health answers, with a JSON API's policy and without the document-only ones", async () => {
    const expected = await helmetReference();
    assert.ok(Object.keys(expected).length >= 10);
    assert.ok(expected['content-security-policy']);
    const answers = {
      miss: await app.inject({ method: 'GET', url: '/api/site-settings', headers: withKey }),
      hit: await app.inject({ method: 'GET', url: '/api/site-settings', headers: withKey }),
      refused: await app.inject({ method: 'GET', url: '/api/site-settings' }),
      missing: await app.inject({ method: 'GET', url: '/api/nothing', headers: withKey }),
      health: await app.inject({ method: 'GET', url: '/health' }),
    };
    assert.deepEqual(
      Object.values(answers).map((r) => r.statusCode),
      [200, 200, 401, 404, 200],
    );
    for (const name of DOCUMENT_ONLY_HEADERS) assert.ok(expected[name], `helmet sets ${name}`);
    const kept = Object.entries(expected).filter(([name]) => !DOCUMENT_ONLY_HEADERS.has(name));
    assert.deepEqual(kept.map(([name]) => name).sort(), [
      'content-security-policy',
      'cross-origin-resource-policy',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
    ]);
    for (const [label, res] of Object.entries(answers)) {
      for (const [name, value] of kept) {
        const want = name === 'content-security-policy' ? API_CSP : value;
        assert.equal(res.headers[name], want, `${label}: ${name}`);
      }
      for (const name of DOCUMENT_ONLY_HEADERS) {
        assert.equal(res.headers[name], undefined, `${label}: no ${name}`);
      }
    }
  });

  it("keeps helmet's page policy on the HTML documentation, which loads scripts and styles", async () => {
    const expected = await helmetReference();
    const docs = await app.inject({ method: 'GET', url: '/docs/' });
    assert.equal(docs.statusCode, 200);
    assert.match(String(docs.headers['content-type']), /text\/html/);
    for (const [name, value] of Object.entries(expected)) {
      assert.equal(docs.headers[name], value, name);
    }
    assert.match(String(docs.headers['content-security-policy']), /script-src 'self'/);
  });
});
