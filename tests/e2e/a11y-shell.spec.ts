/**
 * Accessibility of the shell: axe-core, with every rule it has (experimental and best practices
 * too), finds no violation on the pages every visitor meets, in both colour schemes, with the
 * consent banner open (and customized) and with the cookie preferences, FAQ and feedback dialogs
 * open.
 */
import { expect, test } from '@playwright/test';
import { e2eEnv, waitForHydration } from './support/env';
import { axeViolations as violations } from './support/page-checks';

const site = () => e2eEnv('E2E_SITE_URL');

/*
 * An axe pass with every rule takes 5-15 s on a 2-core host running two specs at once, and a test
 * here makes up to three: 30 s was exceeded in a clean-clone run while the first pages warmed.
 */
test.describe.configure({ timeout: 120_000 });

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    test('home with the cookie banner open', async ({ page }) => {
      await page.goto(site() + '/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the 404 page and the diagnostics page', async ({ page }) => {
      for (const path of ['/no-such-page', '/menu-diagnostics', '/captcha-test']) {
        await page.goto(site() + path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await violations(page), path).toEqual([]);
      }
    });

    test('the feedback dialog open', async ({ page }) => {
      await page.goto(site() + '/');
      await waitForHydration(page);
      await page.getByRole('button', { name: /accept all/i }).click();
      await page
        .getByRole('button', { name: /feedback/i })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Share Your Feedback' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the cookie preferences open, and the banner customized', async ({ page }) => {
      await page.goto(site() + '/');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Customize' }).click();
      await expect(page.getByRole('switch', { name: 'Analytics' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Accept All' }).click();
      await page.getByRole('button', { name: 'Cookie Settings' }).click();
      await expect(page.getByRole('dialog', { name: 'Cookie Settings' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
