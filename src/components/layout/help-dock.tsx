/**
 * Where the floating help controls (FAQ and FEEDBACK) live, so that they never cover the page or
 * each other. Below {@link DOCK_GUTTER_MIN_WIDTH} the page has no margin wide enough to hold
 * them: they sit in an opaque bar along the bottom of the window, and the layout leaves that much
 * room under the footer, so the end of the page is never under the bar. From that width on, the
 * margins beside the content column hold them: the FEEDBACK tab on the left edge, FAQ at the
 * bottom right. Toasts appear above the controls, never on them.
 */
import type { ReactNode } from 'react';

/** The bottom bar's height, in px: the layout leaves this much room under the footer. */
export const DOCK_BAR_HEIGHT = 56;

/**
 * The narrowest window whose margins beside the 1,200 px content column (120 px each) hold the
 * controls.
 */
export const DOCK_GUTTER_MIN_WIDTH = 1440;

/** The media query of a window wide enough for the margins to hold the controls. */
export const GUTTER_MEDIA = `@media (min-width: ${DOCK_GUTTER_MIN_WIDTH}px)`;

/** How far above the window's bottom toasts start, so they stack above the controls. */
export const TOASTS_BOTTOM = { bar: DOCK_BAR_HEIGHT + 16, gutter: 16 + 56 + 16 } as const;

export function HelpDock({ children }: { children: ReactNode }) {
  return (
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
          right: 3,
          bottom: 3,
          height: 'auto',
          px: 0,
          bg: 'transparent',
          borderTop: 'none',
        },
      }}
    >
      {children}
    </aside>
  );
}
