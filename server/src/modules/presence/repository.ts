/** SQL of editing presence: one row per session and open record, its last heartbeat. */
import type { Queryable } from '../../db/client.js';
import type { PresenceEntry } from '@cloud-consulting/domain/editing-presence';

export interface Heartbeat {
  resource: string;
  recordId: string;
  sessionId: string;
  personId: number;
  at: Date;
}

interface EntryRow {
  record_id: string;
  person_id: number;
  name: string;
  seen_at: Date | string;
}

const entry = (row: EntryRow): PresenceEntry => ({
  recordId: row.record_id,
  personId: row.person_id,
  name: row.name,
  seenAt: new Date(row.seen_at).getTime(),
});

export function createPresenceRepository(db: Queryable) {
  return {
    /** Records (or renews) a session's heartbeat on a record. */
    async beat(heartbeat: Heartbeat, tx: Queryable = db): Promise<void> {
      await tx.query(
        `INSERT INTO editing_presence (resource, record_id, session_id, person_id, seen_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (resource, record_id, session_id) DO UPDATE SET seen_at = EXCLUDED.seen_at`,
        [
          heartbeat.resource,
          heartbeat.recordId,
          heartbeat.sessionId,
          heartbeat.personId,
          heartbeat.at,
        ],
      );
    },

    /** A session has left the record. */
    async leave(
      resource: string,
      recordId: string,
      sessionId: string,
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query(
        `DELETE FROM editing_presence WHERE resource = $1 AND record_id = $2 AND session_id = $3`,
        [resource, recordId, sessionId],
      );
    },

    /** Removes every heartbeat older than `before` (expired: nobody counts them any more). */
    async removeOlderThan(before: Date, tx: Queryable = db): Promise<void> {
      await tx.query(`DELETE FROM editing_presence WHERE seen_at <= $1`, [before]);
    },

    /** The heartbeats since `since` on one resource, or on one of its records, with names. */
    async entries(
      resource: string,
      since: Date,
      recordId?: string,
      tx: Queryable = db,
    ): Promise<PresenceEntry[]> {
      const { rows } = await tx.query<EntryRow>(
        `SELECT p.record_id, p.person_id, people.name, p.seen_at
           FROM editing_presence p JOIN people ON people.id = p.person_id
          WHERE p.resource = $1 AND p.seen_at > $2 AND ($3::text IS NULL OR p.record_id = $3)
            AND people.disabled_at IS NULL`,
        [resource, since, recordId ?? null],
      );
      return rows.map(entry);
    },
  };
}

export type PresenceRepository = ReturnType<typeof createPresenceRepository>;
