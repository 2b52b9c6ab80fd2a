/** SQL of the consent log: one row per change a visitor made, with their address hash. */
import type { Queryable } from '../../db/client.js';

export interface ConsentChange {
  previous: unknown;
  next: unknown;
  reason: string;
  ipHash: string;
  createdAt: Date;
}

export function createConsentRepository(db: Queryable) {
  return {
    async insert(change: ConsentChange, tx: Queryable = db): Promise<void> {
      await tx.query(
        `INSERT INTO consent_log (previous, next, reason, ip_hash, created_at)
         VALUES ($1::text::jsonb, $2::text::jsonb, $3, $4, $5)`,
        [
          JSON.stringify(change.previous ?? null),
          JSON.stringify(change.next ?? null),
          change.reason,
          change.ipHash,
          change.createdAt,
        ],
      );
    },
  };
}
