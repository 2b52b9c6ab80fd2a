/**
 * Every route of the site loads and hydrates without an error in the console: every page the
 * sitemap lists, the token pages, the diagnostics pages, the article and site "not found"
 * pages. React reports a page whose built HTML differs from its first render (error #418 and its
 * kin) there; a page that renders differently in the browser than it was built shows it.
 */
import { expect, test } from '@playwright/test';
import { e2eEnv, waitForHydration } from './support/env';
import { everyRoute } from './support/routes';

const site = () => e2eEnv('E2E_SITE_URL');

test('no route logs an error while it loads and hydrates', async ({ page }) => {
  test.setTimeout(300_000);
  const paths = await everyRoute();
  expect(paths.length).toBeGreaterThan(20);
  const problems: string[] = [];
  let current = '';
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // Expected answers, not errors of the page: the two "not found" pages answer 404, a made-up
    // newsletter token is refused (the browser and the API client each log the refused call).
    if (/^Failed to load resource/.test(text) || /^\[api\] (GET|POST) .*\/newsletter\//.test(text))
      return;
    problems.push(`${current}: ${text.slice(0, 300)}`);
  });
  page.on('pageerror', (error) => problems.push(`${current}: ${error.message.slice(0, 300)}`));
  for (const path of paths) {
    current = path;
    await page.goto(`${site()}${path}`);
    await waitForHydration(page);
    // Effects that run right after hydration (the token pages' calls) have their moment.
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test('a newsletter link is built neutral, never as a failed link', async () => {
  for (const path of ['/newsletter/verify/a1b2c3d4e5f6', '/newsletter/unsubscribe/a1b2c3d4e5f6']) {
    const html = await (await fetch(`${site()}${path}`)).text();
    expect(html, path).toContain('Checking your link...');
    expect(html, path).not.toMatch(/No token provided|Verification Failed/);
  }
});
