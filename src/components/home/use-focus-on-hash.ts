/**
 * Focuses the element a page's address names (/#newsletter) when the page opens at it, so the
 * keyboard starts there ('Subscribe Again' on the newsletter pages). In a task of its own: the
 * router focuses the page's wrapper in the same commit, after this page's effects.
 */
import { useEffect } from 'react';

export function useFocusOnHash(id: string): void {
  useEffect(() => {
    if (window.location.hash !== `#${id}`) return undefined;
    const timer = setTimeout(() => {
      document.getElementById(id)?.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [id]);
}
