import type { ReactNode } from 'react';

/**
 * A page that fills itself in once it runs in the browser (a newsletter link's result, the
 * dashboard, a preview) passes through states of different heights: checking, loading, the
 * answer. Held at least a screen tall, it keeps the footer below the first screen in every one of
 * them, so a change of state moves nothing the visitor sees (before: the footer jumped 150 px up
 * and back down on a phone, a layout shift of 0.1-0.4).
 */
export function FirstScreenHeld({ children }: { children: ReactNode }) {
  // Its own block formatting context: a state's first margin (a heading's) stays inside it
  // rather than moving the whole block down.
  return <div sx={{ minHeight: '100vh', display: 'flow-root' }}>{children}</div>;
}
