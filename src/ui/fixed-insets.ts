/**
 * What fixed parts of the window cover at its bottom, as CSS variables on the document, so the
 * page can keep focused elements and its own end clear of them (scroll-padding, padding). A part
 * whose height is known only in the browser (the cookie banner wraps its text) publishes it
 * while it is shown.
 */
import { useEffect, useLayoutEffect, type RefObject } from 'react';

/** The open cookie banner's height; unset (0) when it is closed. */
export const BANNER_HEIGHT_VAR = '--cookie-banner-height';

/** The banner's height as a CSS length, 0px when no banner is open. */
export const BANNER_HEIGHT = `var(${BANNER_HEIGHT_VAR}, 0px)`;

/** The height of the toasts shown (0 when none). */
export const TOASTS_HEIGHT_VAR = '--toasts-height';

/** The toasts' height as a CSS length. */
export const TOASTS_HEIGHT = `var(${TOASTS_HEIGHT_VAR}, 0px)`;

/** 1 while a toast shows, else 0: multiplies the toasts' distance from the window's bottom. */
export const TOASTS_SHOWN_VAR = '--toasts-shown';

/** The toasts' flag as a CSS number. */
export const TOASTS_SHOWN = `var(${TOASTS_SHOWN_VAR}, 0)`;

// useLayoutEffect warns in the server render; the effect only runs in a browser anyway.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Keeps `variable` on the document equal to the element's height, in px, while it is mounted,
 * and `shownVariable`, if given, to 1 while that height is not 0; removes both when it goes.
 */
export function usePublishedHeight(
  ref: RefObject<HTMLElement | null>,
  variable: string,
  shownVariable?: string,
): void {
  useBrowserLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const root = document.documentElement.style;
    const publish = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      root.setProperty(variable, `${height}px`);
      if (shownVariable) root.setProperty(shownVariable, height > 0 ? '1' : '0');
    };
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(variable);
      if (shownVariable) root.removeProperty(shownVariable);
    };
  }, [ref, variable, shownVariable]);
}

/** Focus inside these stays where it is: they are fixed themselves, or scroll on their own. */
const SELF_PLACED = '[data-cookie-banner], [data-testid="help-dock"], [role="dialog"]';

/**
 * Scrolls `element` clear of the fixed parts at the window's bottom when any of it is under
 * them (the document's scroll padding says how far up they reach). An element inside a fixed
 * part or a dialog, or taller than the free room (the whole main region), stays where it is.
 */
export function keepClearOfFixedParts(element: Element | null): void {
  if (!(element instanceof HTMLElement) || element.closest(SELF_PLACED)) return;
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom);
  const room = window.innerHeight - (Number.isFinite(padding) ? padding : 0);
  const box = element.getBoundingClientRect();
  if (box.height > room || (box.top >= 0 && box.bottom <= room)) return;
  element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/**
 * Scrolls each newly focused element of the page clear of the fixed parts at the window's
 * bottom. The document's scroll padding covers most of it, but a browser reveals only the caret
 * of a text area it focuses, leaving the rest of the box under the banner or the bar.
 */
export function useFocusKeptClear(): void {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => keepClearOfFixedParts(event.target as Element | null);
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
}
