/**
 * The admin API's one naming convention: every field of every admin collection is camelCase and
 * every record's key is `id`, whatever the public API calls it (the public API keeps its
 * documented names: PascalCase for menus, posts and most collections, camelCase for services and
 * products). The editor app reads and writes one shape everywhere.
 */

/**
 * The admin name of a public field name: 'IsActive' -> 'isActive', 'Id' -> 'id',
 * 'SEOTitle' -> 'seoTitle', 'URL' -> 'url'; a camelCase name stays as it is.
 */
export function adminFieldName(publicName: string): string {
  const leadingCapitals = /^[A-Z]+/.exec(publicName)?.[0] ?? '';
  if (leadingCapitals.length === 0) return publicName;
  if (leadingCapitals.length === publicName.length) return publicName.toLowerCase();
  // 'SEOTitle': the capitals before the last one are an acronym; the last starts the next word.
  const acronym = leadingCapitals.length > 1 ? leadingCapitals.slice(0, -1) : leadingCapitals;
  return acronym.toLowerCase() + publicName.slice(acronym.length);
}

/** A record's fields renamed to their admin names (nested values are left as they are). */
export function toAdminFields(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).map(([name, value]) => [adminFieldName(name), value]),
  );
}

/**
 * An admin body renamed back to the public names of `publicNames` (the fields a collection
 * has); a field no public name maps to is kept under its own name, for validation to refuse.
 */
export function fromAdminFields(
  body: Readonly<Record<string, unknown>>,
  publicNames: readonly string[],
): Record<string, unknown> {
  const byAdminName = new Map(publicNames.map((name) => [adminFieldName(name), name]));
  return Object.fromEntries(
    Object.entries(body).map(([name, value]) => [byAdminName.get(name) ?? name, value]),
  );
}
