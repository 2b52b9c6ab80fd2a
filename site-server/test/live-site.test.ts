import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLiveSite } from '../src/live-site';
import { freePort } from './support/free-port';

const SECRET = 'live-site-test-secret';

describe('the live site rebuilding', () => {
  it('builds first with content/ allowed, then fails closed: the reason in the status, the release unchanged', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'live-site-'));
    after(() => rm(work, { recursive: true, force: true }));
    const buildDir = path.join(work, 'public');
    const seen: (string | undefined)[] = [];
    const reason = 'Build stopped: faq: the provider could not be read (fetch failed).';
    const port = await freePort();
    const site = await startLiveSite({
      providerUrl: 'http://127.0.0.1:9',
      port,
      secret: SECRET,
      siteUrl: `http://127.0.0.1:${port}`,
      releasesDir: path.join(work, 'releases'),
      buildDir,
      // Stands in for gatsby build and the site-data plugin's side of BUILD_STOP_REASON_FILE.
      runBuild: async (env) => {
        seen.push(env.BUILD_FALLBACK);
        if (env.BUILD_FALLBACK === 'never') {
          await writeFile(env.BUILD_STOP_REASON_FILE!, reason);
          throw new Error('gatsby build exited with 1\n(a long log)');
        }
        await rm(buildDir, { recursive: true, force: true });
        await mkdir(buildDir, { recursive: true });
        await writeFile(path.join(buildDir, 'index.html'), '<h1>first release</h1>');
      },
    });
    after(() => site.close());
    const home = async () => (await fetch(`http://127.0.0.1:${port}/`)).text();

    site.queue.request('start');
    await site.queue.idle();
    assert.equal(await home(), '<h1>first release</h1>');
    site.queue.request('webhook');
    await site.queue.idle();

    assert.deepEqual(seen, ['first-build', 'never']);
    assert.equal(await home(), '<h1>first release</h1>');
    const status = await (
      await fetch(`http://127.0.0.1:${port}/__rebuild/status`, {
        headers: { authorization: `Bearer ${SECRET}` },
      })
    ).json();
    assert.equal(status.state, 'failed');
    assert.equal(status.lastBuild.error, reason);
    assert.equal(status.lastSuccess.trigger, 'start');
  });
});
