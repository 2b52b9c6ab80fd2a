import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { EDITOR_APP_NOT_BUILT } from '../../../src/modules/editor-app/routes.js';
import { EDITOR_APP_CSP } from '../../../src/plugins/security-headers.js';
import { asAdmin, buildSuiteApp, engine } from '../../helper.js';

const INDEX = '<!doctype html><title>Editor app</title><div id="root"></div>';

describe(`the editor app at /admin on ${engine}`, () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let dir: string;

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'editor-app-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), INDEX);
    await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
    await writeFile(
      path.join(dir, 'assets', 'index-abc123.js.br'),
      brotliCompressSync('console.log("app")'),
    );
    ({ app, close } = await buildSuiteApp({ config: { adminAppDir: dir } }));
  });
  after(async () => {
    await close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers index.html without a cache for /admin and every app route under it', async () => {
    for (const url of [
      '/admin',
      '/admin/',
      '/admin/posts',
      '/admin/posts/12/show',
      '/admin/login',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.body, INDEX, url);
      assert.match(String(response.headers['content-type']), /^text\/html/, url);
      assert.equal(response.headers['cache-control'], 'no-cache', url);
      assert.equal(response.headers['content-security-policy'], EDITOR_APP_CSP, url);
    }
  });

  it('serves hashed files with a year-long immutable cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/admin/assets/index-abc123.js' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, 'console.log("app")');
    assert.match(String(response.headers['cache-control']), /max-age=31536000/);
    assert.match(String(response.headers['cache-control']), /immutable/);
    const compressed = await app.inject({
      method: 'GET',
      url: '/admin/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    assert.equal(compressed.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(compressed.rawPayload).toString(), 'console.log("app")');
    const missing = await app.inject({ method: 'GET', url: '/admin/assets/index-gone.js' });
    assert.equal(missing.statusCode, 404);
  });

  it('leaves /admin/api to the API: its routes answer JSON and an unknown one is a JSON 404', async () => {
    const posts = await app.inject({ method: 'GET', url: '/admin/api/blog', headers: asAdmin });
    assert.equal(posts.statusCode, 200);
    assert.ok(Array.isArray(posts.json().posts));
    assert.equal(
      posts.headers['content-security-policy'],
      "default-src 'none'; frame-ancestors 'none'",
    );
    const unknown = await app.inject({
      method: 'GET',
      url: '/admin/api/no-such-thing',
      headers: asAdmin,
    });
    assert.equal(unknown.statusCode, 404);
    assert.match(String(unknown.headers['content-type']), /application\/json/);
    assert.notEqual(unknown.body, INDEX);
  });

  it('answers 503 with the build command while the app is not built', async (t) => {
    const empty = await mkdtemp(path.join(tmpdir(), 'editor-app-empty-'));
    t.after(() => rm(empty, { recursive: true, force: true }));
    const other = await buildSuiteApp({ config: { adminAppDir: empty } });
    t.after(() => other.close());
    const response = await other.app.inject({ method: 'GET', url: '/admin/posts' });
    assert.equal(response.statusCode, 503);
    assert.equal(response.body, EDITOR_APP_NOT_BUILT);
  });
});
