/**
 * The static-host files say what the site server answers: written for a sample build, then
 * each redirect, client-only route and a page or file of every kind is asked of the site server
 * and looked up in the files, read as Netlify reads them (a file wins over a rule; the first
 * matching rule applies; a path's headers are those of every rule matching it).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteServer, resolveFile } from '../src/app';
import type { CspOptions } from '../src/csp';
import {
  HEADERS_FILE,
  NGINX_REDIRECTS_FILE,
  REDIRECTS_FILE,
  writeStaticHostFiles,
} from '../src/static-host';

const CSP: CspOptions = { connectSrc: ['https://api.example.com'] };
const page = (title: string, script = '') =>
  `<!DOCTYPE html><html><head><title>${title}</title>${script}` +
  `<script src="/app-0123456789abcdef0123.js"></script></head><body>${title}</body></html>`;

/** A build as gatsby writes it, with the site-data plugin's redirects and client routes. */
const BUILD: Record<string, string> = {
  'index.html': page('Home', '<script>window.___chunkMapping={"app":[]}</script>'),
  'about/index.html': page('About', '<script>window.pagePath="/about/"</script>'),
  'blog/index.html': page('Blog'),
  'blog/my-post/index.html': page('My post', '<script>window.pagePath="/blog/my-post/"</script>'),
  // A post whose slug is a number keeps its page: the id redirect of another post yields.
  'blog/2024/index.html': page('2024'),
  'blog/__not-found/index.html': page('No such article'),
  'blog/slug/__not-found/index.html': page('No such article by slug'),
  'newsletter/verify/[token]/index.html': page('Verify'),
  '404.html': page('Not found', '<script>console.log(404)</script>'),
  '404/index.html': page('Not found'),
  'app-0123456789abcdef0123.js': 'console.log("app")',
  'robots.txt': 'User-agent: *\n',
  'page-data/app-data.json': '{}',
  'page-data/about/page-data.json': '{}',
  'static/logo-abc.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'uploads/images/photo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'uploads/notes.html': '<p>an uploaded file, not a page</p>',
  'icons/icon-48x48.png': 'png',
  '__redirects.json': JSON.stringify({
    '/blog/12': { to: '/blog/my-post/', status: 301 },
    '/blog/slug/my-post': { to: '/blog/my-post/', status: 301 },
    '/blog/2024': { to: '/blog/my-post/', status: 301 },
    '/old-offer': { to: '/about/', status: 302 },
  }),
  '__match-paths.json': JSON.stringify([
    { matchPath: '/newsletter/verify/:token', path: '/newsletter/verify/[token]/' },
    { matchPath: '/blog/slug/:slug', path: '/blog/slug/__not-found' },
    { matchPath: '/blog/:slug', path: '/blog/__not-found' },
  ]),
};

let root: string;
let app: FastifyInstance;
const text: Record<string, string> = {};

before(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'static-host-'));
  for (const [file, content] of Object.entries(BUILD)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  await writeStaticHostFiles(root, CSP);
  for (const file of [REDIRECTS_FILE, HEADERS_FILE, NGINX_REDIRECTS_FILE]) {
    text[file] = await readFile(path.join(root, file), 'utf8');
  }
  app = await createSiteServer({ publicDir: root, csp: CSP });
});
after(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  location?: string;
  body?: string;
}

async function serverAnswer(urlPath: string): Promise<Answer> {
  const res = await app.inject({ method: 'GET', url: urlPath });
  if (res.statusCode >= 300 && res.statusCode < 400) {
    return { status: res.statusCode, location: String(res.headers.location) };
  }
  return { status: res.statusCode, body: res.body };
}

/** `/a/:id/*` → a regular expression; hosts match with or without a trailing slash. */
function rulePattern(rulePath: string): RegExp {
  const body = rulePath
    .replace(/\/$/, '')
    .split('/')
    .map((part) =>
      part === '*'
        ? '.*'
        : part.startsWith(':')
          ? '[^/]+'
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/** What a host reading _redirects answers; undefined when a file of the build answers. */
async function redirectsAnswer(urlPath: string): Promise<Answer | undefined> {
  if (await resolveFile(root, urlPath)) return undefined;
  for (const line of text[REDIRECTS_FILE]!.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [from, to, status] = line.split(/\s+/) as [string, string, string];
    if (!rulePattern(from).test(urlPath)) continue;
    const code = Number(status);
    if (code >= 300 && code < 400) return { status: code, location: to };
    return { status: code, body: await readFile(path.join(root, to), 'utf8') };
  }
  return { status: 404 };
}

/** nginx's maps: $uri → { status, to }. */
function nginxMaps(): Map<string, { status: number; to: string }> {
  const found = new Map<string, { status: number; to: string }>();
  const maps = text[NGINX_REDIRECTS_FILE]!.matchAll(/map \$uri \$site_redirect_(\d+) \{([^}]*)\}/g);
  for (const [, status, body] of maps) {
    for (const [, from, to] of body!.matchAll(/^\s+"([^"]+)" "([^"]+)";$/gm)) {
      found.set(from!, { status: Number(status), to: to! });
    }
  }
  return found;
}

/** The rules of _headers: path → headers. */
function headerRules(): { path: string; headers: Record<string, string> }[] {
  const rules: { path: string; headers: Record<string, string> }[] = [];
  for (const line of text[HEADERS_FILE]!.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const [name, ...value] = line.trim().split(': ');
    rules.at(-1)!.headers[name!.toLowerCase()] = value.join(': ');
  }
  return rules;
}

const HEADER_NAMES = [
  'content-security-policy',
  'cache-control',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
];

const REDIRECTED = ['/blog/12', '/blog/slug/my-post', '/old-offer'];

describe('_redirects and redirects.nginx.conf', () => {
  it('carry every redirect the site server answers, with and without a trailing slash', async () => {
    const maps = nginxMaps();
    for (const from of REDIRECTED.flatMap((p) => [p, `${p}/`])) {
      const served = await serverAnswer(from);
      assert.ok(served.status === 301 || served.status === 302, `${from} is redirected`);
      assert.deepEqual(await redirectsAnswer(from), served, `_redirects at ${from}`);
      const nginx = maps.get(from);
      assert.deepEqual(
        nginx && { status: nginx.status, location: nginx.to },
        served,
        `nginx at ${from}`,
      );
    }
    assert.equal(maps.size, REDIRECTED.length * 2);
  });

  it('leave out a redirect whose address is a page, as the site server serves the page', async () => {
    const served = await serverAnswer('/blog/2024');
    assert.equal(served.status, 200);
    assert.doesNotMatch(text[REDIRECTS_FILE]!, /^\/blog\/2024 /m);
    assert.equal(nginxMaps().has('/blog/2024'), false);
  });

  it('rewrite the client-only routes to their pages, the unknown article with 404', async () => {
    for (const urlPath of [
      '/newsletter/verify/abc123',
      '/blog/no-such-post',
      '/blog/slug/no-such-post',
    ]) {
      const served = await serverAnswer(urlPath);
      assert.deepEqual(await redirectsAnswer(urlPath), served, urlPath);
    }
    assert.equal((await serverAnswer('/blog/no-such-post')).status, 404);
    assert.match((await serverAnswer('/blog/slug/no-such-post')).body!, /No such article by slug/);
    assert.equal((await serverAnswer('/blog/slug/no-such-post')).status, 404);
  });

  it('leave a deeper unknown address under /blog/ to the 404 page, as the site server does', async () => {
    const served = await serverAnswer('/blog/a/b');
    assert.equal(served.status, 404);
    assert.match(served.body!, /Not found/);
    assert.deepEqual(await redirectsAnswer('/blog/a/b'), { status: 404 });
  });

  it('leave the pages to the files they are', async () => {
    for (const urlPath of ['/blog/my-post/', '/about/', '/']) {
      assert.equal((await serverAnswer(urlPath)).status, 200);
      assert.equal(await redirectsAnswer(urlPath), undefined);
    }
  });
});

describe('_headers', () => {
  const samples = [
    '/',
    '/about/',
    '/blog/',
    '/blog/my-post/',
    '/blog/__not-found/',
    '/blog/slug/__not-found/',
    '/newsletter/verify/[token]/',
    '/404.html',
    '/404/',
    '/app-0123456789abcdef0123.js',
    '/robots.txt',
    '/__redirects.json',
    '/page-data/app-data.json',
    '/page-data/about/page-data.json',
    '/static/logo-abc.svg',
    '/uploads/images/photo.svg',
    '/uploads/notes.html',
    '/icons/icon-48x48.png',
  ];

  it('gives each page and file exactly the security and cache headers the site server sends', async () => {
    const rules = headerRules();
    for (const urlPath of samples) {
      const res = await app.inject({ method: 'GET', url: encodeURI(urlPath) });
      assert.equal(res.statusCode, 200, urlPath);
      const matching = rules.filter((rule) => rulePattern(rule.path).test(urlPath));
      const merged: Record<string, string> = {};
      for (const rule of matching) {
        for (const [name, value] of Object.entries(rule.headers)) {
          assert.equal(merged[name], undefined, `${urlPath}: ${name} is set by one rule only`);
          merged[name] = value;
        }
      }
      for (const name of HEADER_NAMES) {
        assert.equal(merged[name], res.headers[name], `${urlPath}: ${name}`);
      }
    }
  });

  it("lists each page's inline scripts by hash, and nothing under the page-less folders", () => {
    const rules = headerRules();
    const home = rules.find((rule) => rule.path === '/')!;
    assert.match(home.headers['content-security-policy']!, /'sha256-[A-Za-z0-9+/=]+'/);
    assert.match(home.headers['content-security-policy']!, /https:\/\/api\.example\.com/);
    const paths = rules.map((rule) => rule.path);
    for (const folder of ['/static/*', '/uploads/*', '/page-data/*', '/icons/*']) {
      assert.ok(paths.includes(folder), folder);
    }
    assert.ok(!paths.some((p) => p.startsWith('/static/') && p !== '/static/*'));
  });
});
