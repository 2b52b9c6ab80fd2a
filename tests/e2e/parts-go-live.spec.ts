/**
 * The heavy parts of a page (lead forms, the newsletter band, the comments) are built into its
 * HTML and go live on their own once the page is idle. On every route that has one, at a phone's
 * width and a desktop's, going live moves nothing: each part is as tall live as built, its fields
 * stay where they were, and the page records no layout shift the visitor did not cause. Only the
 * comments may grow, by the comments they fetch, below the form.
 */
import { expect, test, type Page } from '@playwright/test';
import { aFewAtOnce } from './support/a-few-at-once';
import { e2eEnv } from './support/env';
import { everyRoute } from './support/routes';
import { layoutShifts, recordLayoutShifts, shiftProblem } from './support/layout-shifts';

const site = () => e2eEnv('E2E_SITE_URL');
const PAGES_AT_ONCE = 3;

/** The routes whose built HTML holds a part that goes live. */
async function routesWithParts(): Promise<string[]> {
  const found: string[] = [];
  for (const route of await everyRoute()) {
    const html = await (await fetch(site() + route)).text();
    if (html.includes('data-part=')) found.push(route);
  }
  return found;
}

interface PartShape {
  label: string;
  height: number;
  /** Each field's and button's top, relative to the part's top. */
  fields: number[];
  live: boolean;
  /** Comments shown (the live comments' list). */
  comments: number;
}

const shapes = (page: Page): Promise<PartShape[]> =>
  page.$$eval('[data-part]', (parts) =>
    parts.map((part) => {
      const top = part.getBoundingClientRect().top;
      return {
        label: (part as HTMLElement).dataset.part ?? '',
        height: Math.round(part.getBoundingClientRect().height),
        fields: [...part.querySelectorAll('input:not([type=hidden]), select, textarea, button')]
          .filter((field) => field.getBoundingClientRect().height > 0)
          .map((field) => Math.round(field.getBoundingClientRect().top - top)),
        live: part.hasAttribute('data-live'),
        comments: part.querySelectorAll('[data-testid=comments] li').length,
      };
    }),
  );

for (const width of [375, 1280]) {
  test(`every part goes live without moving anything (${width} px)`, async ({ browser }) => {
    test.setTimeout(600_000);
    const routes = await routesWithParts();
    // The home page, the contact page, the training page and every article at least.
    expect(routes.length).toBeGreaterThan(10);
    const phone = width < 600;
    const context = await browser.newContext({
      viewport: { width, height: phone ? 740 : 900 },
      isMobile: phone,
      hasTouch: phone,
    });
    const problems: string[] = [];
    const check = async (route: string) => {
      const page = await context.newPage();
      await page.addInitScript(recordLayoutShifts);
      await page.goto(site() + route);
      const built = await shapes(page);
      expect(
        built.some((part) => part.live),
        `${route}: a part was live at load`,
      ).toBe(false);
      for (let index = 0; index < built.length; index++) {
        // Each part in view in turn: it goes live once the page is idle.
        await page.evaluate(
          (i) => document.querySelectorAll('[data-part]')[i]!.scrollIntoView({ block: 'center' }),
          index,
        );
        await expect(page.locator('[data-part]').nth(index)).toHaveAttribute('data-live', '', {
          timeout: 20_000,
        });
      }
      // What the live parts fetch (the human check's question, a product list) has arrived.
      await page.waitForLoadState('networkidle');
      const live = await shapes(page);
      built.forEach((before, index) => {
        const after = live[index]!;
        const name = `${route}: ${before.label}`;
        const grewByComments = after.comments > 0;
        if (!grewByComments && Math.abs(after.height - before.height) > 1)
          problems.push(`${name} is ${before.height} px built, ${after.height} px live`);
        const moved = before.fields.filter(
          (top, i) => after.fields[i] === undefined || Math.abs(after.fields[i]! - top) > 1,
        );
        if (moved.length > 0 || after.fields.length < before.fields.length)
          problems.push(
            `${name}: fields at ${before.fields.join(',')} built, ${after.fields.join(',')} live`,
          );
      });
      const shifted = shiftProblem(route, await layoutShifts(page), 0.01);
      if (shifted) problems.push(shifted);
      await page.close();
    };
    await aFewAtOnce(routes, PAGES_AT_ONCE, check);
    await context.close();
    expect(problems).toEqual([]);
  });
}
