/** Checks of a loaded page that several specs make. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Images that did not load (not complete, or no pixels): their addresses. */
export async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );
}

/** How far the page scrolls sideways, in px (0 when it fits its viewport). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * The WCAG 2 A and AA violations axe finds, one line each: the rule and, per element, its
 * selector and the start of its markup (a generated class name alone says nothing).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return axe.violations.map(
    (v) =>
      `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`,
  );
}
