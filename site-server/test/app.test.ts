import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ARTICLE_NOT_FOUND_PAGES, BLOG_MESSAGES } from '@cloud-consulting/domain/blog';
import { createSiteServer } from '../src/app';
import { signBody } from '../src/webhook';
import { createRebuildQueue } from '../src/rebuild-queue';
import { createReleases } from '../src/releases';

const SECRET = 'test-rebuild-secret';
const tmp: string[] = [];
after(() => Promise.all(tmp.map((dir) => rm(dir, { recursive: true, force: true }))));

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-server-'));
  tmp.push(dir);
  return dir;
}

async function writeSite(dir: string, home: string): Promise<void> {
  await mkdir(path.join(dir, 'about'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), `<h1>${home}</h1>`);
  await writeFile(path.join(dir, 'about', 'index.html'), '<h1>about</h1>');
  await writeFile(path.join(dir, '404.html'), '<h1>not found</h1>');
  await writeFile(
    path.join(dir, '__redirects.json'),
    JSON.stringify({ '/blog/1': { to: '/blog/first-post', status: 301 } }),
  );
}

/** A stand-in for gatsby build: writes the next version of the site into the build folder. */
function fakeBuilder(buildDir: string) {
  let version = 0;
  let failNext = false;
  let gate: Promise<void> | null = null;
  return {
    builds: () => version,
    failNext: () => (failNext = true),
    /** Makes the next build wait until the returned release function is called. */
    hold(): () => void {
      let release = () => {};
      gate = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    async build() {
      version += 1;
      // Half-written output first: the live site must never show it.
      await writeFile(path.join(buildDir, 'index.html'), '<h1>half written</h1>');
      if (gate) await gate;
      gate = null;
      if (failNext) {
        failNext = false;
        throw new Error('gatsby build exited with 1');
      }
      await writeSite(buildDir, `version ${version}`);
    },
  };
}

async function setUp() {
  const buildDir = await tempDir();
  const releases = createReleases(path.join(await tempDir(), 'releases'));
  await writeSite(buildDir, 'version 0');
  await releases.publish(buildDir);
  const builder = fakeBuilder(buildDir);
  const queue = createRebuildQueue({
    build: () => builder.build(),
    publish: async () => void (await releases.publish(buildDir)),
  });
  const app = await createSiteServer({
    publicDir: releases.current,
    rebuild: { secret: SECRET, queue },
  });
  after(() => app.close());
  const home = async () => (await app.inject({ url: '/' })).body;
  let sent = 0;
  /** A fresh body per call, as the provider sends it (a new sentAt each attempt). */
  const freshBody = () =>
    JSON.stringify({
      event: 'content.changed',
      sentAt: new Date(Date.now() - 1000 + (sent += 1)).toISOString(),
    });
  const hook = (body = freshBody(), signature = signBody(SECRET, body)) =>
    app.inject({
      method: 'POST',
      url: '/__rebuild',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-signature-256': signature },
    });
  const status = async (authorization?: string) =>
    (
      await app.inject({
        url: '/__rebuild/status',
        headers: authorization ? { authorization } : {},
      })
    ).json();
  return { app, queue, builder, home, hook, freshBody, status };
}

describe('site server', () => {
  it('serves pages by clean URL, and the 404 page with status 404', async () => {
    const { app } = await setUp();
    const about = await app.inject({ url: '/about' });
    assert.equal(about.statusCode, 200);
    assert.match(about.body, /about/);
    assert.equal(about.headers['cache-control'], 'public, max-age=0, must-revalidate');
    assert.equal(about.headers['x-content-type-options'], 'nosniff');
    const missing = await app.inject({ url: '/nope' });
    assert.equal(missing.statusCode, 404);
    assert.match(missing.body, /not found/);
  });

  it("answers the build's redirects with their status, and pages still win", async () => {
    const { app } = await setUp();
    for (const url of ['/blog/1', '/blog/1/']) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 301);
      assert.equal(res.headers.location, '/blog/first-post');
    }
    assert.equal((await app.inject({ url: '/blog/2' })).statusCode, 404);
    assert.equal((await app.inject({ url: '/about' })).statusCode, 200);
  });

  it('refuses paths that leave the site folder', async () => {
    const { app } = await setUp();
    const res = await app.inject({ url: '/..%2f..%2fetc%2fpasswd' });
    assert.equal(res.statusCode, 404);
  });
});

describe('POST /__rebuild', () => {
  it('answers 401 to a bad or missing signature and builds nothing', async () => {
    const { hook, builder } = await setUp();
    assert.equal((await hook('{}', 'sha256=deadbeef')).statusCode, 401);
    assert.equal((await hook('{}', signBody('wrong-secret', '{}'))).statusCode, 401);
    assert.equal((await hook('{}', '')).statusCode, 401);
    assert.equal(builder.builds(), 0);
  });

  it('rebuilds and publishes on a signed request', async () => {
    const { hook, queue, home } = await setUp();
    const res = await hook();
    assert.equal(res.statusCode, 202);
    assert.deepEqual(res.json(), { accepted: true, build: 'started' });
    await queue.idle();
    assert.match(await home(), /version 1/);
    assert.equal(queue.status().lastBuild?.result, 'success');
  });

  it('keeps the old site live during a build and coalesces requests into one follow-up build', async () => {
    const { hook, queue, home, builder } = await setUp();
    const release = builder.hold();
    await hook();
    for (let i = 0; i < 5; i += 1)
      assert.deepEqual((await hook()).json(), { accepted: true, build: 'queued' });
    assert.equal(queue.status().state, 'building');
    assert.equal(queue.status().pending, true);
    assert.deepEqual(queue.publicStatus(), { state: 'building' });
    assert.match(await home(), /version 0/, 'half-written output is never served');
    release();
    await queue.idle();
    assert.equal(builder.builds(), 2, 'five requests during a build give one follow-up build');
    assert.match(await home(), /version 2/);
  });

  it('leaves the last good site live when a build fails, and reports the failure to the secret holder', async () => {
    const { hook, queue, home, builder, status } = await setUp();
    await hook();
    await queue.idle();
    builder.failNext();
    await hook();
    await queue.idle();
    assert.match(await home(), /version 1/);
    const details = await status(`Bearer ${SECRET}`);
    assert.equal(details.state, 'failed');
    assert.equal(details.builds, 2);
    assert.equal(details.lastBuild.result, 'failure');
    assert.equal(details.lastBuild.trigger, 'webhook');
    assert.match(details.lastBuild.error, /exited with 1/);
    assert.equal(details.lastSuccess.result, 'success');
    assert.equal(typeof details.lastBuild.durationMs, 'number');
    assert.deepEqual(
      details.recent.map((build: { result: string }) => build.result),
      ['failure', 'success'],
    );
  });

  it('is off (404) when no secret is configured', async () => {
    const dir = await tempDir();
    await writeSite(dir, 'static');
    const app = await createSiteServer({ publicDir: dir });
    after(() => app.close());
    assert.equal(
      (await app.inject({ method: 'POST', url: '/__rebuild', payload: '{}' })).statusCode,
      404,
    );
  });
});

describe('client-only routes', () => {
  it('answer 200 with their page for any matching address', async () => {
    const dir = await tempDir();
    await writeSite(dir, 'home');
    await mkdir(path.join(dir, 'newsletter', 'verify', '[token]'), { recursive: true });
    await writeFile(
      path.join(dir, 'newsletter', 'verify', '[token]', 'index.html'),
      '<h1>verify</h1>',
    );
    await writeFile(
      path.join(dir, '__match-paths.json'),
      JSON.stringify([
        { matchPath: '/newsletter/verify/:token', path: '/newsletter/verify/[token]/' },
      ]),
    );
    const app = await createSiteServer({ publicDir: dir });
    after(() => app.close());
    const res = await app.inject({ url: '/newsletter/verify/abc123' });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /verify/);
    assert.equal((await app.inject({ url: '/newsletter/verify/a/b' })).statusCode, 404);
  });
});

describe('the article "not found" pages', () => {
  it("answers 404 with the blog's not-found page for an unknown article address, after articles and redirects", async () => {
    const dir = await tempDir();
    await writeSite(dir, 'home');
    await mkdir(path.join(dir, 'blog', 'first-post'), { recursive: true });
    await writeFile(path.join(dir, 'blog', 'first-post', 'index.html'), '<h1>first post</h1>');
    await mkdir(path.join(dir, 'blog', 'page', '2'), { recursive: true });
    await writeFile(path.join(dir, 'blog', 'page', '2', 'index.html'), '<h1>older posts</h1>');
    for (const page of ARTICLE_NOT_FOUND_PAGES) {
      await mkdir(path.join(dir, page.path.slice(1)), { recursive: true });
      await writeFile(
        path.join(dir, page.path.slice(1), 'index.html'),
        `<h1>${BLOG_MESSAGES.notFound}</h1><p>${page.path}</p>`,
      );
    }
    await writeFile(
      path.join(dir, '__match-paths.json'),
      JSON.stringify(ARTICLE_NOT_FOUND_PAGES.map(({ matchPath, path }) => ({ matchPath, path }))),
    );
    const app = await createSiteServer({ publicDir: dir });
    after(() => app.close());
    for (const [url, page] of [
      ['/blog/no-such-slug', '/blog/__not-found'],
      ['/blog/99999/', '/blog/__not-found'],
      ['/blog/slug/no-such-slug', '/blog/slug/__not-found'],
    ] as const) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 404, url);
      assert.match(res.body, new RegExp(BLOG_MESSAGES.notFound), url);
      assert.match(res.body, new RegExp(`<p>${page}</p>`), url);
    }
    const article = await app.inject({ url: '/blog/first-post' });
    assert.equal(article.statusCode, 200);
    assert.match(article.body, /first post/);
    const listing = await app.inject({ url: '/blog/page/2' });
    assert.equal(listing.statusCode, 200);
    assert.match(listing.body, /older posts/);
    const redirect = await app.inject({ url: '/blog/1' });
    assert.equal(redirect.statusCode, 301);
    assert.equal(redirect.headers.location, '/blog/first-post');
    // Deeper addresses are no article address: the site's 404 page.
    for (const url of ['/blog/a/b/c', '/blog/page/99', '/no-such-page']) {
      const other = await app.inject({ url });
      assert.equal(other.statusCode, 404, url);
      assert.doesNotMatch(other.body, new RegExp(BLOG_MESSAGES.notFound), url);
      assert.match(other.body, /not found/, url);
    }
  });
});

describe('POST /__rebuild against replays', () => {
  const at = (ms: number) =>
    JSON.stringify({ event: 'content.changed', sentAt: new Date(ms).toISOString() });

  it('refuses a signed body from 2020 with 401, and builds nothing', async () => {
    const { hook, builder } = await setUp();
    const res = await hook(at(Date.parse('2020-03-01T10:00:00Z')));
    assert.equal(res.statusCode, 401);
    assert.equal(
      res.json().message,
      'The body must carry sentAt within 5 minutes of the site server clock',
    );
    assert.equal(builder.builds(), 0);
  });

  it('refuses a signed body without sentAt, or sent from more than 5 minutes ahead', async () => {
    const { hook } = await setUp();
    assert.equal((await hook('{"event":"content.changed"}')).statusCode, 401);
    assert.equal((await hook('{"sentAt":"yesterday"}')).statusCode, 401);
    assert.equal((await hook('not json')).statusCode, 401);
    assert.equal((await hook(at(Date.now() + 6 * 60_000))).statusCode, 401);
    assert.equal((await hook(at(Date.now() - 4 * 60_000))).statusCode, 202);
  });

  it('accepts a body once: the same signed body again answers 409', async () => {
    const { hook, freshBody, queue, builder } = await setUp();
    const body = freshBody();
    assert.equal((await hook(body)).statusCode, 202);
    await queue.idle();
    const again = await hook(body);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'This webhook body was already accepted');
    assert.equal(builder.builds(), 1);
  });

  it('forgets accepted bodies once they are stale, and still refuses them', async () => {
    const buildDir = await tempDir();
    await writeSite(buildDir, 'clock');
    let clock = Date.parse('2030-01-01T00:00:00Z');
    const queue = createRebuildQueue({
      build: async () => undefined,
      publish: async () => undefined,
    });
    const app = await createSiteServer({
      publicDir: buildDir,
      rebuild: { secret: SECRET, queue, now: () => clock },
    });
    after(() => app.close());
    const body = at(clock);
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/__rebuild',
        payload: body,
        headers: { 'x-signature-256': signBody(SECRET, body) },
      });
    assert.equal((await send()).statusCode, 202);
    clock += 4 * 60_000;
    assert.equal((await send()).statusCode, 409);
    clock += 2 * 60_000;
    assert.equal((await send()).statusCode, 401);
  });
});

describe('GET /__rebuild/status', () => {
  it('tells anyone only ok, building or failed', async () => {
    const { hook, queue, builder, status } = await setUp();
    assert.deepEqual(await status(), { state: 'ok' });
    const release = builder.hold();
    await hook();
    assert.deepEqual(await status(), { state: 'building' });
    release();
    await queue.idle();
    builder.failNext();
    await hook();
    await queue.idle();
    assert.deepEqual(await status(), { state: 'failed' });
    assert.deepEqual(await status('Bearer not-the-secret'), { state: 'failed' });
    assert.deepEqual(await status(SECRET), { state: 'failed' });
  });

  it('gives the builds, with their error, duration and trigger, to the rebuild secret', async () => {
    const { hook, queue, status } = await setUp();
    await hook();
    await queue.idle();
    const details = await status(`Bearer ${SECRET}`);
    assert.equal(details.state, 'ok');
    assert.equal(details.builds, 1);
    assert.equal(details.pending, false);
    assert.deepEqual(Object.keys(details.recent[0]).sort(), [
      'durationMs',
      'finishedAt',
      'result',
      'startedAt',
      'trigger',
    ]);
  });

  it('gives the pages a published build wrote', async () => {
    const queue = createRebuildQueue({
      build: async () => undefined,
      publish: async () => ({ pagesWritten: 6 }),
    });
    queue.request('edit');
    await queue.idle();
    assert.equal(queue.status().lastBuild?.pagesWritten, 6);
    assert.equal(queue.status().lastSuccess?.pagesWritten, 6);
  });
});

describe('POST /newsletter/:purpose/:token (a newsletter link confirmed without scripts)', () => {
  it("sends the POST on to the provider's plain-form route (307 keeps it a POST)", async () => {
    const dir = await tempDir();
    await writeSite(dir, 'home');
    const app = await createSiteServer({ publicDir: dir, providerUrl: 'https://api.example.com/' });
    after(() => app.close());
    for (const purpose of ['verify', 'unsubscribe']) {
      const res = await app.inject({
        method: 'POST',
        url: `/newsletter/${purpose}/abc_DEF-123`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      assert.equal(res.statusCode, 307);
      assert.equal(
        res.headers.location,
        `https://api.example.com/forms/newsletter/${purpose}/abc_DEF-123`,
      );
    }
    const other = await app.inject({ method: 'POST', url: '/newsletter/other/abc' });
    assert.equal(other.statusCode, 404);
  });

  it('answers 404 when the provider is not known', async () => {
    const dir = await tempDir();
    await writeSite(dir, 'home');
    const app = await createSiteServer({ publicDir: dir });
    after(() => app.close());
    const res = await app.inject({ method: 'POST', url: '/newsletter/verify/abc' });
    assert.equal(res.statusCode, 404);
  });
});
