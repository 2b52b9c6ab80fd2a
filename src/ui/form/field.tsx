/**
 * A labelled form field: the label (with a required mark), the control, an optional hint and the
 * error text, tied to the control by aria-describedby. The control is rendered by `children`,
 * which receives the ids and aria attributes to spread on it.
 */
import { useId, type ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children(control: ControlProps): ReactNode;
}

export function Field({ label, required, error, hint, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div sx={{ mb: 3 }}>
      <label htmlFor={id} sx={{ variant: 'forms.label' }}>
        {label}
        {required && (
          <span aria-hidden="true" sx={{ color: 'danger' }}>
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} sx={{ fontSize: 1, color: 'mutedText', mt: 1, mb: 0 }}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} sx={{ fontSize: 1, color: 'danger', mt: 1, mb: 0 }}>
          {error}
        </p>
      )}
    </div>
  );
}
