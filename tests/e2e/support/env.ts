/** Reads a value the global set-up put in the environment. */
export function e2eEnv(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the end-to-end tests through playwright test`);
  return value;
}

/**
 * Scrolls through the whole page and back, as a reader would, so parts that load when they come
 * near the viewport (forms, comments, the newsletter band) are loaded. They watch the viewport
 * only once React has hydrated, so on a busy machine a scroll before then would pass them unseen.
 */
export async function scrollThrough(page: import('@playwright/test').Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/**
 * Waits until React has hydrated the page: a click on a server-rendered button before then is
 * lost. Gatsby marks the moment with a performance mark once the root has committed.
 */
export async function waitForHydration(page: import('@playwright/test').Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName('onInitialClientRender').length > 0,
  );
}

/**
 * Waits until the live site has no rebuild running or queued. Earlier tests change content, and
 * the provider's webhook then starts a Gatsby build, which takes both cores for a while: a
 * measurement of the site (Lighthouse) must not run beside it.
 */
export async function siteBuildsIdle(timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietPolls = 0;
  // Idle on two polls a second apart: the provider's webhook may still be on its way.
  while (quietPolls < 2) {
    if (Date.now() > deadline) throw new Error('the live site kept rebuilding');
    const status = await rebuildStatus();
    quietPolls = status.state !== 'building' && !status.pending ? quietPolls + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The live site's build details, as the holder of the rebuild secret reads them. */
export interface RebuildDetails {
  state: 'ok' | 'failed' | 'building';
  pending: boolean;
  builds: number;
  lastBuild: { result: 'success' | 'failure'; error?: string; trigger: string } | null;
  lastSuccess: { finishedAt: string } | null;
}

export async function rebuildStatus(): Promise<RebuildDetails> {
  const res = await fetch(`${e2eEnv('E2E_SITE_URL')}/__rebuild/status`, {
    headers: { Authorization: `Bearer ${e2eEnv('E2E_REBUILD_SECRET')}` },
  });
  if (!res.ok) throw new Error(`GET /__rebuild/status answered ${res.status}`);
  return (await res.json()) as RebuildDetails;
}

/** Waits until a build after the first `before` ones has finished; answers the status then. */
export async function rebuildAfter(before: number, timeoutMs = 150_000): Promise<RebuildDetails> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await rebuildStatus();
    if (status.builds > before && status.state !== 'building' && !status.pending) return status;
    if (Date.now() > deadline) throw new Error(`no build finished after build ${before}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
