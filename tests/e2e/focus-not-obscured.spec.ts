/**
 * Focus is never hidden (WCAG 2.2, 2.4.11): a keyboard visitor tabs through every page with a
 * form, at 375 and 1280 px, on a first visit (the cookie banner open) and after a consent choice.
 * At every stop the focused element is in view and no fixed part of the window (the cookie
 * banner, the help bar and its controls, toasts) is on top of its centre or its corners. On a
 * first visit the banner's choices are the first Tab stops.
 */
import { expect, test, type Page } from '@playwright/test';
import { e2eEnv, scrollThrough } from './support/env';

const site = () => e2eEnv('E2E_SITE_URL');

/** The pages with forms: the six lead forms, the home page's newsletter band, an article's. */
const FORM_PAGES = ['/', '/contact-us', '/corporate-training', '/partners', '/products'];
const WIDTHS = [375, 1280];
/** More stops than the longest page has: the walk ends when focus comes back round. */
const MAX_STOPS = 600;

interface Stop {
  /** Focus left the page or came back to an element already met. */
  done: boolean;
  inBanner?: boolean;
  /** Where the focused element is hidden, or null. */
  problem?: string | null;
}

/**
 * Runs in the page at each stop: whether the walk is over, and where the focused element is
 * hidden: out of the window, or a fixed or sticky element that does not hold it is the topmost
 * thing at its centre or at one of its corners.
 */
function inspectFocus(): Stop {
  const focused = document.activeElement as HTMLElement | null;
  const walked = ((window as unknown as { walked?: WeakSet<Element> }).walked ??=
    new WeakSet<Element>());
  if (!focused || focused === document.body || walked.has(focused)) return { done: true };
  walked.add(focused);
  const inBanner = Boolean(focused.closest('[data-testid="cookie-banner"]'));
  const found = (problem: string | null): Stop => ({ done: false, inBanner, problem });
  const describe = (element: Element) => {
    const label =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ??
      element.getAttribute('data-testid') ??
      (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${label}"`;
  };
  const box = focused.getBoundingClientRect();
  if (box.width < 2 || box.height < 2) return found(null);
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, document.documentElement.clientWidth);
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  if (left >= right || top >= bottom) return found(`${describe(focused)} is out of view`);
  const fixedHolder = (element: Element | null) => {
    for (let node = element; node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === 'fixed' || position === 'sticky') return node;
    }
    return null;
  };
  const inset = 2;
  const points: Array<[number, number]> = [
    [(left + right) / 2, (top + bottom) / 2],
    [left + inset, top + inset],
    [right - inset, top + inset],
    [left + inset, bottom - inset],
    [right - inset, bottom - inset],
  ];
  for (const [x, y] of points) {
    const hit = document.elementFromPoint(x, y);
    if (!hit || focused.contains(hit) || hit.contains(focused)) continue;
    const cover = fixedHolder(hit);
    if (cover && !cover.contains(focused))
      return found(
        `${describe(focused)} is covered by ${describe(cover)} at (${Math.round(x)}, ${Math.round(y)})`,
      );
  }
  return found(null);
}

/**
 * Presses Tab from the top of the page until focus comes back round, checking each stop.
 * Returns the problems and the first stop's place (inside the cookie banner or not).
 */
async function walk(page: Page): Promise<{ problems: string[]; firstInBanner: boolean }> {
  const problems: string[] = [];
  let firstInBanner = false;
  for (let stop = 0; stop < MAX_STOPS; stop += 1) {
    await page.keyboard.press('Tab');
    const step = await page.evaluate(inspectFocus);
    if (step.done) return { problems, firstInBanner };
    if (stop === 0) firstInBanner = Boolean(step.inBanner);
    if (step.problem) problems.push(step.problem);
  }
  problems.push(`focus did not come back round in ${MAX_STOPS} stops`);
  return { problems, firstInBanner };
}

/** Opens the page at its top with everything that loads near the viewport loaded. */
async function open(page: Page, path: string) {
  await page.goto(site() + path);
  await scrollThrough(page);
  await page.evaluate(() => delete (window as unknown as { walked?: unknown }).walked);
}

async function firstArticle(page: Page): Promise<string> {
  await page.goto(`${site()}/blog`);
  const href = await page
    .locator('main a[href^="/blog/"]:not([href^="/blog/page"]):not([href^="/blog/tag"])')
    .first()
    .getAttribute('href');
  if (!href) throw new Error('no article is linked from /blog');
  return href;
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of [...FORM_PAGES, 'an article']) {
      test(`${path}: every focused element stays in view and uncovered, with the banner open and after a choice`, async ({
        page,
      }) => {
        test.setTimeout(240_000);
        const route = path === 'an article' ? await firstArticle(page) : path;
        await open(page, route);
        await expect(page.getByTestId('cookie-banner')).toBeVisible();
        const first = await walk(page);
        expect(first.problems, `${route}, banner open`).toEqual([]);
        expect(first.firstInBanner, 'the first Tab stop is in the cookie banner').toBe(true);

        await page.getByRole('button', { name: 'Reject All' }).click();
        await expect(page.getByTestId('cookie-banner')).toBeHidden();
        await open(page, route);
        const after = await walk(page);
        expect(after.problems, `${route}, after a choice`).toEqual([]);
      });
    }
  });
}
