/**
 * The floating feedback widget: a vertical 'FEEDBACK' tab at the left edge on large screens, a
 * round button on small ones. The dialog (its form, rules and human check) loads on the first
 * click, so the widget adds almost nothing to every page; once loaded it stays, keeping what the
 * visitor typed if they close it.
 */
import { Suspense, lazy, useState } from 'react';

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
          position: 'fixed',
          zIndex: 30,
          bg: 'secondary',
          color: 'background',
          border: 'none',
          cursor: 'pointer',
          fontWeight: 'bold',
          letterSpacing: '0.1em',
          // Small screens: a round button at the bottom left. Large: a vertical tab on the left edge.
          left: [16, null, 0],
          bottom: [16, null, 'auto'],
          top: ['auto', null, '50%'],
          width: [56, null, 'auto'],
          height: [56, null, 'auto'],
          borderRadius: ['round', null, '0 8px 8px 0'],
          fontSize: [0, null, 1],
          px: [0, null, 2],
          py: [0, null, 3],
          writingMode: ['horizontal-tb', null, 'vertical-rl'],
          transform: ['none', null, 'translateY(-50%) rotate(180deg)'],
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
