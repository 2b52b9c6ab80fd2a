/** Checks of a loaded page that several specs make. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

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
 * The rules left out, each with why. The site's target is WCAG 2.2 AA: the AA contrast rule
 * (4.5:1, 3:1 for large text) runs everywhere; AAA's 7:1 would recolour the whole brand, the
 * tags editors colour and the code highlighting, a decision of its own.
 */
const LEFT_OUT: Readonly<Record<string, string>> = {
  'color-contrast-enhanced': 'WCAG AAA (7:1); the site conforms to AA, checked by color-contrast',
};

/**
 * Every other rule axe has, run by name: its experimental rules (off by default), the best
 * practices, WCAG 2.0 to 2.2 at A and AA, the other AAA rules, and the deprecated ones it still
 * ships.
 */
export const EVERY_AXE_RULE: readonly string[] = axe
  .getRules()
  .map((rule) => rule.ruleId)
  .filter((id) => !(id in LEFT_OUT));

/** An axe run with {@link EVERY_AXE_RULE}, of the whole page or of the part `include` selects. */
export function fullAxe(page: Page, include?: string): AxeBuilder {
  const builder = new AxeBuilder({ page }).withRules([...EVERY_AXE_RULE]);
  return include ? builder.include(include) : builder;
}

/**
 * The violations of every axe rule, one line each: the rule and, per element, its selector and
 * the start of its markup (a generated class name alone says nothing).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const result = await fullAxe(page, include).analyze();
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`,
  );
}

/**
 * Where the floating controls cover the page or each other, one line each. The help controls
 * (FAQ, FEEDBACK) show their whole label and do not overlap; in the help bar (a window narrower
 * than the margins need) the bar is opaque, spans the window's bottom and the end of the page
 * scrolls clear of it; in the margins of a wide window no text, link, control or picture of the
 * page shares a control's columns (the page scrolls under them, so sharing a column means being
 * covered at some point); toasts stack above the controls; an open cookie banner leaves them
 * free. Scrolls the page to its end.
 */
export async function floatingControlProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Box = { left: number; right: number; top: number; bottom: number };
    const problems: string[] = [];
    const overlaps = (a: Box, b: Box) =>
      a.left < b.right - 0.5 &&
      b.left < a.right - 0.5 &&
      a.top < b.bottom - 0.5 &&
      b.top < a.bottom - 0.5;
    const dock = document.querySelector<HTMLElement>('[data-testid="help-dock"]');
    if (!dock) return ['the help controls are missing'];
    const controls = Array.from(dock.querySelectorAll<HTMLElement>(':scope button')).filter(
      (button) => !button.closest('[role="region"], [role="dialog"]'),
    );
    const named = controls.map((control) => ({
      name: (control.textContent ?? '').trim(),
      box: control.getBoundingClientRect() as Box,
      control,
    }));
    if (named.length < 2) problems.push(`only ${named.length} help control(s) shown`);
    for (const { name, control } of named) {
      if (
        control.scrollWidth > control.clientWidth + 1 ||
        control.scrollHeight > control.clientHeight + 1
      )
        problems.push(`"${name}" cuts its label off`);
    }
    for (let i = 0; i < named.length; i += 1)
      for (let j = i + 1; j < named.length; j += 1)
        if (overlaps(named[i]!.box, named[j]!.box))
          problems.push(`"${named[i]!.name}" and "${named[j]!.name}" overlap`);

    const width = document.documentElement.clientWidth;
    const dockBox = dock.getBoundingClientRect();
    if (dockBox.width >= width - 1) {
      const colour = getComputedStyle(dock).backgroundColor;
      if (!/^rgb\(/.test(colour)) problems.push(`the help bar is see-through (${colour})`);
      if (Math.abs(dockBox.bottom - window.innerHeight) > 1)
        problems.push('the help bar is not at the bottom of the window');
      window.scrollTo(0, document.documentElement.scrollHeight);
      const footer = document.querySelector('footer');
      const barTop = dock.getBoundingClientRect().top;
      if (footer && footer.getBoundingClientRect().bottom > barTop + 1)
        problems.push('the end of the footer stays under the help bar');
    } else {
      // What a visitor reads or uses: the boxes of the text itself (a centred heading's box
      // spans the page, its words do not), and of every link, control and picture.
      const boxes: Array<{ what: string; box: DOMRect }> = [];
      for (const element of Array.from(
        document.querySelectorAll<HTMLElement>('header *, main *, footer *'),
      )) {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        const what = `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
        const whole =
          element.matches('a[href], button, input, select, textarea') ||
          (element instanceof HTMLImageElement && element.alt.trim() !== '');
        if (whole) {
          const box = element.getBoundingClientRect();
          if (box.width > 0 && box.height > 0) boxes.push({ what, box });
          continue;
        }
        for (const node of Array.from(element.childNodes)) {
          if (node.nodeType !== Node.TEXT_NODE || (node.textContent ?? '').trim() === '') continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const box of Array.from(range.getClientRects()))
            if (box.width > 0 && box.height > 0) boxes.push({ what, box });
        }
      }
      for (const { name, box } of named) {
        const hit = boxes.find(
          ({ box: other }) => other.left < box.right - 0.5 && box.left < other.right - 0.5,
        );
        if (hit) problems.push(`"${name}" shares its columns with ${hit.what}`);
      }
    }

    const toasts = document.querySelector('[data-testid="toast-region"]')?.getBoundingClientRect();
    for (const { name, box } of named) {
      if (
        toasts &&
        toasts.left < box.right &&
        box.left < toasts.right &&
        toasts.bottom > box.top + 0.5
      )
        problems.push(`toasts stack over "${name}"`);
    }
    const banner = document.querySelector<HTMLElement>('[data-testid="cookie-banner"]');
    if (banner && getComputedStyle(banner).display !== 'none') {
      const box = banner.getBoundingClientRect();
      for (const control of named)
        if (overlaps(box, control.box)) problems.push(`the cookie banner covers "${control.name}"`);
    }
    return problems;
  });
}
