/**
 * The provider refuses a body with `{ message, errors: [{ field, message }] }`, its messages
 * those of the schema validator ("must NOT have more than 200 characters"). The editor app shows
 * each next to its field, in a person's words: react-admin takes them as `{ [field]: message }`.
 */

export interface FieldRefusal {
  field: string;
  message: string;
}

const FORMATS: Record<string, string> = {
  email: 'Enter an email address',
  uri: 'Enter a full address, starting with https://',
  'date-time': 'Enter a date and a time',
  date: 'Enter a date',
};

/** One validator message in words; messages already in words are kept. */
export function refusalInWords(message: string): string {
  const most = /^must NOT have more than (\d+) (characters|items)$/.exec(message);
  if (most) return `At most ${Number(most[1]).toLocaleString('en-US')} ${most[2]}`;
  const least = /^must NOT have fewer than (\d+) (characters|items)$/.exec(message);
  if (least) {
    return least[1] === '1' && least[2] === 'characters'
      ? 'Required'
      : `At least ${Number(least[1]).toLocaleString('en-US')} ${least[2]}`;
  }
  const format = /^must match format "([^"]+)"$/.exec(message);
  if (format) return FORMATS[format[1]!] ?? 'This value is not in the expected form';
  if (message === 'is required') return 'Required';
  if (message === 'is not allowed') return 'This field cannot be changed here';
  if (/^must be equal to one of the allowed values$/.test(message))
    return 'Choose one of the offered values';
  if (/^must be (integer|number)$/.test(message)) return 'Enter a number';
  if (/^must be (<=|>=|<|>) /.test(message)) return 'This number is out of range';
  if (/^must (be|match|have|NOT)\b/.test(message)) return 'This value is not accepted';
  return message;
}

const isRefusal = (item: unknown): item is FieldRefusal =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as FieldRefusal).field === 'string' &&
  typeof (item as FieldRefusal).message === 'string';

/**
 * The field errors of a refusal's body as react-admin's form takes them, the first message of
 * each field kept; null when the body names no field.
 */
export function formErrors(body: unknown): Record<string, string> | null {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return null;
  const named: Record<string, string> = {};
  for (const item of errors.filter(isRefusal)) {
    if (item.field === 'body' || item.field in named) continue;
    named[item.field] = refusalInWords(item.message);
  }
  return Object.keys(named).length ? named : null;
}
