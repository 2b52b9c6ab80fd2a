import { keyframes } from '@emotion/react';
import { forwardRef } from 'react';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export interface SubmitButtonProps {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  /** Id of the text that says why the button is disabled. */
  describedBy?: string;
}

/** The submit button: its busy label and a spinner while sending, disabled while it sends. */
export const SubmitButton = forwardRef<HTMLButtonElement, SubmitButtonProps>(function SubmitButton(
  { label, busyLabel, busy, disabled, describedBy },
  ref,
) {
  return (
    <button
      ref={ref}
      type="submit"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
      sx={{ variant: 'buttons.primary', display: 'inline-flex', alignItems: 'center', gap: 2 }}
    >
      {busy && (
        <span
          aria-hidden="true"
          data-testid="submit-spinner"
          sx={{
            width: 14,
            height: 14,
            border: '2px solid',
            borderColor: 'primaryText',
            borderTopColor: 'transparent',
            borderRadius: 'round',
            animation: `${spin} 0.8s linear infinite`,
          }}
        />
      )}
      {busy ? busyLabel : label}
    </button>
  );
});
