/**
 * The floating controls on every route at the widths visitors use: the help controls (FAQ,
 * FEEDBACK) show their whole label, never overlap each other, and never cover the page: in the
 * help bar of a narrower window the end of the page scrolls clear of the bar; in a wide window
 * they sit in the margins, beside every text, link and picture. Toasts stack above them, and the
 * cookie banner leaves them free. The 375 px phone is checked in the phone spec.
 */
import { expect, test } from '@playwright/test';
import { e2eEnv, waitForHydration } from './support/env';
import { floatingControlProblems } from './support/page-checks';
import { activePosts } from './support/provider';
import { everyRoute } from './support/routes';

const site = () => e2eEnv('E2E_SITE_URL');

for (const width of [768, 1280, 1440, 1920]) {
  test(`every route at ${width} px: the floating controls cover nothing and each other`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const route of await everyRoute()) {
      await page.goto(site() + route);
      for (const problem of await floatingControlProblems(page))
        problems.push(`${route}: ${problem}`);
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}

for (const width of [375, 1440]) {
  test(`at ${width} px toasts stack above the help controls, and the cookie banner leaves them free`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const [post] = await activePosts();
    await page.goto(`${site()}/blog/${post!.Slug}`);
    await waitForHydration(page);
    // The first visit: the banner is open.
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    expect(await floatingControlProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Reject All' }).click();
    // Without consent a like explains itself in a toast; three of them fill the stack (the
    // button only looks disabled: a press says why).
    const like = page.getByTestId('like-button');
    for (let i = 0; i < 3; i += 1) await like.click({ force: true });
    await expect(page.getByTestId('toast')).toHaveCount(3);
    expect(await floatingControlProblems(page)).toEqual([]);
    await context.close();
  });
}

test('at 1280 px FEEDBACK is a vertical tab on the left edge and FAQ a button in the right margin, with no bar across the window', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(site() + '/contact-us');
  await waitForHydration(page);
  const feedback = (await page.getByTestId('feedback-open').boundingBox())!;
  expect(feedback.x).toBe(0);
  // Standing up: taller than wide, about halfway down the window.
  expect(feedback.height).toBeGreaterThan(feedback.width * 2);
  expect(Math.abs(feedback.y + feedback.height / 2 - 400)).toBeLessThan(20);
  const faq = (await page.getByRole('button', { name: 'FAQ' }).boundingBox())!;
  expect(faq.x).toBeGreaterThan(1280 - 56);
  expect(faq.y + faq.height).toBeGreaterThan(800 - 56);
  // The dock holds only the FAQ button: nothing of it spans the window's bottom.
  const dock = (await page.getByTestId('help-dock').boundingBox())!;
  expect(dock.width).toBeLessThan(100);
  expect(await floatingControlProblems(page)).toEqual([]);
  await context.close();
});
