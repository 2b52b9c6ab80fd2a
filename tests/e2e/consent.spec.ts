/**
 * Consent after the first choice, in a real browser against the built site and the real
 * provider: 'Cookie Settings' in the footer reopens every category preset from the stored
 * choice; turning functional cookies off takes the guest session out of persistent storage and
 * locks likes as without consent; the dialog works from the keyboard alone; a choice stored
 * under an older consent version brings the banner back, and a current one never shows it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { acceptAllConsent, CONSENT_VERSION } from '@cloud-consulting/domain/consent';
import { STORAGE_KEYS } from '@cloud-consulting/domain/storage-keys';
import { e2eEnv, waitForHydration } from './support/env';
import { activePosts } from './support/provider';

const site = () => e2eEnv('E2E_SITE_URL');

test.beforeEach(async ({ page }) => {
  // No internet here: analytics (loaded once cookies are accepted) must not stall the page.
  await page.route(/googletagmanager\.com|google-analytics\.com/, (route) => route.abort());
});

const readStorage = (page: Page, kind: 'localStorage' | 'sessionStorage', key: string) =>
  page.evaluate(([k, s]) => window[s as 'localStorage'].getItem(k), [key, kind] as const);

const guestIdIn = async (page: Page, kind: 'localStorage' | 'sessionStorage') => {
  const raw = await readStorage(page, kind, STORAGE_KEYS.guestSession);
  return raw ? (JSON.parse(raw) as { guestId: string }).guestId : null;
};

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

async function openCookieSettings(page: Page): Promise<Locator> {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Stores a choice as a returning visitor would have it, then loads the page again. */
async function storeConsentAndReload(page: Page, record: object) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEYS.cookieConsent,
    JSON.stringify(record),
  ] as const);
  await page.reload();
}

test.describe('Cookie Settings after the first choice', () => {
  test('reopens every category as stored; turning functional off ends the persistent guest session and locks likes', async ({
    page,
  }) => {
    const post = (await activePosts())[1]!;
    await page.goto(`${site()}/blog/${post.Slug}`);
    await waitForHydration(page);
    const like = page.getByTestId('like-button');
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept All' }).click();
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    await expect(like).not.toHaveAttribute('aria-disabled', 'true');
    await expect.poll(() => guestIdIn(page, 'localStorage')).not.toBeNull();
    const guest = (await guestIdIn(page, 'localStorage'))!;

    const dialog = await openCookieSettings(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const necessary = dialog.getByRole('checkbox', { name: 'Necessary (always on)' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    for (const name of ['Analytics', 'Functional', 'Marketing']) {
      await expect(dialog.getByRole('switch', { name })).toBeChecked();
    }

    await dialog.getByRole('switch', { name: 'Functional' }).uncheck();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(dialog).toBeHidden();

    const stored = JSON.parse(
      (await readStorage(page, 'localStorage', STORAGE_KEYS.cookieConsent)) ?? '{}',
    ) as Record<string, unknown>;
    expect(stored).toMatchObject({
      analytics: true,
      functional: false,
      marketing: true,
      version: CONSENT_VERSION,
    });
    expect(await readStorage(page, 'localStorage', STORAGE_KEYS.guestSession)).toBeNull();
    // Likes and bookmarks behave as without consent.
    await expect(like).toHaveAttribute('aria-disabled', 'true');
    await expect(like).toHaveAttribute('title', 'Accept cookies to like posts');
    await expect(page.getByTestId('bookmark-button')).toHaveAttribute('aria-disabled', 'true');
    // The visit goes on with the same guest, kept for the tab only.
    expect(await guestIdIn(page, 'sessionStorage')).toBe(guest);

    // The dialog shows the new choice; granting functional again keeps the same guest id.
    const again = await openCookieSettings(page);
    await expect(again.getByRole('switch', { name: 'Functional' })).not.toBeChecked();
    await expect(again.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await again.getByRole('switch', { name: 'Functional' }).check();
    await again.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(like).not.toHaveAttribute('aria-disabled', 'true');
    await expect.poll(() => guestIdIn(page, 'localStorage')).toBe(guest);
  });

  test('the dialog from the keyboard alone: focus moves in, Tab cycles inside, Escape closes and focus returns', async ({
    page,
  }) => {
    await page.goto(site() + '/');
    await storeConsentAndReload(page, acceptAllConsent(new Date()));
    await waitForHydration(page);
    const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' });
    for (let press = 0; press < 250 && !(await isFocused(opener)); press += 1) {
      await page.keyboard.press('Shift+Tab');
    }
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
    const first = dialog.getByRole('button', { name: 'Close dialog' });
    await expect(first).toBeFocused();

    // ×, three switches, Save Preferences, Accept All, Reject All, Revoke, Close: then back to ×.
    let stops = 0;
    for (let press = 0; press < 20; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      if (await isFocused(first)) break;
      stops += 1;
    }
    await expect(first).toBeFocused();
    expect(stops).toBe(8);
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeFocused();

    // Space flips a switch; Escape abandons it, and focus goes back to the opener.
    await first.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const functional = dialog.getByRole('switch', { name: 'Functional' });
    await expect(functional).toBeFocused();
    await page.keyboard.press('Space');
    await expect(functional).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(
      JSON.parse((await readStorage(page, 'localStorage', STORAGE_KEYS.cookieConsent)) ?? '{}'),
    ).toMatchObject({ functional: true });

    // Enter opens it again from the stored choice; saving from the keyboard closes it.
    await page.keyboard.press('Enter');
    await expect(functional).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Save Preferences' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(
      JSON.parse((await readStorage(page, 'localStorage', STORAGE_KEYS.cookieConsent)) ?? '{}'),
    ).toMatchObject({ functional: false, analytics: true });
  });
});

test.describe('the consent version', () => {
  /** Records, on every frame from the first, whether the banner was ever drawn. */
  async function watchBanner(page: Page) {
    await page.addInitScript(() => {
      const w = window as unknown as { bannerDrawn: boolean };
      w.bannerDrawn = false;
      const look = () => {
        const banner = document.querySelector<HTMLElement>('[data-cookie-banner]');
        if (banner && banner.getClientRects().length > 0) w.bannerDrawn = true;
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
  }
  const bannerDrawn = (page: Page) =>
    page.evaluate(() => (window as unknown as { bannerDrawn: boolean }).bannerDrawn);

  test('a choice stored under an older version shows the banner again on load, before any script', async ({
    page,
  }) => {
    await page.goto(site() + '/');
    await page.route(/\.js($|\?)/, (route) => route.abort());
    await storeConsentAndReload(page, { ...acceptAllConsent(new Date()), version: '2020-01' });
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await storeConsentAndReload(page, {
      necessary: true,
      analytics: true,
      marketing: true,
      functional: true,
    });
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
  });

  test('with scripts, an outdated choice is asked again and answered under the current version', async ({
    page,
  }) => {
    await page.goto(site() + '/');
    await storeConsentAndReload(page, { ...acceptAllConsent(new Date()), version: '2020-01' });
    await waitForHydration(page);
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Reject All' }).click();
    await expect(banner).toBeHidden();
    expect(
      JSON.parse((await readStorage(page, 'localStorage', STORAGE_KEYS.cookieConsent)) ?? '{}'),
    ).toMatchObject({ analytics: false, version: CONSENT_VERSION });
  });

  test('a choice under the current version never draws the banner, not even for a frame', async ({
    page,
  }) => {
    await page.goto(site() + '/');
    await watchBanner(page);
    await storeConsentAndReload(page, acceptAllConsent(new Date()));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    expect(await bannerDrawn(page)).toBe(false);
    // The watcher itself sees a banner that is there.
    await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.cookieConsent);
    await page.reload();
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await expect.poll(() => bannerDrawn(page)).toBe(true);
  });
});
