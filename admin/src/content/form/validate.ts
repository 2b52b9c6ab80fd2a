/** A field's check in react-admin's shape: its message or undefined; required ones flagged. */
import type { Validator } from 'react-admin';
import type { FieldSpec } from '../fields';
import { fieldProblem } from '../validation';

export function validatorOf(spec: FieldSpec): Validator {
  const validate: Validator = (value: unknown) => fieldProblem(spec, value) ?? undefined;
  // react-admin marks a label with * when its validator says it is required.
  return Object.assign(validate, { isRequired: Boolean(spec.required) });
}

/** Keeps an emptied text as '' when the API takes no null (react-admin's default sends null). */
export const keepText = (value: string) => value;
