import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

/** Options shown under a heading of the list (an optgroup). */
export interface SelectGroup {
  label: string;
  options: readonly SelectOption[];
}

export interface SelectFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly (SelectOption | string)[];
  /** Further options, grouped under headings, after `options`. */
  groups?: readonly SelectGroup[];
  required?: boolean;
  error?: string;
  /** The empty first option, e.g. 'Select an industry' or 'Loading...'. */
  placeholder: string;
  disabled?: boolean;
}

/** A select registered with react-hook-form; plain strings are both value and label. */
export function SelectField({
  label,
  registration,
  options,
  groups = [],
  required,
  error,
  placeholder,
  disabled,
}: SelectFieldProps) {
  return (
    <Field label={label} required={required} error={error}>
      {(control) => (
        <select {...control} {...registration} disabled={disabled} sx={{ variant: 'forms.input' }}>
          <option value="">{placeholder}</option>
          {options.map((option) => {
            const { value, label: text } =
              typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </Field>
  );
}
