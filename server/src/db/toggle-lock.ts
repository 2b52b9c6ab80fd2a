import type { Queryable } from './client.js';

/**
 * Serialises toggles of one actor on one thing until the caller's transaction ends. Without it,
 * two toggles at once both see no row: one inserts, the other's insert meets the conflict and
 * does nothing, yet both answer "created". Under the lock each toggle starts from the state the
 * previous one committed, so every answer describes the state it produced.
 */
export async function lockToggle(tx: Queryable, ...key: Array<string | number>): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key.join(':')]);
}
