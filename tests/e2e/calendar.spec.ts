/**
 * The training form's calendar as people see and speak to it, in both themes: the month arrows
 * stand out from the background (3:1 for an icon at least; they take the text colour, 4.5:1),
 * and each day button's name starts with the number it shows, so a voice user saying "click 14"
 * reaches it (WCAG 2.5.3); axe, with every rule, finds nothing in the calendar.
 */
import { expect, test, type Page } from '@playwright/test';
import { MIN_TEXT_CONTRAST, contrastRatio } from '@cloud-consulting/domain/contrast';
import { e2eEnv, scrollThrough } from './support/env';
import { axeViolations } from './support/page-checks';

const site = () => e2eEnv('E2E_SITE_URL');

type Rgb = [number, number, number];
const rgb = (css: string): Rgb => {
  const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b];
};

/** Each month arrow's drawn colour and the opaque background behind it. */
function arrowColours(page: Page) {
  return page.getByTestId('preferred-date').evaluate((calendar) => {
    const backgroundOf = (element: Element | null): string => {
      for (let node = element; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (colour && !/rgba\(.*, 0\)$/.test(colour) && colour !== 'transparent') return colour;
      }
      return getComputedStyle(document.documentElement).backgroundColor;
    };
    return Array.from(calendar.querySelectorAll('.rdp-chevron')).map((arrow) => ({
      fill: getComputedStyle(arrow).fill,
      background: backgroundOf(arrow.parentElement),
    }));
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`${colorScheme} theme: the month arrows read clearly and each day is named by its number first`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      colorScheme,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`${site()}/corporate-training`);
    await scrollThrough(page);
    const calendar = page.getByTestId('preferred-date');
    await calendar.scrollIntoViewIfNeeded();
    await expect(calendar.locator('td[data-day] button').first()).toBeVisible();

    const arrows = await arrowColours(page);
    expect(arrows.length).toBeGreaterThan(0);
    for (const { fill, background } of arrows)
      expect(
        contrastRatio(rgb(fill), rgb(background)),
        `arrow ${fill} on ${background}`,
      ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);

    const days = await calendar.locator('td[data-day] button').evaluateAll((buttons) =>
      buttons.map((button) => ({
        text: (button.textContent ?? '').trim(),
        name: button.getAttribute('aria-label') ?? (button.textContent ?? '').trim(),
      })),
    );
    expect(days.length).toBeGreaterThanOrEqual(28);
    for (const { text, name } of days) expect(name.startsWith(`${text} `), name).toBe(true);
    // "Click" plus the number shown finds that day by its name.
    const enabled = calendar.locator('td[data-day]:not([data-disabled]) button');
    const shown = (await enabled.first().textContent())!.trim();
    await expect(
      calendar.getByRole('button', { name: new RegExp(`^${shown} `) }).first(),
    ).toBeVisible();

    expect(await axeViolations(page, '[data-testid="preferred-date"]')).toEqual([]);
    await context.close();
  });
}
