/**
 * An on/off setting read from the environment, as the provider's and the build's configs read
 * it: 1/true/yes/on or 0/false/no/off, any case, blanks around ignored; unset or empty gives the
 * fallback. Anything else is undefined, for the caller to refuse with its own error.
 */
export function parseFlag(value: string | undefined, fallback: boolean): boolean | undefined {
  const v = value?.trim().toLowerCase() ?? '';
  if (v === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  return undefined;
}
