/**
 * The site's toaster: bottom-right, at most 3 visible, each for 4 s, in a live region with
 * role status so screen readers announce them. F8 moves focus to the region (the hotkey of the
 * primitive toast). Newer toasts push out the oldest beyond the limit.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  PRIMITIVE_TOAST_HOTKEY,
  TOAST_DURATION_MS,
  TOAST_VISIBLE_LIMIT,
} from '@cloud-consulting/domain/constants';
import { ToastContext, type ToastInput } from '../../services/toast-context';
import {
  TOASTS_HEIGHT_VAR,
  TOASTS_SHOWN_VAR,
  keepClearOfFixedParts,
  usePublishedHeight,
} from '../../ui/fixed-insets';
import { GUTTER_MEDIA, TOASTS_BOTTOM } from '../layout/help-dock';

interface Toast extends ToastInput {
  id: number;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const region = useRef<HTMLDivElement>(null);
  // The page scrolls a focused element clear of the toasts shown (see the help dock).
  usePublishedHeight(region, TOASTS_HEIGHT_VAR, TOASTS_SHOWN_VAR);

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((item) => item.id !== id));
  }, []);

  const toast = useCallback(
    (input: ToastInput) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { ...input, id }].slice(-TOAST_VISIBLE_LIMIT));
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), input.durationMs ?? TOAST_DURATION_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const all = timers.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === PRIMITIVE_TOAST_HOTKEY) region.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      all.forEach((timer) => clearTimeout(timer));
    };
  }, []);

  // A new toast never sits on the control that has focus (often the one that raised it): the
  // page scrolls it clear once the stack has its new height.
  useEffect(() => {
    if (toasts.length === 0) return undefined;
    const frame = requestAnimationFrame(() => keepClearOfFixedParts(document.activeElement));
    return () => cancelAnimationFrame(frame);
  }, [toasts]);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        ref={region}
        role="status"
        aria-live="polite"
        aria-label={`Notifications (${PRIMITIVE_TOAST_HOTKEY})`}
        tabIndex={-1}
        data-testid="toast-region"
        sx={{
          position: 'fixed',
          right: 3,
          // Above the help controls and an open cookie banner, never on them.
          bottom: TOASTS_BOTTOM.bar,
          [GUTTER_MEDIA]: { bottom: TOASTS_BOTTOM.gutter },
          zIndex: 60,
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          maxWidth: 360,
          width: 'calc(100% - 32px)',
          pointerEvents: 'none',
          outline: 'none',
        }}
      >
        {toasts.map((item) => (
          <div
            key={item.id}
            data-testid="toast"
            sx={{
              pointerEvents: 'auto',
              bg: 'background',
              color: 'text',
              border: '1px solid',
              borderColor: 'border',
              borderLeft: '6px solid',
              borderLeftColor:
                item.variant === 'error'
                  ? 'danger'
                  : item.variant === 'success'
                    ? 'success'
                    : 'primary',
              borderRadius: 'default',
              boxShadow: 'card',
              p: 3,
              display: 'flex',
              gap: 2,
              alignItems: 'flex-start',
            }}
          >
            <div sx={{ flex: 1 }}>
              <p sx={{ m: 0, fontWeight: 'bold' }}>{item.title}</p>
              {item.description && <p sx={{ m: 0, mt: 1 }}>{item.description}</p>}
            </div>
            <button
              type="button"
              aria-label="Dismiss notification"
              onClick={() => dismiss(item.id)}
              sx={{ variant: 'buttons.ghost', border: 'none', px: 2 }}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
