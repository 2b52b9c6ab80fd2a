import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSiteServer, SITE_TIMEOUTS } from '../src/app';
import { startLiveSite } from '../src/live-site';
import { createRebuildQueue } from '../src/rebuild-queue';
import { siteTimeoutsFromEnv } from '../src/timeouts-from-env';
import { freePort } from './support/free-port';
import { sendSlowBody } from './support/slow-body';

/**
 * A body sent a byte every 100 ms to the server on `port` (its request timeout 1 s) is answered
 * 408 and cut off after about a second, long before the 1000 bytes it declared.
 */
async function assertCutOffAfterASecond(port: number): Promise<void> {
  const { closedAfterMs, bytesSent, answer } = await sendSlowBody({
    port,
    path: '/__rebuild',
    everyMs: 100,
    giveUpMs: 8_000,
  });
  assert.match(answer, /^HTTP\/1\.1 408/);
  assert.ok(closedAfterMs >= 1_000 && closedAfterMs < 4_000, `closed after ${closedAfterMs} ms`);
  assert.ok(bytesSent < 1_000, `${bytesSent} bytes of the 1000 declared`);
}

describe('a slow body on the site server', () => {
  it('is cut off once the request timeout has passed, with 408', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'slow-body-'));
    after(() => rm(dir, { recursive: true, force: true }));
    await writeFile(path.join(dir, 'index.html'), '<h1>site</h1>');
    const queue = createRebuildQueue({ build: async () => undefined, publish: async () => {} });
    const app = await createSiteServer({
      publicDir: dir,
      rebuild: { secret: 'a-secret-of-the-site-server-test', queue },
      timeouts: { requestTimeoutMs: 1_000, connectionTimeoutMs: 10_000 },
    });
    after(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    await assertCutOffAfterASecond(port);
  });

  it('has a limit by default', () => {
    assert.ok(SITE_TIMEOUTS.requestTimeoutMs > 0 && SITE_TIMEOUTS.connectionTimeoutMs > 0);
  });
});

describe('the timeout settings', () => {
  it('are SITE_TIMEOUTS when unset, and SITE_REQUEST_TIMEOUT_MS and SITE_CONNECTION_TIMEOUT_MS when set', () => {
    assert.deepEqual(siteTimeoutsFromEnv({}), SITE_TIMEOUTS);
    assert.deepEqual(
      siteTimeoutsFromEnv({ SITE_REQUEST_TIMEOUT_MS: '1500', SITE_CONNECTION_TIMEOUT_MS: ' 0 ' }),
      { requestTimeoutMs: 1500, connectionTimeoutMs: 0 },
    );
  });

  it('refuse anything but a whole number of milliseconds, naming the setting', () => {
    for (const value of ['-1', '2.5', 'ten', '1e3x']) {
      assert.throws(
        () => siteTimeoutsFromEnv({ SITE_REQUEST_TIMEOUT_MS: value }),
        new RegExp(`SITE_REQUEST_TIMEOUT_MS must be a non-negative integer, got "${value}"`),
      );
    }
  });

  it('hold on the live site of npm start and the builder too', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'live-site-timeouts-'));
    after(() => rm(work, { recursive: true, force: true }));
    const port = await freePort();
    const site = await startLiveSite({
      providerUrl: 'http://127.0.0.1:9',
      port,
      secret: 'a-secret-of-the-live-site-timeout-test',
      siteUrl: `http://127.0.0.1:${port}`,
      releasesDir: path.join(work, 'releases'),
      buildDir: path.join(work, 'public'),
      env: { SITE_REQUEST_TIMEOUT_MS: '1000', SITE_CONNECTION_TIMEOUT_MS: '10000' },
      runBuild: async () => undefined,
    });
    after(() => site.close());
    await assertCutOffAfterASecond(port);
  });
});
