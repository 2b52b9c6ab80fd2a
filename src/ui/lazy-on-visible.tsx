/**
 * Loads a heavy part of a page (a form with its validation library) only when the visitor comes
 * near it, so a page's first load carries only what is on screen. Until then a box of the
 * expected height holds its place, so nothing jumps when it arrives.
 */
import { Suspense, lazy, useEffect, useRef, useState, type ComponentType } from 'react';

/** How far below the viewport a part starts loading: far enough to be ready when reached. */
const PRELOAD_MARGIN = '800px 0px';
const INTERACTIONS = ['scroll', 'wheel', 'pointerdown', 'pointermove', 'keydown', 'touchstart'];

/**
 * Resolves on the visitor's first scroll, pointer, key or touch: forms are of no use before
 * that, so even one on the first screen waits for it and the page's first load stays light.
 */
let firstInteraction: Promise<void> | null = null;
function afterFirstInteraction(): Promise<void> {
  firstInteraction ??= new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) {
      window.addEventListener(type, done, { capture: true, passive: true });
    }
  });
  return firstInteraction;
}

export function lazyOnVisible<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { minHeight: number | string; label: string },
): ComponentType<P> {
  // A lazy component is used like the component it loads.
  const Part = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function OnVisible(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const [near, setNear] = useState(false);
    useEffect(() => {
      const element = box.current;
      if (!element) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      let live = true;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            void afterFirstInteraction().then(() => live && setNear(true));
          }
        },
        { rootMargin: PRELOAD_MARGIN },
      );
      observer.observe(element);
      return () => {
        live = false;
        observer.disconnect();
      };
    }, []);
    const placeholder = (
      <div data-loading={options.label} aria-hidden="true" sx={{ minHeight: options.minHeight }} />
    );
    return (
      <div ref={box}>
        {near ? (
          <Suspense fallback={placeholder}>
            <Part {...props} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    );
  }
  return OnVisible;
}
