import { keyframes } from '@emotion/react';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A spinner announced to assistive technology as a status with `label`. */
export function Spinner({ label, size = 40 }: { label: string; size?: number }) {
  return (
    <div role="status" data-testid="spinner" sx={{ display: 'inline-flex' }}>
      <span
        aria-hidden="true"
        sx={{
          width: size,
          height: size,
          border: '4px solid',
          borderColor: 'border',
          borderTopColor: 'primary',
          borderRadius: 'round',
          animation: `${spin} 0.8s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
        }}
      />
      <span sx={{ variant: 'styles.visuallyHidden' }}>{label}</span>
    </div>
  );
}
