import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../src/db/client.js';
import { engine, testClock } from '../../helper.js';
import { buildSuiteAppWithInbox } from './test-inbox.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const LINK = 'http://site.test/newsletter/verify/a-secret-token-of-forty-three-characters-xx';

describe(`mail outbox on ${engine}`, () => {
  let suite: Awaited<ReturnType<typeof buildSuiteAppWithInbox>>;
  let app: FastifyInstance;
  let db: Database;
  const clock = testClock();

  before(async () => {
    suite = await buildSuiteAppWithInbox({ now: clock.now });
    ({ app, db } = suite);
  });
  after(() => suite.close());
  const received = () => suite.inbox.received;

  const enqueue = (to: string, secretExpiresAt?: Date) =>
    app.db.transaction((tx) =>
      app.mailer.enqueue(tx, {
        kind: 'test',
        to,
        subject: 'Hello',
        text: `Open ${LINK}`,
        secretExpiresAt,
      }),
    );
  const row = async (id: number) =>
    (
      await db.query<{ body: string; bytes: number; sent_at: Date | null }>(
        'SELECT body, octet_length(body) AS bytes, sent_at FROM outbox WHERE id = $1',
        [id],
      )
    ).rows[0]!;

  it('clears the body of a sent mail that held a secret link, and keeps a plain one', async (t) => {
    const secret = await enqueue('secret@example.com', new Date(clock.now() + DAY_MS));
    const plain = await enqueue('plain@example.com');
    const before = await row(secret);
    app.mailer.dispatch([secret, plain]);
    await app.mailer.idle();
    assert.equal(received().filter((m) => m.text.includes(LINK)).length, 2);
    const sent = await row(secret);
    assert.ok(sent.sent_at);
    assert.ok(!sent.body.includes(LINK));
    assert.ok((await row(plain)).body.includes(LINK));
    t.diagnostic(`secret outbox body: ${before.bytes} bytes unsent, ${sent.bytes} once sent`);
  });

  it('does not send a secret mail whose link expired before it could go', async () => {
    const id = await enqueue('late@example.com', new Date(clock.now() + 1000));
    clock.advance(2000);
    app.mailer.dispatch([id]);
    await app.mailer.idle();
    assert.equal(received().filter((m) => m.to.includes('late@example.com')).length, 0);
    assert.equal((await row(id)).sent_at, null);
    assert.equal(await app.mailer.clearExpired(), 1);
    assert.ok(!(await row(id)).body.includes(LINK));
  });
});
