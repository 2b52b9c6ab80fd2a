/**
 * The rule of revisions, shared by posts, content records and the site settings: which fields a
 * change altered, and how an earlier version differs from the record as it is now. Values are
 * compared by content (an object's keys in any order, as a JSON column gives them back); a field
 * with no value and a field set to null are the same, since neither shows anything.
 */
import { sameContent } from './same-content';

/** One field whose value in a kept version differs from the record now. */
export interface FieldDifference {
  field: string;
  /** The value in the kept version (null when it had none). */
  revision: unknown;
  /** The value the record has now (null when it has none). */
  current: unknown;
}

type Fields = Record<string, unknown>;

const orNull = (value: unknown) => (value === undefined ? null : value);

/** Every field either side has, in the order they first appear (left side first). */
function fieldNames(a: Fields, b: Fields): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])];
}

/**
 * The fields whose values differ between two versions of a record. `fields` names the fields
 * to compare, in the order the answer lists them; without it every field of either side counts.
 */
export function changedFields(before: Fields, after: Fields, fields?: readonly string[]): string[] {
  return (fields ?? fieldNames(before, after)).filter(
    (field) => !sameContent(orNull(before[field]), orNull(after[field])),
  );
}

/** Each field a kept version holds differently from the record now, with both values. */
export function fieldDifferences(
  revision: Fields,
  current: Fields,
  fields?: readonly string[],
): FieldDifference[] {
  return changedFields(revision, current, fields).map((field) => ({
    field,
    revision: orNull(revision[field]),
    current: orNull(current[field]),
  }));
}
