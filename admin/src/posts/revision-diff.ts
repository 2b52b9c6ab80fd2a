/**
 * A kept version of a post set against the post now, field by field, in words a person reads:
 * labels instead of field names, tags as a list, dates in the reader's time, and the body and
 * other long texts as word or line changes (the `diff` package) instead of two walls of text.
 */
import { diffLines, diffWords } from 'diff';

export interface Difference {
  field: string;
  revision: unknown;
  current: unknown;
}

/** One run of a text change: kept, removed (only in the kept version) or added (only now). */
export interface Change {
  text: string;
  kind: 'same' | 'removed' | 'added';
}

export interface ReadableDifference {
  field: string;
  label: string;
  /** A short value each side; null when shown as changes instead. */
  before: string | null;
  after: string | null;
  /** The changes from the kept version to now, for texts. */
  changes: Change[] | null;
}

export const FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Title',
  slug: 'Slug',
  content: 'Body',
  excerpt: 'Excerpt',
  author: 'Author',
  imageUrl: 'Hero image',
  featuredImagePath: 'Featured image path',
  featured: 'Featured',
  publishedOn: 'Publish date',
  tags: 'Tags',
  status: 'Status',
  publishAt: 'Publish at',
  seoTitle: 'SEO title',
  seoDescription: 'SEO description',
};

export const fieldLabel = (field: string): string => FIELD_LABELS[field] ?? field;

/** Fields compared as text changes; the body line by line, the others word by word. */
const TEXT_FIELDS = new Set(['title', 'content', 'excerpt', 'seoTitle', 'seoDescription']);
const DATE_FIELDS = new Set(['publishedOn', 'publishAt']);

export const EMPTY = '(empty)';

function tagText(value: unknown): string {
  if (!Array.isArray(value) || value.length === 0) return EMPTY;
  return value
    .map((tag: { name?: unknown; Name?: unknown }) => String(tag?.name ?? tag?.Name ?? ''))
    .join(', ');
}

/** A field's value as a short text. */
export function valueText(field: string, value: unknown, locale?: string): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (field === 'tags') return tagText(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (DATE_FIELDS.has(field) && typeof value === 'string') {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) {
      return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
    }
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The changes turning `before` into `after`. */
export function textChanges(field: string, before: string, after: string): Change[] {
  const parts = field === 'content' ? diffLines(before, after) : diffWords(before, after);
  return parts.map((part) => ({
    text: part.value,
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/** Each difference of a kept version, readable. */
export function readableDifferences(
  differences: readonly Difference[],
  locale?: string,
): ReadableDifference[] {
  return differences.map(({ field, revision, current }) => {
    const bothText =
      TEXT_FIELDS.has(field) &&
      (typeof revision === 'string' || revision === null) &&
      (typeof current === 'string' || current === null);
    if (bothText) {
      return {
        field,
        label: fieldLabel(field),
        before: null,
        after: null,
        changes: textChanges(field, asText(revision), asText(current)),
      };
    }
    return {
      field,
      label: fieldLabel(field),
      before: valueText(field, revision, locale),
      after: valueText(field, current, locale),
      changes: null,
    };
  });
}

/** 'Title, Body and Tags' for a list of changed field names. */
export function changedFieldsText(fields: readonly string[]): string {
  const labels = fields.map(fieldLabel);
  if (labels.length <= 1) return labels[0] ?? 'Nothing';
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}
