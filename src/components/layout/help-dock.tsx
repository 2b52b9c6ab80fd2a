/**
 * Where the floating help controls (FAQ and FEEDBACK) live, so that they never cover the page or
 * each other. Below {@link DOCK_GUTTER_MIN_WIDTH} the page has no margin wide enough to hold
 * them: they sit in an opaque bar along the bottom of the window, and the layout leaves that much
 * room under the footer, so the end of the page is never under the bar. From that width on, the
 * margins beside the content column hold them: the FEEDBACK tab on the left edge, FAQ at the
 * bottom right. Toasts appear above the controls, never on them. The document's scroll padding
 * keeps a focused element clear of the bar and of an open cookie banner above it.
 */
import type { ReactNode } from 'react';
import { Global } from 'theme-ui';
import {
  BANNER_HEIGHT,
  TOASTS_HEIGHT,
  TOASTS_SHOWN,
  useFocusKeptClear,
} from '../../ui/fixed-insets';

/** The bottom bar's height, in px: the layout leaves this much room under the footer. */
export const DOCK_BAR_HEIGHT = 56;

/**
 * The narrowest window whose margins hold the controls: beside the 1,200 px content column and
 * its 16 px padding, a 1,280 px window keeps 56 px free on each side, room for the 37 px
 * FEEDBACK tab and the 44 px round FAQ button {@link GUTTER_EDGE} px from the edge.
 */
export const DOCK_GUTTER_MIN_WIDTH = 1280;

/** How far the FAQ button sits from the window's right and bottom edges in a wide window. */
export const GUTTER_EDGE = 8;

/** The FAQ button's size in a wide window's margin: a 44 px circle (the smallest touch target). */
export const GUTTER_BUTTON_SIZE = 44;

/** How far an open cookie banner keeps from each side of a wide window: clear of the FAQ button. */
export const GUTTER_BANNER_INSET = `max(calc(50% - 600px), ${GUTTER_EDGE + GUTTER_BUTTON_SIZE + 8}px)`;

/** The media query of a window wide enough for the margins to hold the controls. */
export const GUTTER_MEDIA = `@media (min-width: ${DOCK_GUTTER_MIN_WIDTH}px)`;

/**
 * How far above the window's bottom the toasts' stack starts, as CSS lengths: above the help
 * controls and above an open cookie banner, never on them.
 */
export const TOASTS_BOTTOM = {
  bar: `calc(${DOCK_BAR_HEIGHT + 16}px + ${BANNER_HEIGHT})`,
  gutter: `max(${16 + GUTTER_BUTTON_SIZE + GUTTER_EDGE + 16}px, calc(${BANNER_HEIGHT} + 16px))`,
} as const;

/** Room kept between a focused element and the fixed parts at the window's bottom. */
const FOCUS_CLEARANCE = 8;

/** How far up from the window's bottom the toasts reach: 0 when none shows. */
const toastsReach = (bottom: string) => `calc(${TOASTS_SHOWN} * ${bottom} + ${TOASTS_HEIGHT})`;

/**
 * How far up from the window's bottom the fixed parts reach: the highest of the help bar, an
 * open cookie banner and the toasts shown. The page leaves this much room under its footer, so
 * its end scrolls clear of them. In a wide window the bar is gone.
 */
export const BOTTOM_COVER = {
  bar: `max(${DOCK_BAR_HEIGHT}px + ${BANNER_HEIGHT}, ${toastsReach(TOASTS_BOTTOM.bar)})`,
  gutter: `max(${BANNER_HEIGHT}, ${toastsReach(TOASTS_BOTTOM.gutter)})`,
} as const;

/** Where the page scrolls a focused element to: clear of the fixed parts (WCAG 2.4.11). */
const scrollPadding = {
  html: {
    scrollPaddingBottom: `calc(${BOTTOM_COVER.bar} + ${FOCUS_CLEARANCE}px)`,
    [GUTTER_MEDIA]: { scrollPaddingBottom: `calc(${BOTTOM_COVER.gutter} + ${FOCUS_CLEARANCE}px)` },
  },
};

export function HelpDock({ children }: { children: ReactNode }) {
  useFocusKeptClear();
  return (
    <>
      <Global styles={scrollPadding} />
      <aside
        aria-label="Help"
        data-testid="help-dock"
        sx={{
          position: 'fixed',
          zIndex: 30,
          left: 0,
          right: 0,
          bottom: 0,
          height: DOCK_BAR_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: 2,
          px: 3,
          bg: 'background',
          borderTop: '1px solid',
          borderColor: 'border',
          [GUTTER_MEDIA]: {
            // Only the controls remain, each in its margin; the bar itself is gone.
            left: 'auto',
            right: `${GUTTER_EDGE}px`,
            bottom: `${GUTTER_EDGE}px`,
            height: 'auto',
            px: 0,
            bg: 'transparent',
            borderTop: 'none',
          },
        }}
      >
        {children}
      </aside>
    </>
  );
}
