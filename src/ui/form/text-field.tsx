import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field';

/** One field of a form as the form binds it: its react-hook-form registration and error text. */
export interface FieldBinding {
  registration: UseFormRegisterReturn;
  error?: string;
  /** The most characters the form's schema accepts, so typing stops where the server refuses. */
  maxLength?: number;
}

export interface TextFieldProps extends FieldBinding {
  label: string;
  required?: boolean;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  /** A multi-line text area instead of a one-line input. */
  multiline?: boolean;
}

/** A text input or text area registered with react-hook-form. */
export function TextField({
  label,
  registration,
  required,
  error,
  hint,
  type = 'text',
  autoComplete,
  multiline,
  maxLength,
}: TextFieldProps) {
  return (
    <Field label={label} required={required} error={error} hint={hint}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            {...registration}
            rows={5}
            maxLength={maxLength}
            sx={{ variant: 'forms.input', fontFamily: 'inherit', resize: 'vertical' }}
          />
        ) : (
          <input
            {...control}
            {...registration}
            type={type}
            autoComplete={autoComplete}
            maxLength={maxLength}
            sx={{ variant: 'forms.input' }}
          />
        )
      }
    </Field>
  );
}
