import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Brings the server-rendered page to life as a transition. React then hydrates in short slices
 * and yields to the browser between them, instead of one long task that blocks the main thread
 * (Lighthouse's total blocking time, a visitor's first tap). A click or key press on a part not
 * yet hydrated makes React finish at once and then replays it, so no input is lost. A page
 * without server-rendered markup is rendered afresh, as Gatsby does.
 */
export function hydrateInSlices(element: ReactElement, container: Element): void {
  const focusWrapper = container.ownerDocument.getElementById('gatsby-focus-wrapper');
  if (focusWrapper && focusWrapper.children.length > 0) {
    startTransition(() => {
      hydrateRoot(container, element);
    });
  } else {
    createRoot(container).render(element);
  }
}
