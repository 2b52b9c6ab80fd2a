/**
 * The editor app's main screens at 1280 and 375 px, as the README's "For editors" section shows
 * them: `npm run screenshots:editor` writes docs/editor-app/<screen>-<width>.png. It runs only
 * with EDITOR_SCREENSHOTS=1 (the images are committed; a test run does not rewrite them).
 */
import { expect, test } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { appUrl, owner, signIn, DESKTOP, PHONE } from './support/editor';

const OUT = path.resolve(__dirname, '..', '..', 'docs', 'editor-app');

/** Screen name and its address in the app; each is shot once its main content has loaded. */
const SCREENS: [string, string][] = [
  ['posts', '/posts'],
  ['post-editor', '/posts/create'],
  ['comments', '/comments'],
  ['leads', '/leads'],
  ['media', '/media'],
  ['services', '/services'],
  ['menu-sections', '/menu-sections'],
  ['site-status', '/site-status'],
];

test.skip(!process.env.EDITOR_SCREENSHOTS, 'screenshots run with EDITOR_SCREENSHOTS=1');

test('screenshots of the editor app for the README', async ({ page }) => {
  test.setTimeout(180_000);
  await mkdir(OUT, { recursive: true });
  await page.setViewportSize(DESKTOP);
  await page.goto(appUrl('/login'));
  await page.screenshot({ path: path.join(OUT, 'sign-in-1280.png') });
  await signIn(page, owner());
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    for (const [name, route] of SCREENS) {
      await page.goto(appUrl(route));
      await expect(page.getByRole('banner')).toBeVisible();
      // react-admin's loading indicator in the app bar: gone once the screen's data is in.
      await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0, {
        timeout: 15_000,
      });
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(OUT, `${name}-${viewport.width}.png`) });
    }
  }
});
