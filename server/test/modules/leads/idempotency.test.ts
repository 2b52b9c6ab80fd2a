import { after, before, describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../../src/db/client.js';
import { CLAIM_LEASE_MS } from '../../../src/modules/leads/idempotency.js';
import { Refusal } from '../../../src/plugins/refusal.js';
import { build, buildSuiteApp, engine, noRateLimits, post, testClock } from '../../helper.js';
import { feedback } from './fixtures.js';

const SCOPE = '/feedback';

const config = { requireHumanCheck: false, rateLimits: noRateLimits };
const storedWith = async (db: Database, subject: string) =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM leads WHERE payload->>'subject' = $1`,
      [subject],
    )
  ).rows[0]!.n;

describe(`Idempotency-Key claims whose owner is gone on ${engine}`, () => {
  // One database for the suite (each test uses its own keys); apps come and go on it, as
  // replicas or successive processes do, and share the clock.
  const clock = testClock();
  let db: Database;
  let close: () => Promise<void>;
  before(async () => ({ db, close } = await buildSuiteApp({ now: clock.now, config })));
  after(() => close());
  const app = (t: TestContext) => build(t, { db, now: clock.now, config });

  it('lets a retry proceed once the dead owner’s lease has run out, storing one lead', async (t) => {
    const body = { ...feedback, subject: 'Owner crashed' };
    const first = await app(t);
    const claim = await first.idempotency.claim(SCOPE, 'crash-1', body);
    assert.equal(claim.kind, 'claimed');
    await first.close(); // the owner is gone before it stored anything

    const second = await app(t);
    const early = await post(second, '/api/feedback', body, { 'idempotency-key': 'crash-1' });
    assert.equal(early.statusCode, 409, 'the lease still holds');
    clock.advance(CLAIM_LEASE_MS + 1);
    const retry = await post(second, '/api/feedback', body, { 'idempotency-key': 'crash-1' });
    assert.equal(retry.statusCode, 201);
    const again = await post(second, '/api/feedback', body, { 'idempotency-key': 'crash-1' });
    assert.equal(again.statusCode, 201);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.equal(await storedWith(db, 'Owner crashed'), 1);
  });

  it('keeps the claim of a live owner, which renews its lease while it works', async (t) => {
    const body = { ...feedback, subject: 'Slow owner' };
    const owner = await app(t);
    const claim = await owner.idempotency.claim(SCOPE, 'slow-1', body);
    assert.equal(claim.kind, 'claimed');
    clock.advance(CLAIM_LEASE_MS - 1000);
    await sleep(3300); // one renewal
    clock.advance(CLAIM_LEASE_MS - 1000);
    const retry = await post(owner, '/api/feedback', body, { 'idempotency-key': 'slow-1' });
    assert.equal(retry.statusCode, 409);
    await owner.idempotency.release(claim);
  });

  it('refuses to complete for an owner whose lease was taken over', async (t) => {
    const server = await app(t);
    const late = await server.idempotency.claim(SCOPE, 'taken-1', feedback);
    server.idempotency.close(); // stops renewing, as a stalled process would
    clock.advance(CLAIM_LEASE_MS + 1);
    const current = await server.idempotency.claim(SCOPE, 'taken-1', feedback);
    assert.equal(current.kind, 'claimed');
    await assert.rejects(
      db.transaction((tx) => server.idempotency.complete(tx, late, 201, { late: true })),
      (error: unknown) => error instanceof Refusal && error.statusCode === 409,
    );
    await server.idempotency.release(late); // frees nothing of the current owner
    await db.transaction((tx) => server.idempotency.complete(tx, current, 201, { ok: true }));
    const { rows } = await db.query<{ response_body: unknown }>(
      `SELECT response_body FROM idempotency_keys WHERE key = 'taken-1'`,
    );
    assert.deepEqual(rows[0]!.response_body, { ok: true });
  });
});
