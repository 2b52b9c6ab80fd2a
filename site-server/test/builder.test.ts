import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../src/site-root';
import { BuilderConfigError, builderSettings, startBuilder } from '../src/builder';
import type { LiveSite } from '../src/live-site';
import { UnsafeSecretError } from '../src/secrets';
import { signBody } from '../src/webhook';
import { freePort } from './support/free-port';

const SECRET = 'builder-test-secret';

describe('the builder settings', () => {
  it('refuses to start without REBUILD_SECRET, in development too', () => {
    assert.throws(() => builderSettings({}), BuilderConfigError);
    assert.throws(() => builderSettings({ REBUILD_SECRET: '  ' }), /REBUILD_SECRET is required/);
  });

  it('refuses the documented secret in production, and warns about it in development', () => {
    assert.throws(
      () => builderSettings({ REBUILD_SECRET: 'change-me', NODE_ENV: 'production' }),
      UnsafeSecretError,
    );
    const warnings: string[] = [];
    builderSettings({ REBUILD_SECRET: 'change-me' }, (line) => warnings.push(line));
    assert.equal(warnings.length, 1);
  });

  it('reads the provider, the releases folder, the deploy command and the build keys', () => {
    const settings = builderSettings({
      REBUILD_SECRET: SECRET,
      PROVIDER_API_URL: 'http://provider:8080/',
      GATSBY_API_URL: 'https://api.example.com',
      API_KEY: 'key-1',
      RELEASES_DIR: '/srv/releases',
      DEPLOY_COMMAND: 'aws s3 sync "$RELEASE_DIR" s3://site --delete',
      BUILDER_PORT: '9200',
    });
    assert.equal(settings.providerUrl, 'http://provider:8080');
    assert.equal(settings.releasesDir, '/srv/releases');
    assert.equal(settings.deployCommand, 'aws s3 sync "$RELEASE_DIR" s3://site --delete');
    assert.equal(settings.port, 9200);
    assert.deepEqual(settings.buildEnv, {
      GATSBY_API_KEY: 'key-1',
      GATSBY_API_URL: 'https://api.example.com',
    });
    const defaults = builderSettings({ REBUILD_SECRET: SECRET });
    assert.equal(defaults.releasesDir, path.join(ROOT, '.site/releases'));
    assert.equal(defaults.deployCommand, undefined);
    assert.equal(defaults.port, 9100);
    assert.throws(() => builderSettings({ REBUILD_SECRET: SECRET, SITE_URL: 'nope' }), /SITE_URL/);
  });

  it('npm run builder says why it does not start without REBUILD_SECRET', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'site-server/src/builder-main.ts')],
      { cwd: ROOT, env: { PATH: process.env.PATH }, encoding: 'utf8', timeout: 30_000 },
    );
    assert.equal(result.status, 1);
    assert.match(result.stderr, /REBUILD_SECRET is required/);
  });
});

describe('the builder on its own', () => {
  let work: string;
  let buildDir: string;
  let releasesDir: string;
  let url: string;
  let builder: LiveSite;
  let builds = 0;
  /** What the next build writes as its home page; null fails the build. */
  let nextHome: string | null = '<h1>first</h1>';

  before(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'builder-'));
    buildDir = path.join(work, 'public');
    releasesDir = path.join(work, 'releases');
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const settings = builderSettings({
      REBUILD_SECRET: SECRET,
      PROVIDER_API_URL: 'http://127.0.0.1:9',
      BUILDER_PORT: String(port),
      RELEASES_DIR: releasesDir,
      // Records the folder it was given and what it held, as an upload would read it.
      DEPLOY_COMMAND:
        'echo "uploading $RELEASE_DIR"; ' +
        'echo "$(cat "$RELEASE_DIR/index.html") $RELEASE_DIR" >> "$DEPLOY_LOG"; exit $DEPLOY_EXIT',
    });
    builder = await startBuilder(settings, {
      buildDir,
      log: () => undefined,
      // Stands in for gatsby build.
      runBuild: async () => {
        builds += 1;
        if (nextHome === null) throw new Error('gatsby build exited with 1');
        await rm(buildDir, { recursive: true, force: true });
        await mkdir(buildDir, { recursive: true });
        await writeFile(path.join(buildDir, 'index.html'), nextHome);
      },
    });
    process.env.DEPLOY_LOG = path.join(work, 'deploy.log');
    process.env.DEPLOY_EXIT = '0';
  });
  after(async () => {
    await builder.close();
    delete process.env.DEPLOY_LOG;
    delete process.env.DEPLOY_EXIT;
    await rm(work, { recursive: true, force: true });
  });

  let sent = 0;
  const hook = async () => {
    sent += 1;
    const body = JSON.stringify({
      event: 'content.changed',
      sentAt: new Date().toISOString(),
      n: sent,
    });
    const res = await fetch(`${url}/__rebuild`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature-256': signBody(SECRET, body) },
      body,
    });
    await builder.queue.idle();
    return res.status;
  };
  const status = async () =>
    (await (
      await fetch(`${url}/__rebuild/status`, { headers: { authorization: `Bearer ${SECRET}` } })
    ).json()) as { state: string; lastBuild: { result: string; error?: string } };
  const live = async () => readFile(path.join(releasesDir, 'current', 'index.html'), 'utf8');
  const deployLog = async () =>
    (await readFile(path.join(work, 'deploy.log'), 'utf8').catch(() => '')).trim().split('\n');

  it('publishes each build signed for into the releases folder, and deploys it before it goes live', async () => {
    assert.equal(await hook(), 202);
    assert.equal(await live(), '<h1>first</h1>');
    const release = path.join(releasesDir, await readlink(path.join(releasesDir, 'current')));
    assert.deepEqual(await deployLog(), [`<h1>first</h1> ${release}`]);
    // Each release carries the files static hosts read (static-host.ts).
    for (const file of ['_redirects', '_headers', 'redirects.nginx.conf']) {
      assert.ok((await readdir(release)).includes(file), file);
    }

    nextHome = '<h1>second</h1>';
    assert.equal(await hook(), 202);
    assert.equal(await live(), '<h1>second</h1>');
    assert.equal((await status()).lastBuild.result, 'success');
    assert.equal((await deployLog()).length, 2);
  });

  it('answers an unsigned call with 401 and builds nothing', async () => {
    const before = builds;
    const res = await fetch(`${url}/__rebuild`, { method: 'POST', body: '{}' });
    assert.equal(res.status, 401);
    assert.equal(builds, before);
  });

  it('keeps the live release when the deploy command fails, with its output in the status', async () => {
    nextHome = '<h1>not uploaded</h1>';
    process.env.DEPLOY_EXIT = '3';
    assert.equal(await hook(), 202);
    process.env.DEPLOY_EXIT = '0';
    assert.equal(await live(), '<h1>second</h1>');
    const { state, lastBuild } = await status();
    assert.equal(state, 'failed');
    assert.match(lastBuild.error ?? '', /The deploy command exited with 3/);
    assert.match(lastBuild.error ?? '', /uploading .*releases/);
    // The release that did not go live is gone; the live one and the one before it stay.
    const releases = (await readdir(releasesDir)).filter((name) => name !== 'current');
    assert.equal(releases.length, 2);
  });

  it('keeps the live release when a build fails, and deploys nothing', async () => {
    const deploys = (await deployLog()).length;
    nextHome = null;
    assert.equal(await hook(), 202);
    assert.equal(await live(), '<h1>second</h1>');
    assert.equal((await deployLog()).length, deploys);
  });

  it('does not serve the site itself', async () => {
    assert.equal((await fetch(`${url}/`)).status, 404);
  });
});
