import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { asAdmin, buildSuiteApp, engine, withKey } from '../../helper.js';

describe(`the signed preview answer on ${engine}`, () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const lines: string[] = [];
  let url: string;
  before(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    ({ app, close } = await buildSuiteApp({ logger: { level: 'info', stream } }));
    const post = await app.inject({
      method: 'POST',
      url: '/admin/api/blog',
      headers: asAdmin,
      payload: { title: 'A private draft', content: 'Not yet', tags: [{ name: 'Drafts' }] },
    });
    assert.equal(post.statusCode, 201, post.body);
    const link = await app.inject({
      method: 'POST',
      url: `/admin/api/blog/${post.json().id}/preview`,
      headers: asAdmin,
    });
    assert.equal(link.statusCode, 200, link.body);
    url = link.json().url;
  });
  after(() => close());

  const read = (address: string, headers: Record<string, string> = {}) =>
    app.inject({ url: address, headers: { ...withKey, ...headers } });

  it('leaves with Cache-Control: private, no-store and no ETag, every time', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await read(url);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.headers['cache-control'], 'private, no-store');
      assert.equal(res.headers.etag, undefined);
    }
    const refused = await read(url.replace(/sig=./, 'sig=A'));
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.headers['cache-control'], 'private, no-store');
  });

  it('is read afresh each time: no 304 for a guessed ETag, no cached copy after a change', async () => {
    const first = await read(url);
    const again = await read(url, { 'if-none-match': '*' });
    assert.equal(again.statusCode, 200);
    assert.equal(again.body, first.body);
  });

  it('writes no preview signature to the log', async () => {
    lines.length = 0;
    await read(url);
    await read(url.replace(/sig=./, 'sig=A'));
    const sig = new URL(url, 'http://x').searchParams.get('sig')!;
    assert.ok(sig.length > 10);
    const logged = lines.join('');
    assert.ok(logged.includes('sig=[redacted]'), logged);
    assert.ok(!logged.includes(sig), logged);
    assert.ok(!logged.includes(sig.slice(1)), 'nor the tampered one');
  });
});
