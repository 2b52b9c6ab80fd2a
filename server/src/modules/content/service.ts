/**
 * Content record writes that keep history: every update or deactivation of a record locks it,
 * makes the change and keeps the version it replaced, all in one transaction; restoring an
 * earlier version writes its fields back as a change of its own. A kept version holds the
 * record's editable fields and its active flag under their API names; fields the database sets
 * (UpdatedDate) change on every write and are no part of a version.
 */
import type { Collection } from '@cloud-consulting/domain/content-collections/collection';
import type { Database, Queryable } from '../../db/client.js';
import { createRevisionStore, withDifferences, type RevisionFields } from '../revisions/store.js';
import { createCollectionRepository, type ContentRecord } from './repository.js';
import { VersionConflict } from '../../plugins/record-versions.js';

/** `now` is the app's clock (ms): it stamps when a version was replaced. */
export function createContentService(c: Collection, db: Database, now: () => number = Date.now) {
  const repo = createCollectionRepository(c, db);
  const store = createRevisionStore(db, now);
  const kept = [...c.fields.filter((f) => !f.readOnly).map((f) => f.api), c.active];
  const key = (recordId: number) => ({ collection: c.name, recordId });

  /** The record's kept fields as JSON values (dates as ISO text). */
  const versionOf = (record: ContentRecord): RevisionFields =>
    JSON.parse(JSON.stringify(Object.fromEntries(kept.map((f) => [f, record[f] ?? null]))));

  /**
   * Changes record `id` in transaction q: locks it, runs `apply`, and keeps the version it
   * replaced when the change altered any field. Null when there is no record.
   */
  async function change(
    q: Queryable,
    id: number,
    actor: string,
    apply: () => Promise<ContentRecord | null>,
    expected?: number,
  ): Promise<ContentRecord | null> {
    const locked = await q.query(`SELECT 1 FROM ${c.table} WHERE id = $1 FOR UPDATE`, [id]);
    if (locked.rows.length === 0) return null;
    if (expected !== undefined) {
      const current = await store.version(key(id), q);
      if (current.version !== expected) throw new VersionConflict(current);
    }
    const before = (await repo.findById(id, {}, q))!;
    const after = (await apply())!;
    await store.keep(q, key(id), versionOf(before), versionOf(after), actor);
    return after;
  }

  return {
    update: (id: number, patch: ContentRecord, actor: string, expected?: number) =>
      db.transaction((q) => change(q, id, actor, () => repo.update(id, patch, q), expected)),

    deactivate: (id: number, actor: string, expected?: number) =>
      db.transaction((q) => change(q, id, actor, () => repo.deactivate(id, q), expected)),

    /** The record's version now (see record-versions.ts). */
    versionOf: (id: number) => store.version(key(id)),

    /** The record's kept versions, newest first; null when there is no record. */
    async revisions(id: number) {
      if (!(await repo.findById(id))) return null;
      return store.list(key(id));
    },

    /** One version with its differences from the record now; null when either is missing. */
    async revision(id: number, version: number) {
      const current = await repo.findById(id);
      const found = current && (await store.find(key(id), version));
      return found ? withDifferences(found, versionOf(current)) : null;
    },

    /** Writes a version's fields back (the active flag too); null when either is missing. */
    async restore(id: number, version: number, actor: string, expected?: number) {
      return db.transaction(async (q) => {
        const found = await store.find(key(id), version, q);
        if (!found) return null;
        return change(q, id, actor, () => repo.update(id, found.fields, q), expected);
      });
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
