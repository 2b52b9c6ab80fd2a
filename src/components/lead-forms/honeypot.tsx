/**
 * The honeypot: an input people never see or reach (off screen, out of the tab order, hidden
 * from assistive technology), which form-filling bots do fill. The server refuses a submission
 * where it is filled.
 */
import { forwardRef } from 'react';
import { HONEYPOT_FIELD } from '@cloud-consulting/domain/human-check';

export const Honeypot = forwardRef<HTMLInputElement>(function Honeypot(_props, ref) {
  return (
    <div
      aria-hidden="true"
      sx={{
        position: 'absolute',
        left: '-10000px',
        top: 'auto',
        width: 1,
        height: 1,
        overflow: 'hidden',
      }}
    >
      <label>
        Leave this field empty
        <input
          ref={ref}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  );
});
