import { scrollTargetTop } from '@cloud-consulting/domain/content-pages';

/**
 * Scrolls so the element with `id` sits 80 px below the top (clear of the header): smoothly,
 * or at once (a new page opened at a section). False when there is no such element.
 */
export function scrollToId(id: string, { instant = false } = {}): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const top = scrollTargetTop(element.getBoundingClientRect().top, window.scrollY);
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: instant || reduce ? 'auto' : 'smooth' });
  return true;
}

/** The section a page address names after its '#', if any. */
export function hashTarget(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
