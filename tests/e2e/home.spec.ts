import { expect, test } from '@playwright/test';
import { e2eEnv } from './support/env';

test.describe('home page', () => {
  test('shows the site name that came from the provider database', async ({ page }) => {
    const siteName = e2eEnv('E2E_SITE_NAME');
    await page.goto(e2eEnv('E2E_SITE_URL') + '/');
    await expect(page.getByTestId('site-name')).toHaveText(siteName);
    await expect(page.getByTestId('logo')).toHaveText(siteName);
    await expect(page).toHaveTitle(new RegExp(` \\| ${siteName}$`));
  });

  test('an unknown path shows the 404 page with a link home that works', async ({ page }) => {
    const response = await page.goto(e2eEnv('E2E_SITE_URL') + '/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(e2eEnv('E2E_SITE_URL') + '/');
    await expect(page.getByTestId('site-name')).toHaveText(e2eEnv('E2E_SITE_NAME'));
  });
});

test.describe('build with the provider unreachable', () => {
  test('still builds and shows the site name from content/', async ({ page }) => {
    await page.goto(e2eEnv('E2E_FALLBACK_SITE_URL') + '/');
    await expect(page.getByTestId('site-name')).toHaveText(e2eEnv('E2E_CONTENT_SITE_NAME'));
    expect(e2eEnv('E2E_CONTENT_SITE_NAME')).not.toBe(e2eEnv('E2E_SITE_NAME'));
  });
});

test.describe('site server', () => {
  test('HTML revalidates, hashed bundles are immutable, security headers are sent', async ({
    page,
    request,
  }) => {
    const response = await request.get(e2eEnv('E2E_SITE_URL') + '/');
    expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push(r.headers()['cache-control'] ?? '');
    });
    await page.goto(e2eEnv('E2E_SITE_URL') + '/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    for (const header of scripts) expect(header).toBe('public, max-age=31536000, immutable');
  });
});
