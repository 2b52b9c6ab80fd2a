/**
 * A screen's checks at a phone's and a desktop's width, in the light and the dark theme (the
 * app follows the system's colour scheme): axe's WCAG A/AA rules and no sideways scroll, after
 * `ready` says the screen shows what it should and nothing is loading or moving.
 */
import { expect, type Page } from '@playwright/test';
import { DESKTOP, PHONE, screenProblems } from './editor';

async function settled(page: Page): Promise<void> {
  // The app bar's loading spinner (react-admin's, unnamed) shows while a list reloads; that
  // layout finding belongs to the layout, not to the screen checked here.
  await expect(page.locator('.app-loader')).toHaveCount(0);
  // A notice fading in, or a button changing colour with the theme, is mid-way for a moment:
  // axe would measure that contrast. Two frames let a change start its transition first.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

export async function expectCleanAtBothSizes(
  page: Page,
  ready: () => Promise<void>,
  what = 'the screen',
): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await ready();
      await settled(page);
      expect(await screenProblems(page), `${what} at ${size.width} px, ${colorScheme}`).toEqual([]);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
