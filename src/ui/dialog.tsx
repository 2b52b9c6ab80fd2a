/**
 * A modal dialog: focus moves in on open and is trapped inside, Escape and the close button
 * close it, focus returns to what opened it, and the page behind is inert to pointer clicks.
 */
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  /** Test id of the dialog element. */
  testId?: string;
  /**
   * Where focus goes on close, for a dialog that opens on its own (a form's result): by then the
   * control the visitor used may have lost focus (a submit button disabled while sending).
   * By default focus returns to what had it when the dialog opened.
   */
  returnFocusRef?: RefObject<HTMLElement>;
}

export function Dialog({ open, onClose, title, children, testId, returnFocusRef }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const returnFocus = useRef(returnFocusRef);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    returnFocus.current = returnFocusRef;
  });

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    const node = panel.current;
    const first = node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      } else if (!node.contains(document.activeElement)) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    // A press on the backdrop (outside the panel) closes, like Escape.
    const onPointer = (event: MouseEvent) => {
      if (node && !node.contains(event.target as Node)) onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
      (returnFocus.current?.current ?? opener)?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 50,
        bg: 'overlay',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        sx={{
          bg: 'background',
          color: 'text',
          borderRadius: 'large',
          boxShadow: 'card',
          width: '100%',
          maxWidth: 560,
          maxHeight: '90vh',
          overflowY: 'auto',
          p: 4,
          position: 'relative',
          // A dialog opened from a centred block (a call to action) reads as a form, not a banner.
          textAlign: 'left',
        }}
      >
        <div sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 3 }}>
          <h2 id={titleId} sx={{ m: 0, fontSize: 5 }}>
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close dialog"
            sx={{ variant: 'buttons.ghost', minWidth: 44, minHeight: 44 }}
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
