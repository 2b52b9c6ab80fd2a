import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A checkbox with its label after it, and error text tied by aria-describedby. */
export function CheckboxField({
  label,
  registration,
  required,
  error,
}: {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  required?: boolean;
  error?: string;
}) {
  const id = useId();
  return (
    <div sx={{ mb: 3 }}>
      <div sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <input
          id={id}
          type="checkbox"
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-required={required ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          sx={{ mt: 1, width: 18, height: 18 }}
        />
        <label htmlFor={id}>
          {label}
          {required && (
            <span aria-hidden="true" sx={{ color: 'danger' }}>
              {' '}
              *
            </span>
          )}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} sx={{ fontSize: 1, color: 'danger', mt: 1, mb: 0 }}>
          {error}
        </p>
      )}
    </div>
  );
}
