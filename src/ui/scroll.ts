import { scrollTargetTop } from '@cloud-consulting/domain/content-pages';

/** Scrolls smoothly so the element with `id` sits 80 px below the top (clear of the header). */
export function scrollToId(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const top = scrollTargetTop(element.getBoundingClientRect().top, window.scrollY);
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
}
