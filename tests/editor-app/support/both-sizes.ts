/**
 * A screen's checks at a phone's and a desktop's width: axe's WCAG A/AA rules and no sideways
 * scroll, after `ready` says the screen shows what it should at that size and nothing loads.
 */
import { expect, type Page } from '@playwright/test';
import { DESKTOP, PHONE, screenProblems } from './editor';

export async function expectCleanAtBothSizes(
  page: Page,
  ready: () => Promise<void>,
  what = 'the screen',
): Promise<void> {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await ready();
    // Settled first: the app bar's loading spinner (react-admin's, unnamed) shows while a list
    // reloads; that layout finding belongs to the layout, not to the screen checked here.
    await expect(page.locator('.app-loader')).toHaveCount(0);
    expect(await screenProblems(page), `${what} at ${size.width} px`).toEqual([]);
  }
}
