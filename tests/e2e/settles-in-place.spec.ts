/**
 * Every route settles where it arrived: what its scripts do after the load (a newsletter link's
 * page asking the provider, the dashboard's figures, a preview asking for its post, the
 * comments, a part going live) never moves what the visitor already sees. Each route is opened
 * once, as a first visit and with no input, on a phone (412 px, Lighthouse's) and a desktop; its
 * layout shifts from navigation until the page has been quiet for a while add up to at most 0.01.
 * (painted-whole.spec.ts holds the arrival itself; parts-go-live.spec.ts each part going live.)
 */
import { expect, test } from '@playwright/test';
import { aFewAtOnce } from './support/a-few-at-once';
import { e2eEnv } from './support/env';
import { layoutShifts, recordLayoutShifts, shiftProblem } from './support/layout-shifts';
import { everyRoute } from './support/routes';

const site = () => e2eEnv('E2E_SITE_URL');
/** After the network is idle: a loading state held for a minimum time (the dashboard's 500 ms). */
const QUIET_MS = 1_500;
const PAGES_AT_ONCE = 3;

for (const { width, height, phone } of [
  { width: 412, height: 823, phone: true },
  { width: 1280, height: 800, phone: false },
]) {
  test(`every route settles without a layout shift (${width} px)`, async ({ browser }) => {
    test.setTimeout(600_000);
    const routes = await everyRoute();
    // The sitemap's pages, every article, and the unlisted pages that fill in on their own.
    expect(routes).toEqual(
      expect.arrayContaining(['/', '/dashboard', '/preview', '/newsletter/verify/a1b2c3d4e5f6']),
    );
    const problems: string[] = [];
    const check = async (route: string) => {
      const context = await browser.newContext({
        viewport: { width, height },
        isMobile: phone,
        hasTouch: phone,
      });
      const page = await context.newPage();
      await page.addInitScript(recordLayoutShifts);
      await page.goto(site() + route);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(QUIET_MS);
      const shifted = shiftProblem(route, await layoutShifts(page), 0.01);
      if (shifted) problems.push(shifted);
      await context.close();
    };
    await aFewAtOnce(routes, PAGES_AT_ONCE, check);
    expect(problems).toEqual([]);
  });
}
