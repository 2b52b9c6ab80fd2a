/**
 * A string that is equal for two sx values exactly when they hold the same things in the same
 * order: plain objects and arrays of strings, numbers, booleans, null and undefined. theme-ui
 * turns equal sx values into equal styles under one theme, so the key can stand for the style.
 *
 * null for anything else (a function of the theme, a class instance, a symbol): such a style is
 * worked out every time, as theme-ui does.
 */
export function styleKey(value: unknown): string | null {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      // -0 is kept apart: a negative margin of 0 may print differently from 0.
      return Object.is(value, -0) ? '-0' : String(value);
    case 'boolean':
      return value ? 't' : 'f';
    case 'undefined':
      return 'u';
    case 'object':
      if (value === null) return 'n';
      if (Array.isArray(value)) return listKey(value);
      return isPlainObject(value) ? objectKey(value) : null;
    default:
      return null;
  }
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function listKey(items: readonly unknown[]): string | null {
  let key = '[';
  for (let i = 0; i < items.length; i += 1) {
    const item = styleKey(items[i]);
    if (item === null) return null;
    key += (i === 0 ? '' : ',') + item;
  }
  return `${key}]`;
}

function objectKey(object: Record<string, unknown>): string | null {
  let key = '{';
  let first = true;
  // Insertion order: it is the order of the rules in the style.
  for (const name in object) {
    const item = styleKey(object[name]);
    if (item === null) return null;
    key += `${first ? '' : ','}${JSON.stringify(name)}:${item}`;
    first = false;
  }
  return `${key}}`;
}
