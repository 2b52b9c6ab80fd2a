/**
 * Whether two JSON-like values hold the same content: the same primitives, arrays with the
 * same items in the same order, objects with the same keys and values in any key order. A
 * refresh from the provider that answers what the build already had is then told apart from a
 * real change, and the page is not rendered again for it.
 */
const hasOwn = Object.prototype.hasOwnProperty;

export function sameContent(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameContent(item, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => hasOwn.call(right, key) && sameContent(left[key], right[key]))
  );
}
