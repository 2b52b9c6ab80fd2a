import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSiteServer, signBody } from '../src/app';
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
  const hook = (body = '{"event":"content.changed"}', signature = signBody(SECRET, body)) =>
    app.inject({
      method: 'POST',
      url: '/__rebuild',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-signature-256': signature },
    });
  return { app, queue, builder, home, hook };
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
    assert.match(await home(), /version 0/, 'half-written output is never served');
    release();
    await queue.idle();
    assert.equal(builder.builds(), 2, 'five requests during a build give one follow-up build');
    assert.match(await home(), /version 2/);
  });

  it('leaves the last good site live when a build fails, and reports the failure', async () => {
    const { app, hook, queue, home, builder } = await setUp();
    await hook();
    await queue.idle();
    builder.failNext();
    await hook();
    await queue.idle();
    assert.match(await home(), /version 1/);
    const status = (await app.inject({ url: '/__rebuild/status' })).json();
    assert.equal(status.state, 'idle');
    assert.equal(status.builds, 2);
    assert.equal(status.lastBuild.result, 'failure');
    assert.match(status.lastBuild.error, /exited with 1/);
    assert.equal(status.lastSuccess.result, 'success');
    assert.equal(typeof status.lastBuild.durationMs, 'number');
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
