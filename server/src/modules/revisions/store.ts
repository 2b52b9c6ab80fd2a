/**
 * The kept versions of content records and of the site settings, in content_revisions. A change
 * keeps the version it replaced in the transaction that makes it (the caller's), so a change
 * that fails keeps nothing and a kept change always has its version. Posts keep theirs in
 * post_revisions (see the blog service); both follow the shared rule of revisions.ts.
 */
import {
  changedFields,
  fieldDifferences,
  type FieldDifference,
} from '@cloud-consulting/domain/revisions';
import { versionAfter, type RecordVersion } from '@cloud-consulting/domain/record-versions';
import type { Queryable } from '../../db/client.js';

export type RevisionFields = Record<string, unknown>;

export interface RevisionSummary {
  version: number;
  changedAt: Date;
  actor: string;
  changedFields: string[];
}

export interface Revision extends RevisionSummary {
  fields: RevisionFields;
}

/** One record's kind and id: the collection's admin path segment (or 'site-settings'). */
export interface RecordKey {
  collection: string;
  recordId: number;
}

const SUMMARY = `version, changed_at AS "changedAt", actor, changed_fields AS "changedFields"`;

/** `now` is the app's clock (ms): it stamps when a version was replaced. */
export function createRevisionStore(db: Queryable, now: () => number = Date.now) {
  return {
    /**
     * Keeps `before` as the record's next version when the change altered any field (nothing
     * is kept for a change that changed nothing). Runs in the caller's transaction q.
     */
    async keep(
      q: Queryable,
      key: RecordKey,
      before: RevisionFields,
      after: RevisionFields,
      actor: string,
    ): Promise<string[]> {
      const changed = changedFields(before, after);
      if (changed.length === 0) return changed;
      await q.query(
        `INSERT INTO content_revisions
           (collection, record_id, version, fields, changed_fields, changed_at, actor)
         SELECT $1, $2, COALESCE(max(version), 0) + 1, $3::text::jsonb, $4::text[], $5, $6
         FROM content_revisions WHERE collection = $1 AND record_id = $2`,
        [
          key.collection,
          key.recordId,
          JSON.stringify(before),
          changed,
          new Date(now()).toISOString(),
          actor,
        ],
      );
      return changed;
    },

    /** The record's version now: its kept versions plus one, with the newest change's author. */
    async version(key: RecordKey, q: Queryable = db): Promise<RecordVersion> {
      const { rows } = await q.query<{ version: number; actor: string; changedAt: Date }>(
        `SELECT version, actor, changed_at AS "changedAt" FROM content_revisions
         WHERE collection = $1 AND record_id = $2 ORDER BY version DESC LIMIT 1`,
        [key.collection, key.recordId],
      );
      return versionAfter(rows[0] ?? null);
    },

    /** The record's kept versions, newest first. */
    async list(key: RecordKey, q: Queryable = db): Promise<RevisionSummary[]> {
      const { rows } = await q.query<RevisionSummary>(
        `SELECT ${SUMMARY} FROM content_revisions
         WHERE collection = $1 AND record_id = $2 ORDER BY version DESC`,
        [key.collection, key.recordId],
      );
      return rows;
    },

    /** One kept version, or null. */
    async find(key: RecordKey, version: number, q: Queryable = db): Promise<Revision | null> {
      const { rows } = await q.query<Revision>(
        `SELECT ${SUMMARY}, fields FROM content_revisions
         WHERE collection = $1 AND record_id = $2 AND version = $3`,
        [key.collection, key.recordId, version],
      );
      return rows[0] ?? null;
    },
  };
}

export type RevisionStore = ReturnType<typeof createRevisionStore>;

/** A kept version with each difference from the record as it is now. */
export const withDifferences = (
  revision: Revision,
  current: RevisionFields,
): Revision & { differences: FieldDifference[] } => ({
  ...revision,
  differences: fieldDifferences(revision.fields, current),
});
