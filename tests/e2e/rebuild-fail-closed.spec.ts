/**
 * A rebuild of a live site that cannot read its provider fails closed: the last good release
 * stays live (not the seed content of content/), and the secret holder sees the failure and its
 * reason in the rebuild status, while anyone else sees only that it failed.
 */
import { expect, test } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { e2eEnv, rebuildAfter, rebuildStatus, siteBuildsIdle } from './support/env';
import { restartProvider, stopProvider } from './support/provider-control';

const site = () => e2eEnv('E2E_SITE_URL');

/** Calls the rebuild webhook as the provider does: a fresh signed body with its sentAt. */
async function signedWebhook(): Promise<number> {
  const body = JSON.stringify({
    event: 'content.changed',
    changes: [{ path: '/e2e/rebuild-fail-closed' }],
    sentAt: new Date().toISOString(),
  });
  const signature = createHmac('sha256', e2eEnv('E2E_REBUILD_SECRET')).update(body).digest('hex');
  const res = await fetch(`${site()}/__rebuild`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature-256': `sha256=${signature}` },
    body,
  });
  return res.status;
}

const pages = ['/', '/blog/', '/about/'];
const snapshot = () =>
  Promise.all(pages.map(async (url) => (await fetch(`${site()}${url}`)).text()));

test('a rebuild with the provider down fails, keeps the live release and reports why', async () => {
  test.setTimeout(600_000);
  await siteBuildsIdle();
  const before = await snapshot();
  expect(before[0]).toContain(e2eEnv('E2E_SITE_NAME'));
  const { builds } = await rebuildStatus();

  await stopProvider();
  try {
    const started = Date.now();
    expect(await signedWebhook()).toBe(202);
    const failed = await rebuildAfter(builds, 240_000);
    const reportedAfterMs = Date.now() - started;
    test.info().annotations.push({
      type: 'measured',
      description: `failed rebuild reported ${reportedAfterMs} ms after the webhook`,
    });

    expect(failed.state).toBe('failed');
    expect(failed.lastBuild?.result).toBe('failure');
    expect(failed.lastBuild?.error).toMatch(
      /^Build stopped: .+: the provider could not be read \(.+\)\. The site has a live release, so the build does not fall back to content\//,
    );
    // Anyone else learns only that it failed.
    expect(await (await fetch(`${site()}/__rebuild/status`)).json()).toEqual({ state: 'failed' });
    // Every page exactly as before: the provider's site name, no seed content.
    expect(await snapshot()).toEqual(before);
  } finally {
    await restartProvider();
  }

  // With the provider back, the next webhook builds and publishes again.
  const { builds: afterFailure } = await rebuildStatus();
  expect(await signedWebhook()).toBe(202);
  const recovered = await rebuildAfter(afterFailure, 240_000);
  expect(recovered.state).toBe('ok');
  expect(recovered.lastBuild?.result).toBe('success');
});
