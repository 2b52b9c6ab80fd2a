/**
 * When the editor app saves a post on its own: only a draft (a published or scheduled post's
 * unsaved changes stay in the browser, see drafts/, until the person saves them), a few seconds
 * after typing stops, and only the fields that differ from the saved post.
 */
import { changedFields } from '../api/list-query';
import { FORM_FIELDS, postBody } from './post-body';

type Row = Record<string, unknown>;

/** How long after the last change a draft is saved. */
export const AUTOSAVE_AFTER_MS = 3000;

/** The fields to save on their own, or null when the post is not a draft or nothing changed. */
export function autosaveChanges(values: Row, record: Row | undefined): Row | null {
  if (!record || record.status !== 'draft') return null;
  const changes = changedFields(postBody(values), postBody(record));
  return Object.keys(changes).length > 0 ? changes : null;
}

/** The form's fields typed between `sent` (what an autosave sent) and `now`, with their values. */
export function typedSince(sent: Row, now: Row): Row {
  const typed: Row = {};
  for (const field of FORM_FIELDS) {
    if (JSON.stringify(sent[field] ?? null) !== JSON.stringify(now[field] ?? null)) {
      typed[field] = now[field];
    }
  }
  return typed;
}
