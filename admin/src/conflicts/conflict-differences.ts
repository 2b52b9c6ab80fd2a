/**
 * What differs between the text a person has in the form and the record someone else saved:
 * one row per field, with both values as short text, so the person can choose knowingly.
 */

export interface Difference {
  field: string;
  label: string;
  mine: string;
  theirs: string;
}

/** A value as a person reads it: text as it is, lists and objects by their names, cut short. */
export function shown(value: unknown, max = 160): string {
  let text: string;
  if (value === null || value === undefined || value === '') text = '(empty)';
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'boolean') text = value ? 'Yes' : 'No';
  else if (Array.isArray(value)) {
    text = value
      .map((item) =>
        item && typeof item === 'object' && 'name' in item ? String(item.name) : shown(item),
      )
      .join(', ');
  } else text = JSON.stringify(value);
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The fields whose shown values differ, in `fields` order. */
export function differences(
  fields: readonly string[],
  labels: Readonly<Record<string, string>>,
  mine: Readonly<Record<string, unknown>>,
  theirs: Readonly<Record<string, unknown>>,
): Difference[] {
  const rows: Difference[] = [];
  for (const field of fields) {
    const a = shown(mine[field]);
    const b = shown(theirs[field]);
    if (a !== b) rows.push({ field, label: labels[field] ?? field, mine: a, theirs: b });
  }
  return rows;
}

/** "ana@example.com saved it at 10:02" in the person's own time. */
export function savedBy(changedBy: string | null, changedAt: string | null): string {
  const who = changedBy ?? 'Someone else';
  if (!changedAt) return `${who} saved it after you opened it.`;
  const when = new Date(changedAt).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return `${who} saved it at ${when}, after you opened it.`;
}
