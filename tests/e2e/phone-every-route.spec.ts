/**
 * Every route of the site on a 375 px phone, in both colour schemes: nothing scrolls sideways
 * (a code block scrolls inside itself), no image is broken, axe with every rule finds no violation,
 * and the help controls cover neither the page nor each other.
 * The routes are the pages the sitemap lists (every article among them) and the unlisted ones:
 * the token pages, the diagnostics pages and the two "not found" pages.
 */
import { expect, test } from '@playwright/test';
import { e2eEnv, scrollThrough } from './support/env';
import {
  axeViolations,
  brokenImages,
  floatingControlProblems,
  horizontalOverflow,
} from './support/page-checks';
import { everyRoute } from './support/routes';

const site = () => e2eEnv('E2E_SITE_URL');

for (const colorScheme of ['light', 'dark'] as const) {
  test(`every route at 375 px (${colorScheme}): no sideways scroll, no broken image, no axe violation`, async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    const routes = await everyRoute();
    expect(routes.filter((route) => route.startsWith('/blog/')).length).toBeGreaterThan(5);
    const context = await browser.newContext({
      viewport: { width: 375, height: 800 },
      colorScheme,
    });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const route of routes) {
      await page.goto(site() + route);
      await scrollThrough(page);
      const overflow = await horizontalOverflow(page);
      if (overflow > 0) problems.push(`${route}: ${overflow} px wider than the phone`);
      for (const image of await brokenImages(page))
        problems.push(`${route}: broken image ${image}`);
      for (const violation of await axeViolations(page)) problems.push(`${route}: ${violation}`);
      for (const problem of await floatingControlProblems(page))
        problems.push(`${route}: ${problem}`);
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}
