import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CompressionCache, compressibleType } from '../src/compression';
import { createSiteServer } from '../src/app';

const tmp: string[] = [];
after(() => Promise.all(tmp.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('compressible files', () => {
  it('compresses text types only', () => {
    assert.match(compressibleType('app-1.js') ?? '', /javascript/);
    assert.match(compressibleType('page-data/index/page-data.json') ?? '', /json/);
    assert.match(compressibleType('images/logo.SVG') ?? '', /svg/);
    assert.equal(compressibleType('images/hero.png'), undefined);
    assert.equal(compressibleType('fonts/a.woff2'), undefined);
    assert.equal(compressibleType('LICENSE'), undefined);
  });
});

describe('compression cache', () => {
  it('makes each body once and drops the least recently used beyond its size', async () => {
    const cache = new CompressionCache(10);
    let made = 0;
    const make = (n: number) => async () => {
      made += 1;
      return Buffer.alloc(n);
    };
    await cache.get('a', make(4));
    await cache.get('a', make(4));
    assert.equal(made, 1);
    await cache.get('b', make(4));
    await cache.get('a', make(4)); // a is now the most recent
    await cache.get('c', make(4)); // 12 bytes: b goes
    assert.equal(cache.size, 8);
    assert.equal(made, 3);
    await cache.get('a', make(4));
    assert.equal(made, 3);
    await cache.get('b', make(4));
    assert.equal(made, 4);
  });

  it('does not keep a failed attempt', async () => {
    const cache = new CompressionCache(100);
    await assert.rejects(
      cache.get('x', async () => {
        throw new Error('disk');
      }),
    );
    assert.equal((await cache.get('x', async () => Buffer.from('ok'))).toString(), 'ok');
  });
});

describe('site server compression', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-compress-'));
  tmp.push(dir);
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const page = `<!doctype html><html><head><script>${'1;'.repeat(10)}</script></head><body>${'<p>text</p>'.repeat(300)}</body></html>`;
  await writeFile(path.join(dir, 'app-0123456789abcdef0123.js'), script);
  await writeFile(path.join(dir, 'tiny.js'), 'let a=1;');
  await writeFile(path.join(dir, 'index.html'), page);
  const app = await createSiteServer({ publicDir: dir, csp: { connectSrc: [] } });
  after(() => app.close());

  it('sends a bundle with Brotli or gzip as asked, same bytes once decoded, cacheable forever', async () => {
    const br = await app.inject({
      url: '/app-0123456789abcdef0123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['vary'], 'Accept-Encoding');
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.ok(br.rawPayload.length < script.length / 10);
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), script);

    const gz = await app.inject({
      url: '/app-0123456789abcdef0123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), script);

    const plain = await app.inject({ url: '/app-0123456789abcdef0123.js' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, script);
  });

  it('answers a repeated request for the same encoding with 304', async () => {
    const first = await app.inject({
      url: '/app-0123456789abcdef0123.js',
      headers: { 'accept-encoding': 'br' },
    });
    const etag = String(first.headers['etag']);
    assert.match(etag, /-br"$/);
    const again = await app.inject({
      url: '/app-0123456789abcdef0123.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    assert.equal(again.statusCode, 304);
    assert.equal(again.rawPayload.length, 0);
  });

  it('leaves small files as they are', async () => {
    const res = await app.inject({ url: '/tiny.js', headers: { 'accept-encoding': 'br' } });
    assert.equal(res.headers['content-encoding'], undefined);
    assert.equal(res.body, 'let a=1;');
  });

  it('compresses pages and keeps their Content-Security-Policy', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    assert.equal(res.headers['content-encoding'], 'br');
    assert.match(String(res.headers['content-security-policy']), /script-src 'self' 'sha256-/);
    assert.equal(res.headers['cache-control'], 'public, max-age=0, must-revalidate');
    assert.equal(brotliDecompressSync(res.rawPayload).toString(), page);
  });
});
