/**
 * Idempotency-Key: a retried submission answers the first result instead of storing a duplicate.
 * The first request claims (scope, key) by inserting it (the primary key decides between
 * concurrent first attempts); its success is recorded in the same transaction as the lead.
 * Same key with another body: 422. Same key while the first is still running: 409. A first
 * attempt that fails releases the key, so the visitor can correct the form and send again.
 */
import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../../db/client.js';
import { Refusal, failure, refuse } from '../../plugins/visitor-writes.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A claim older than this is from a crashed request and may be taken over. */
const STALE_CLAIM_MS = 5 * 60_000;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 1 to 255 visible characters.',
  differentBody: 'This Idempotency-Key was already used with a different request.',
  inFlight: 'A request with this Idempotency-Key is still being processed.',
} as const;

/** JSON with sorted keys, so the same body always hashes alike. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export type Claim =
  | { kind: 'none' }
  | { kind: 'claimed'; scope: string; key: string }
  | { kind: 'replay'; status: number; body: unknown };

export function createIdempotency(db: Database, now: () => number) {
  return {
    /** Claims the key of a request, or says what to answer instead. */
    async claim(scope: string, header: unknown, body: unknown): Promise<Claim> {
      if (header === undefined) return { kind: 'none' };
      if (typeof header !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(header)) {
        throw refuse(400, IDEMPOTENCY_MESSAGES.invalidKey);
      }
      const hash = createHash('sha256')
        .update(canonicalJson(body ?? null))
        .digest('hex');
      const at = new Date(now());
      const { rows: inserted } = await db.query(
        `INSERT INTO idempotency_keys (scope, key, request_hash, created_at)
         VALUES ($1, $2, $3, $4) ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
        [scope, header, hash, at],
      );
      if (inserted.length > 0) return { kind: 'claimed', scope, key: header };
      const { rows } = await db.query<{
        request_hash: string;
        status: string;
        response_status: number | null;
        response_body: unknown;
        created_at: Date;
      }>(
        `SELECT request_hash, status, response_status, response_body, created_at
         FROM idempotency_keys WHERE scope = $1 AND key = $2`,
        [scope, header],
      );
      const row = rows[0];
      if (!row) return this.claim(scope, header, body); // released meanwhile: try again
      if (row.request_hash !== hash) throw refuse(422, IDEMPOTENCY_MESSAGES.differentBody);
      if (row.status === 'done') {
        return { kind: 'replay', status: row.response_status ?? 200, body: row.response_body };
      }
      const { rows: taken } = await db.query(
        `UPDATE idempotency_keys SET created_at = $3
         WHERE scope = $1 AND key = $2 AND status = 'in_flight' AND created_at < $4 RETURNING key`,
        [scope, header, at, new Date(at.getTime() - STALE_CLAIM_MS)],
      );
      if (taken.length > 0) return { kind: 'claimed', scope, key: header };
      throw new Refusal(409, failure(IDEMPOTENCY_MESSAGES.inFlight), { 'Retry-After': '1' });
    },

    /** Records the answer in the transaction that stored the submission. */
    async complete(tx: Queryable, claim: Claim, status: number, body: unknown): Promise<void> {
      if (claim.kind !== 'claimed') return;
      await tx.query(
        `UPDATE idempotency_keys SET status = 'done', response_status = $3, response_body = $4::text::jsonb
         WHERE scope = $1 AND key = $2`,
        [claim.scope, claim.key, status, JSON.stringify(body)],
      );
    },

    /** Frees the key of a first attempt that did not succeed. */
    async release(claim: Claim): Promise<void> {
      if (claim.kind !== 'claimed') return;
      await db.query(
        `DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND status = 'in_flight'`,
        [claim.scope, claim.key],
      );
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
