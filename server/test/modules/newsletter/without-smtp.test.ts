import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../src/db/client.js';
import {
  asAdmin,
  buildSuiteApp,
  engine,
  noRateLimits,
  post,
  testClock,
  withKey,
} from '../../helper.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe(`newsletter without SMTP on ${engine}`, () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  const clock = testClock();
  const logLines: string[] = [];

  before(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    });
    ({ app, db, close } = await buildSuiteApp({
      now: clock.now,
      logger: { level: 'info', stream },
      config: { smtpUrl: undefined, rateLimits: noRateLimits },
    }));
  });
  after(() => close());

  const subscribe = (email: string) => post(app, '/api/newsletter/subscribe', { email });
  const outboxBody = async (email: string) => {
    const { rows } = await db.query<{ body: string; bytes: number }>(
      `SELECT body, octet_length(body) AS bytes FROM outbox WHERE recipient = $1`,
      [email],
    );
    return rows[0]!;
  };
  const tokensIn = (body: string) =>
    [...body.matchAll(/\/newsletter\/(?:verify|unsubscribe)\/([A-Za-z0-9_-]{43})/g)].map(
      (m) => m[1]!,
    );

  it('logs no token while subscribing, verifying, refusing and unsubscribing', async () => {
    await subscribe('logged@example.com');
    await app.mailer.idle();
    const [verifyToken, unsubscribeToken] = tokensIn((await outboxBody('logged@example.com')).body);
    assert.ok(verifyToken && unsubscribeToken, 'both links kept in the unsent mail');
    const unknown = 'Z'.repeat(43);
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: `/api/newsletter/verify/${verifyToken}`, headers: withKey }),
      app.inject({ method: 'GET', url: `/api/newsletter/verify/${unknown}`, headers: withKey }),
      app.inject({
        method: 'POST',
        url: `/api/newsletter/unsubscribe/${unsubscribeToken}`,
        headers: withKey,
      }),
    ]);
    assert.deepEqual(
      answers.map((res) => res.statusCode),
      [200, 404, 200],
    );
    const log = logLines.join('');
    assert.match(log, /mail kept in the outbox/);
    assert.match(log, /\/api\/newsletter\/verify\/\[token\]/);
    for (const token of [verifyToken, unsubscribeToken, unknown]) {
      assert.ok(!log.includes(token), `the log holds a token: ${token}`);
    }
  });

  it('keeps an unsent body until its link expires, then clears it', async (t) => {
    await subscribe('unsent@example.com');
    const before = await outboxBody('unsent@example.com');
    assert.equal(tokensIn(before.body).length, 2);
    clock.advance(7 * DAY_MS - 1000);
    assert.equal(await app.mailer.clearExpired(), 0);
    clock.advance(2000);
    assert.ok((await app.mailer.clearExpired()) >= 1);
    const after = await outboxBody('unsent@example.com');
    assert.deepEqual(tokensIn(after.body), []);
    t.diagnostic(`unsent outbox body: ${before.bytes} bytes, ${after.bytes} once expired`);
  });

  it('shows no expired link in the admin outbox list', async () => {
    await subscribe('listed@example.com');
    clock.advance(7 * DAY_MS + 1000);
    const res = await app.inject({ method: 'GET', url: '/admin/api/outbox', headers: asAdmin });
    const mail = res
      .json()
      .find((m: { recipient: string }) => m.recipient === 'listed@example.com');
    assert.ok(mail, 'the mail is still listed');
    assert.deepEqual(tokensIn(mail.body), []);
  });
});
