/**
 * How a kept version reads next to the record now: each value as text (lists one item a line,
 * JSON indented, flags as Yes/No), and the two texts split into parts, marking what only the
 * kept version has (removed since) and what only the record now has (added since). Words are
 * compared in one-line texts, lines in longer ones.
 */
import { diffLines, diffWordsWithSpace } from 'diff';

export interface TextPart {
  text: string;
  /** The part is in this side only. */
  changed: boolean;
}

export interface SideBySide {
  /** The kept version, its removed parts marked. */
  before: TextPart[];
  /** The record now, its added parts marked. */
  after: TextPart[];
}

/** A field's value as an editor reads it. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return value.join('\n');
  }
  return JSON.stringify(value, null, 2);
}

/** The parts of both texts, each side's own parts marked. */
export function sideBySide(revision: unknown, current: unknown): SideBySide {
  const before = valueText(revision);
  const after = valueText(current);
  const multiline = before.includes('\n') || after.includes('\n');
  const changes = multiline ? diffLines(before, after) : diffWordsWithSpace(before, after);
  const result: SideBySide = { before: [], after: [] };
  for (const change of changes) {
    if (!change.added) result.before.push({ text: change.value, changed: change.removed });
    if (!change.removed) result.after.push({ text: change.value, changed: change.added });
  }
  return result;
}

/** The labels of the fields a change touched, in the record's words ('Name, Description'). */
export function fieldNamesText(
  fields: readonly string[],
  labels: Readonly<Record<string, string>>,
) {
  return fields.map((field) => labels[field] ?? field).join(', ');
}

/** Differences in the order the record's form shows its fields (unknown fields last). */
export function inFieldOrder<T extends { field: string }>(
  differences: readonly T[],
  labels: Readonly<Record<string, string>>,
): T[] {
  const order = Object.keys(labels);
  const place = (field: string) => {
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  return [...differences].sort((a, b) => place(a.field) - place(b.field));
}
