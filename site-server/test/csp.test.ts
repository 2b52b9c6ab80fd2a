import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy, FILE_CSP, inlineScriptHashes } from '../src/csp';
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

/** Script-like text a page's content can hold that no browser runs as a script. */
const CONTENT_WITH_SCRIPT_TEXT = [
  '<html><head><script>window.pagePath="/"</script></head><body>',
  // A code fence whose language was `"><script>alert(1)</script>`: text inside attributes.
  '<pre data-language="&#x22;><script>alert(1)</script>">',
  '<code class="language-&#x22;><script>alert(1)</script>">x</code></pre>',
  '<!-- <script>alert(2)</script> -->',
  '<textarea><script>alert(3)</script></textarea>',
  '<template><script>alert(4)</script></template>',
  '<script type="text/plain">alert(5)</script>',
  '</body></html>',
].join('');

describe('inlineScriptHashes of content', () => {
  it('hashes only real <script> elements, not script text in attributes, comments or text', () => {
    assert.deepEqual(inlineScriptHashes(CONTENT_WITH_SCRIPT_TEXT), [sha('window.pagePath="/"')]);
  });

  it('hashes a module script and one of the JavaScript types, the way a browser runs them', () => {
    const page =
      '<script type="module">import "/a.js"</script>' +
      '<script type=" Text/JavaScript ">b()</script>';
    assert.deepEqual(inlineScriptHashes(page), [sha('import "/a.js"'), sha('b()')].sort());
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

  it('lets forms post to the site and to the provider only (forms sent without scripts)', () => {
    const csp = contentSecurityPolicy(PAGE, { connectSrc: ['http://127.0.0.1:8080'] });
    const formAction = csp.split('; ').find((d) => d.startsWith('form-action '));
    assert.equal(formAction, "form-action 'self' http://127.0.0.1:8080");
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

describe('a page whose content holds script text', () => {
  it('is answered with a policy that allows none of it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'csp-content-'));
    after(() => rm(dir, { recursive: true, force: true }));
    await writeFile(path.join(dir, 'index.html'), CONTENT_WITH_SCRIPT_TEXT);
    const app = await createSiteServer({ publicDir: dir, csp: { connectSrc: [] } });
    const res = await app.inject({ url: '/' });
    const policy = String(res.headers['content-security-policy']);
    for (const n of [1, 2, 3, 4, 5]) assert.ok(!policy.includes(sha(`alert(${n})`)), policy);
    assert.ok(policy.includes(sha('window.pagePath="/"')), policy);
    await app.close();
  });
});

/** An SVG that runs script when opened directly, as an uploaded file could. */
const SCRIPTED_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script>' +
  '<rect width="10" height="10"/></svg>';

describe('site server answers that are not pages', () => {
  const FILES: Record<string, string> = {
    'index.html': PAGE,
    'uploads/images/logo.svg': SCRIPTED_SVG,
    // Big enough to go out compressed: the compressed path must carry the policy too.
    'static/big.svg': SCRIPTED_SVG.replace('<rect', `<!-- ${'x'.repeat(4000)} --><rect`),
    'uploads/page.html': '<script>alert(1)</script>',
    'page-data/index/page-data.json': '{"path":"/"}',
    'app-0123.js': 'console.log(1)',
  };

  async function site(withPagePolicy: boolean) {
    const dir = await mkdtemp(path.join(tmpdir(), 'csp-files-'));
    after(() => rm(dir, { recursive: true, force: true }));
    for (const [file, body] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), body);
    }
    const app = await createSiteServer({
      publicDir: dir,
      ...(withPagePolicy ? { csp: { connectSrc: ['https://api.example'] } } : {}),
    });
    after(() => app.close());
    return app;
  }

  for (const withPagePolicy of [true, false]) {
    it(`carry a policy that runs nothing and sandboxes them (${withPagePolicy ? 'live site' : 'npm run serve'})`, async () => {
      const app = await site(withPagePolicy);
      for (const url of [
        '/uploads/images/logo.svg',
        '/static/big.svg',
        '/page-data/index/page-data.json',
        '/app-0123.js',
        '/missing.svg',
      ]) {
        const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
        assert.equal(res.headers['content-security-policy'], FILE_CSP, url);
      }
      assert.equal(FILE_CSP, "default-src 'none'; frame-ancestors 'none'; sandbox");
    });
  }

  it('never give an uploaded HTML file the policy of a page', async () => {
    const app = await site(true);
    const res = await app.inject({ url: '/uploads/page.html' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-security-policy'], FILE_CSP);
  });

  it("leave the pages' own policy as it is", async () => {
    const app = await site(true);
    const page = await app.inject({ url: '/' });
    assert.match(String(page.headers['content-security-policy']), /script-src 'self' 'sha256-/);
    assert.doesNotMatch(String(page.headers['content-security-policy']), /sandbox/);
    const served = await (await site(false)).inject({ url: '/' });
    assert.equal(served.headers['content-security-policy'], undefined);
  });
});
