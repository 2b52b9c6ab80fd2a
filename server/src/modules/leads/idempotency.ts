/**
 * Idempotency-Key: a retried submission answers the first result instead of storing a duplicate.
 * The first request claims (scope, key) by inserting it (the primary key decides between
 * concurrent first attempts); its success is recorded in the same transaction as the lead.
 * Same key with another body: 422. Same key while the first is still running: 409. A first
 * attempt that fails releases the key, so the visitor can correct the form and send again.
 *
 * A claim is a lease of CLAIM_LEASE_MS that its request renews while it runs: when the request
 * dies without releasing (a crash, a lost database connection), a retry may take the key over
 * as soon as the lease has run out.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../db/client.js';
import { Refusal, failure, refuse } from '../../plugins/visitor-writes.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A claim not renewed for this long belongs to a request that died; a retry may take it. */
export const CLAIM_LEASE_MS = 10_000;
/** How often a running request renews its claim: three chances before the lease runs out. */
const RENEW_EVERY_MS = 3_000;

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
  | { kind: 'claimed'; scope: string; key: string; owner: string }
  | { kind: 'replay'; status: number; body: unknown };

export function createIdempotency(db: Database, now: () => number) {
  /** Renewal timers of the claims this process holds, by owner. */
  const renewals = new Map<string, NodeJS.Timeout>();
  const leaseEnd = () => new Date(now() + CLAIM_LEASE_MS);
  const inFlight = () =>
    new Refusal(409, failure(IDEMPOTENCY_MESSAGES.inFlight), { 'Retry-After': '1' });

  /**
   * Inserts the claim, or takes over an in-flight claim with the same body whose lease has run
   * out. True when the key is now this owner's.
   */
  async function take(scope: string, key: string, hash: string, owner: string): Promise<boolean> {
    const at = now();
    const { rows: inserted } = await db.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash, created_at, lease_until, owner)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
      [scope, key, hash, new Date(at), leaseEnd(), owner],
    );
    if (inserted.length > 0) return true;
    const { rows: taken } = await db.query(
      `UPDATE idempotency_keys SET lease_until = $5, owner = $6
       WHERE scope = $1 AND key = $2 AND request_hash = $3 AND status = 'in_flight'
         AND (lease_until < $4 OR (lease_until IS NULL AND created_at < $7))
       RETURNING key`,
      [scope, key, hash, new Date(at), leaseEnd(), owner, new Date(at - CLAIM_LEASE_MS)],
    );
    return taken.length > 0;
  }

  function startRenewing(scope: string, key: string, owner: string): void {
    const timer = setInterval(() => {
      db.query(
        `UPDATE idempotency_keys SET lease_until = $4
         WHERE scope = $1 AND key = $2 AND owner = $3 AND status = 'in_flight'`,
        [scope, key, owner, leaseEnd()],
      ).catch(() => undefined); // a missed renewal only lets the lease run out sooner
    }, RENEW_EVERY_MS);
    timer.unref();
    renewals.set(owner, timer);
  }

  function stopRenewing(claim: Claim): void {
    if (claim.kind !== 'claimed') return;
    clearInterval(renewals.get(claim.owner));
    renewals.delete(claim.owner);
  }

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
      const owner = randomUUID();
      if (await take(scope, header, hash, owner)) {
        startRenewing(scope, header, owner);
        return { kind: 'claimed', scope, key: header, owner };
      }
      const { rows } = await db.query<{
        request_hash: string;
        status: string;
        response_status: number | null;
        response_body: unknown;
      }>(
        `SELECT request_hash, status, response_status, response_body
         FROM idempotency_keys WHERE scope = $1 AND key = $2`,
        [scope, header],
      );
      const row = rows[0];
      if (!row) return this.claim(scope, header, body); // released meanwhile: try again
      if (row.request_hash !== hash) throw refuse(422, IDEMPOTENCY_MESSAGES.differentBody);
      if (row.status === 'done') {
        return { kind: 'replay', status: row.response_status ?? 200, body: row.response_body };
      }
      throw inFlight();
    },

    /**
     * Records the answer in the transaction that stored the submission. A request whose lease
     * was taken over meanwhile answers 409 and its transaction rolls back: the request holding
     * the key now stores the submission, once.
     */
    async complete(tx: Queryable, claim: Claim, status: number, body: unknown): Promise<void> {
      if (claim.kind !== 'claimed') return;
      stopRenewing(claim);
      const { rows } = await tx.query(
        `UPDATE idempotency_keys SET status = 'done', response_status = $4,
           response_body = $5::text::jsonb
         WHERE scope = $1 AND key = $2 AND owner = $3 AND status = 'in_flight' RETURNING key`,
        [claim.scope, claim.key, claim.owner, status, JSON.stringify(body)],
      );
      if (rows.length === 0) throw inFlight();
    },

    /** Stops renewing: the claims still held run out as if this process had died. */
    close(): void {
      for (const timer of renewals.values()) clearInterval(timer);
      renewals.clear();
    },

    /** Frees the key of a first attempt that did not succeed. */
    async release(claim: Claim): Promise<void> {
      if (claim.kind !== 'claimed') return;
      stopRenewing(claim);
      await db.query(
        `DELETE FROM idempotency_keys
         WHERE scope = $1 AND key = $2 AND owner = $3 AND status = 'in_flight'`,
        [claim.scope, claim.key, claim.owner],
      );
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
