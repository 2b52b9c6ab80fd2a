/** SQL of the audit log: one row written per recorded admin action, read newest first. */
import type { Queryable } from '../../db/client.js';

export interface AuditEntryInput {
  at: Date;
  actor: string;
  actorPersonId: number | null;
  action: string;
  resource: string;
  recordId: string | null;
  method: string;
  status: number;
  details: Record<string, unknown>;
  ipHash: string | null;
}

/** A row as owners read it (the address hash stays in the database). */
export type AuditEntry = Omit<AuditEntryInput, 'ipHash'> & { id: number };

export interface AuditFilter {
  /** An actor's name, whatever its case (emails are kept as typed). */
  actor?: string;
  action?: string;
  resource?: string;
  /** Inclusive bounds of `at`. */
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

export function createAuditRepository(db: Queryable) {
  return {
    async insert(entry: AuditEntryInput, tx: Queryable = db): Promise<void> {
      await tx.query(
        `INSERT INTO audit_log (at, actor, actor_person_id, action, resource, record_id, method,
                                status, details, ip_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::text::jsonb, $10)`,
        [
          entry.at,
          entry.actor,
          entry.actorPersonId,
          entry.action,
          entry.resource,
          entry.recordId,
          entry.method,
          entry.status,
          JSON.stringify(entry.details),
          entry.ipHash,
        ],
      );
    },

    async list(
      filter: AuditFilter,
      tx: Queryable = db,
    ): Promise<{ entries: AuditEntry[]; total: number }> {
      const params: unknown[] = [filter.limit, filter.offset];
      const conditions: string[] = [];
      const where = (sql: (n: string) => string, value: unknown) => {
        params.push(value);
        conditions.push(sql(`$${params.length}`));
      };
      if (filter.actor !== undefined) where((n) => `lower(actor) = lower(${n})`, filter.actor);
      if (filter.action !== undefined) where((n) => `action = ${n}`, filter.action);
      if (filter.resource !== undefined) where((n) => `resource = ${n}`, filter.resource);
      if (filter.from !== undefined) where((n) => `at >= ${n}`, filter.from);
      if (filter.to !== undefined) where((n) => `at <= ${n}`, filter.to);
      const { rows } = await tx.query<AuditEntry & { total: number }>(
        `SELECT id, at, actor, actor_person_id AS "actorPersonId", action, resource,
                record_id AS "recordId", method, status::int AS status, details,
                count(*) OVER ()::int AS total
         FROM audit_log ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
         ORDER BY at DESC, id DESC LIMIT $1 OFFSET $2`,
        params,
      );
      const total = rows[0]?.total ?? 0;
      return { entries: rows.map(({ total: _t, ...entry }) => entry), total };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
