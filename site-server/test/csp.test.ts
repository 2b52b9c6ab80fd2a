import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy, inlineScriptHashes } from '../src/csp';
import { createSiteServer } from '../src/app';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

const PAGE = [
  '<html><head>',
  '<script>document.documentElement.className="theme-dark"</script>',
  '<script type="application/ld+json">{"@type":"BlogPosting"}</script>',
  '<script src="/app-0123456789abcdef0123.js" async></script>',
  '<script id="gatsby-script-loader">window.pagePath="/"</script>',
  '</head><body></body></html>',
].join('');

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts a browser runs, not data blocks or src scripts', () => {
    assert.deepEqual(
      inlineScriptHashes(PAGE),
      [sha('document.documentElement.className="theme-dark"'), sha('window.pagePath="/"')].sort(),
    );
  });
});

describe('contentSecurityPolicy', () => {
  it('allows inline script only by hash, and the provider for calls', () => {
    const csp = contentSecurityPolicy(PAGE, { connectSrc: ['http://127.0.0.1:8080'] });
    const directives = Object.fromEntries(
      csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    assert.ok(!directives['script-src'].includes("'unsafe-inline'"));
    assert.ok(!directives['script-src'].includes("'unsafe-eval'"));
    assert.ok(directives['script-src'].includes(sha('window.pagePath="/"')));
    assert.ok(directives['connect-src'].includes('http://127.0.0.1:8080'));
    assert.deepEqual(directives['object-src'], ["'none'"]);
    assert.deepEqual(directives['frame-ancestors'], ["'none'"]);
  });
});

describe('site server pages', () => {
  it('carry the policy of their own inline scripts', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'csp-'));
    after(() => rm(dir, { recursive: true, force: true }));
    await writeFile(path.join(dir, 'index.html'), PAGE);
    const app = await createSiteServer({
      publicDir: dir,
      csp: { connectSrc: ['https://api.example'] },
    });
    const res = await app.inject({ url: '/' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, PAGE);
    assert.match(String(res.headers['content-security-policy']), /script-src 'self' 'sha256-/);
    assert.equal(res.headers['cache-control'], 'public, max-age=0, must-revalidate');
    await app.close();
  });
});
