/**
 * The site shell in a real browser against the real provider: theme before first paint, consent
 * before analytics, FAQ paging, and menu sections switched off through the admin API.
 */
import { expect, test, type Page } from '@playwright/test';
import { e2eEnv, waitForHydration } from './support/env';
import { CONSENT_VERSION } from '@cloud-consulting/domain/consent';
import { STORAGE_KEYS } from '@cloud-consulting/domain/storage-keys';

const site = () => e2eEnv('E2E_SITE_URL');
const ANALYTICS_HOSTS = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com/;

/** Stands in for gtag.js (no internet here): it sets the _ga cookie as the real script does. */
async function stubAnalytics(page: Page, requests: string[]) {
  page.on('request', (request) => {
    if (ANALYTICS_HOSTS.test(request.url())) requests.push(request.url());
  });
  await page.route(ANALYTICS_HOSTS, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'document.cookie = "_ga=GA1.1.123.456; path=/"; document.cookie = "_ga_E2E=GS1.1; path=/";',
    }),
  );
}

const analyticsCookies = async (page: Page) =>
  (await page.context().cookies()).filter((cookie) => /^_ga/.test(cookie.name));

test.describe('theme', () => {
  test('the served HTML carries the default theme class and colours on <html>', async ({
    request,
  }) => {
    const html = await (await request.get(site() + '/')).text();
    expect(html).toMatch(/<html lang="en" class="theme-system"/);
    expect(html).toContain('html.theme-dark{');
  });

  test('a chosen theme persists across reloads and applies before any bundle runs', async ({
    page,
  }) => {
    await page.goto(site() + '/');
    const toggle = page.getByTestId('theme-toggle');
    await expect(toggle).toHaveAttribute('data-mode', 'system');
    await waitForHydration(page);
    await toggle.click();
    await expect(toggle).toHaveAttribute('data-mode', 'light');
    await toggle.click();
    await expect(toggle).toHaveAttribute('data-mode', 'dark');
    await expect(page.locator('html')).toHaveClass(/theme-dark/);

    // Reload with every JavaScript bundle blocked: only the inline head script can colour the page.
    await page.route(/\.js($|\?)/, (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/theme-dark/);
    const background = await page.evaluate(
      () => getComputedStyle(document.documentElement).backgroundColor,
    );
    expect(background).toBe('rgb(15, 22, 35)');
  });

  test('system follows the operating system live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(site() + '/');
    const background = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(await background()).toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(background).toBe('rgb(15, 22, 35)');
  });
});

test.describe('consent and analytics', () => {
  test('no analytics request or cookie before Accept; one script after; cookies gone after Revoke', async ({
    page,
  }) => {
    const requests: string[] = [];
    await stubAnalytics(page, requests);
    await page.goto(site() + '/');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    expect(await analyticsCookies(page)).toEqual([]);
    await expect(page.locator('script[data-site-analytics]')).toHaveCount(0);

    // The banner is in the served HTML: its buttons answer once the page is hydrated.
    await waitForHydration(page);
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await expect(banner).toBeHidden();
    await expect(page.locator('script[data-site-analytics]')).toHaveCount(1);
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]).toContain(`gtag/js?id=${e2eEnv('E2E_GA_ID')}`);
    await expect.poll(async () => (await analyticsCookies(page)).length).toBeGreaterThan(0);

    // A client-side navigation does not inject it again.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Services' })
      .click();
    await expect(page).toHaveURL(site() + '/services');
    await expect(page.locator('script[data-site-analytics]')).toHaveCount(1);

    await page.getByRole('button', { name: 'Cookie Settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Cookie Settings' });
    await panel.getByRole('button', { name: 'Revoke' }).click();
    await expect(panel.getByTestId('analytics-status')).toHaveText(
      'Analytics cookies are currently not allowed.',
    );
    expect(await analyticsCookies(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(panel).toBeHidden();

    // After a reload, with analytics refused, nothing loads again.
    requests.length = 0;
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
  });

  test('the banner comes with the served page, and a stored choice hides it before any script runs', async ({
    page,
  }) => {
    await page.route(/\.js($|\?)/, (route) => route.abort());
    await page.goto(site() + '/');
    // A first visit: the banner is there with the first paint, without any bundle.
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await page.evaluate(
      ([key, version]) => {
        localStorage.setItem(
          key,
          JSON.stringify({ analytics: false, marketing: false, functional: true, version }),
        );
      },
      [STORAGE_KEYS.cookieConsent, CONSENT_VERSION] as const,
    );
    await page.reload();
    // A returning visitor: the inline head script hid it before the page was drawn.
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
  });

  test('Reject All loads nothing and the banner stays closed on the next visit', async ({
    page,
  }) => {
    const requests: string[] = [];
    await stubAnalytics(page, requests);
    await page.goto(site() + '/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Reject All' }).click();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    expect(requests).toEqual([]);
  });
});

test.describe('FAQ help widget', () => {
  test('pages through the provider FAQ 4 at a time', async ({ page }) => {
    await page.goto(site() + '/');
    // The cookie banner covers the bottom of the page until the visitor answers it.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Reject All' }).click();
    await page.getByRole('button', { name: 'FAQ', exact: true }).click();
    const panel = page.getByTestId('faq-panel');
    const items = panel.getByTestId('faq-list').getByRole('button');
    await expect(items).toHaveCount(4);
    await expect(panel.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(panel.getByTestId('faq-page')).toHaveText('Page 1 of 3');
    await panel.getByRole('button', { name: 'Next' }).click();
    await panel.getByRole('button', { name: 'Next' }).click();
    await expect(panel.getByTestId('faq-page')).toHaveText('Page 3 of 3');
    await expect(items).toHaveCount(2);
    await expect(panel.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

test.describe('menu sections switched by the admin API', () => {
  const admin = () => ({ Authorization: `Bearer ${e2eEnv('E2E_ADMIN_TOKEN')}` });

  test('an inactive section redirects its page to / and hides its header link, without a rebuild', async ({
    page,
    request,
  }) => {
    const provider = e2eEnv('E2E_PROVIDER_URL');
    const list = await request.get(`${provider}/admin/api/menu-sections`, { headers: admin() });
    expect(list.ok()).toBe(true);
    const industry = ((await list.json()) as { id: number; name: string }[]).find(
      (s) => s.name === 'Industry',
    );
    expect(industry).toBeDefined();

    await page.goto(site() + '/industries');
    await expect(page.getByRole('heading', { level: 1, name: 'Industries' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Industries' })).toBeVisible();

    const off = await request.patch(`${provider}/admin/api/menu-sections/${industry!.id}`, {
      headers: admin(),
      data: { isActive: false },
    });
    expect(off.ok()).toBe(true);
    try {
      const fresh = await page.context().browser()!.newPage();
      await fresh.goto(site() + '/industries');
      await expect(fresh).toHaveURL(site() + '/');
      const freshNav = fresh.getByRole('navigation', { name: 'Main' });
      await expect(freshNav.getByRole('link', { name: 'Services' })).toBeVisible();
      await expect(freshNav.getByRole('link', { name: 'Industries' })).toHaveCount(0);
      // The redirect replaced the history entry: Back does not return to /industries.
      await fresh.goBack();
      expect(fresh.url()).not.toBe(site() + '/industries');
      await fresh.close();
    } finally {
      await request.patch(`${provider}/admin/api/menu-sections/${industry!.id}`, {
        headers: admin(),
        data: { isActive: true },
      });
    }
  });
});
