/**
 * Focuses the element a page's address names (/#newsletter) when the page opens at it, so the
 * keyboard starts there ('Subscribe Again' on the newsletter pages). In a task of its own: the
 * router focuses the page's wrapper in the same commit, after this page's effects.
 *
 * Parts above it go live once the page has settled and may grow (the training form's calendar
 * replaces its plain date field), which would push the named element out of the window: until
 * the visitor scrolls, types or taps, or for a few seconds, it is kept where the address put it.
 */
import { useEffect } from 'react';

/** How long the named element is kept in place while the parts above it go live. */
const KEEP_MS = 8_000;
const VISITOR_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export function useFocusOnHash(id: string): void {
  useEffect(() => {
    if (window.location.hash !== `#${id}`) return undefined;
    let release = () => undefined as void;
    const timer = setTimeout(() => {
      const target = document.getElementById(id);
      if (!target) return;
      target.focus({ preventScroll: true });
      if (typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(() => target.scrollIntoView({ block: 'start' }));
      observer.observe(document.body);
      const until = setTimeout(() => release(), KEEP_MS);
      release = () => {
        observer.disconnect();
        clearTimeout(until);
        for (const event of VISITOR_MOVES) window.removeEventListener(event, release);
      };
      for (const event of VISITOR_MOVES) window.addEventListener(event, release, { passive: true });
    }, 0);
    return () => {
      clearTimeout(timer);
      release();
    };
  }, [id]);
}
