/**
 * Record versions, so two people never undo each other without knowing: every admin record
 * (a post, a content record) answers its version, a number that grows with each change that
 * alters it (its kept revisions plus one), in its body and as its ETag. A write may send the
 * version it started from in If-Match; when the record has changed since, the provider refuses
 * it with 412 and says who changed it and when, and the editor app asks whether to keep the
 * person's own text or take the other.
 */

export const VERSION_HEADER = 'If-Match';

/** The ETag of a record at `version`: "3". */
export const versionTag = (version: number): string => `"${version}"`;

/**
 * The version an If-Match header names: "3", W/"3" or 3; undefined without the header, null
 * when it names none (then the write is refused as malformed).
 */
export function versionFromIfMatch(header: unknown): number | undefined | null {
  if (header === undefined) return undefined;
  if (typeof header !== 'string') return null;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!match) return null;
  const version = Number(match[1]);
  return version >= 1 ? version : null;
}

/** Who changed a record last, and when (null for a record nobody changed since it was made). */
export interface RecordVersion {
  version: number;
  changedBy: string | null;
  changedAt: string | null;
}

/** The version after `kept` revisions, with the newest one's author and time. */
export function versionAfter(
  newest: { version: number; actor: string; changedAt: Date | string } | null,
): RecordVersion {
  if (!newest) return { version: 1, changedBy: null, changedAt: null };
  return {
    version: newest.version + 1,
    changedBy: newest.actor,
    changedAt: new Date(newest.changedAt).toISOString(),
  };
}

export const VERSION_MESSAGES = {
  malformed: 'If-Match must name a version of this record, such as "3"',
  stale: 'Someone else saved this record after you opened it',
} as const;
