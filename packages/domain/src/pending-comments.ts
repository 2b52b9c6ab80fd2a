/**
 * The visitor's own comments awaiting review: shown to them as 'Pending Review' for 300 s from
 * posting, across reloads (kept in the tab's session storage with their time), unless the server
 * flagged them. Stored as one list for every post; each entry names its post.
 */
import { PENDING_COMMENT_DISPLAY_MS } from './constants';
import { STORAGE_PREFIX } from './storage-keys';

/**
 * Where the tab keeps them (session storage). Not in STORAGE_KEYS: that list is in every page's
 * first script, and only an article's comments read this one.
 */
export const PENDING_COMMENTS_KEY = `${STORAGE_PREFIX}pending_comments`;

export interface StoredPendingComment<C> {
  postId: number;
  parentId: number | null;
  /** When it stops being shown, ms since the epoch. */
  until: number;
  comment: C;
}

/** At most this many are kept: a list in storage that grows without end would be a fault. */
export const PENDING_COMMENTS_MAX = 50;

const isEntry = (value: unknown): value is StoredPendingComment<unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    Number.isInteger(entry.postId) &&
    (entry.parentId === null || Number.isInteger(entry.parentId)) &&
    typeof entry.until === 'number' &&
    Number.isFinite(entry.until) &&
    typeof entry.comment === 'object' &&
    entry.comment !== null
  );
};

/** The stored list still shown at `now`; anything unreadable counts as nothing. */
export function parsePendingComments<C>(
  raw: string | null | undefined,
  now: number,
): StoredPendingComment<C>[] {
  if (!raw) return [];
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return [];
    return list
      .filter(isEntry)
      .filter((entry) => entry.until > now && entry.until <= now + PENDING_COMMENT_DISPLAY_MS)
      .slice(-PENDING_COMMENTS_MAX) as StoredPendingComment<C>[];
  } catch {
    return [];
  }
}

/** The list with one more comment posted at `now`, and the ones no longer shown left out. */
export function addPendingComment<C>(
  list: readonly StoredPendingComment<C>[],
  entry: Omit<StoredPendingComment<C>, 'until'>,
  now: number,
): StoredPendingComment<C>[] {
  const live = list.filter((item) => item.until > now);
  return [...live, { ...entry, until: now + PENDING_COMMENT_DISPLAY_MS }].slice(
    -PENDING_COMMENTS_MAX,
  );
}

/** A post's pending comments that the published thread does not hold yet (by id). */
export function pendingForPost<C extends { Id: number }>(
  list: readonly StoredPendingComment<C>[],
  postId: number,
  publishedIds: ReadonlySet<number>,
  now: number,
): StoredPendingComment<C>[] {
  return list.filter(
    (item) => item.postId === postId && item.until > now && !publishedIds.has(item.comment.Id),
  );
}
