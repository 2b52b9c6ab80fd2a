/**
 * A page's layout shifts that no input caused, each with what moved (element, its part, from and
 * to), so a failure names its cause. `recordLayoutShifts` goes to `addInitScript` (it runs before
 * the page's own scripts and reads the shifts buffered since navigation); `layoutShifts` reads them.
 */
import type { Page } from '@playwright/test';

export interface LayoutShift {
  value: number;
  /** "123 ms: footer.x 900+300→760+300, …": when, and each moved element's top and height. */
  sources: string;
}

export function recordLayoutShifts(): void {
  const shifts: { value: number; sources: string }[] = [];
  Object.assign(window, { __layoutShifts: shifts });
  const named = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const part = node.closest('[data-part]')?.getAttribute('data-part');
    const classes = [...node.classList].slice(0, 2).join('.');
    const id = node.id ? `#${node.id}` : '';
    return `${node.tagName.toLowerCase()}${id}${classes ? '.' + classes : ''}${part ? ` in ${part}` : ''}`;
  };
  const box = (r: DOMRectReadOnly) => `${Math.round(r.y)}+${Math.round(r.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      const sources = entry.sources
        .map((s) => `${named(s.node)} ${box(s.previousRect)}→${box(s.currentRect)}`)
        .join(', ');
      shifts.push({ value: entry.value, sources: `${Math.round(entry.startTime)} ms: ${sources}` });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(
    () => (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts,
  );
}

/** The shifts' sum, and a line naming each when the sum is over `limit` (null when within it). */
export function shiftProblem(route: string, shifts: LayoutShift[], limit: number): string | null {
  const total = shifts.reduce((sum, { value }) => sum + value, 0);
  if (total <= limit) return null;
  const each = shifts.map((s) => `${s.value.toFixed(3)} at ${s.sources}`).join('; ');
  return `${route}: layout shift ${total.toFixed(3)} without input (${each})`;
}
