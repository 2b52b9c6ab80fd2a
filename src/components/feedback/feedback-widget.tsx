/**
 * The feedback widget: a vertical 'FEEDBACK' tab at the left edge of a wide window, a rounded
 * button in the help bar of a smaller one (see the help dock). The dialog (its form, rules and human check) loads on the first
 * click, so the widget adds almost nothing to every page; once loaded it stays, keeping what the
 * visitor typed if they close it.
 */
import { Suspense, lazy, useState } from 'react';
import { GUTTER_MEDIA } from '../layout/help-dock';

const FeedbackDialog = lazy(() =>
  import('./feedback-dialog').then((m) => ({ default: m.FeedbackDialog })),
);

export function FeedbackWidget() {
  const [open, setOpen] = useState(false);
  const [openCount, setOpenCount] = useState(0);
  const openDialog = () => {
    setOpenCount((count) => count + 1);
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        onClick={openDialog}
        data-testid="feedback-open"
        sx={{
          bg: 'secondary',
          color: 'background',
          border: 'none',
          cursor: 'pointer',
          fontWeight: 'bold',
          letterSpacing: '0.1em',
          // In the help bar: a rounded button as tall as the FAQ one. In a wide window's left
          // margin: a vertical tab on the left edge.
          borderRadius: 'round',
          minHeight: 44,
          px: 3,
          fontSize: 1,
          [GUTTER_MEDIA]: {
            position: 'fixed',
            left: 0,
            top: '50%',
            borderRadius: '0 8px 8px 0',
            px: 2,
            py: 3,
            writingMode: 'vertical-rl',
            transform: 'translateY(-50%) rotate(180deg)',
          },
        }}
      >
        FEEDBACK
      </button>
      {openCount > 0 && (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} openCount={openCount} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
