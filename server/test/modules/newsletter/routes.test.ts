import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { NEWSLETTER_BAND_MESSAGES } from '@cloud-consulting/domain/forms/newsletter-band';
import { NEWSLETTER_RESULT_MESSAGES } from '@cloud-consulting/domain/text';
import type { Database } from '../../../src/db/client.js';
import { NEWSLETTER_SERVER_MESSAGES } from '../../../src/modules/newsletter/service.js';
import { asAdmin, engine, noRateLimits, testClock, withKey } from '../../helper.js';
import { buildSuiteAppWithInbox, type ReceivedMail } from '../mail/test-inbox.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const SITE = 'http://site.test';
/** Subscriptions a day from one client address in this suite (the default is 30). */
const PER_NETWORK = 6;

const linkOf = (mail: ReceivedMail, kind: 'verify' | 'unsubscribe') => {
  const match = new RegExp(`${SITE}/newsletter/${kind}/([A-Za-z0-9_-]+)`).exec(mail.text);
  assert.ok(match, `a ${kind} link in:\n${mail.text}`);
  return match[1]!;
};

describe(`newsletter on ${engine}`, () => {
  let suite: Awaited<ReturnType<typeof buildSuiteAppWithInbox>>;
  let app: FastifyInstance;
  let db: Database;
  const clock = testClock();

  before(async () => {
    suite = await buildSuiteAppWithInbox({
      now: clock.now,
      config: {
        publicSiteUrl: SITE,
        rateLimits: noRateLimits,
        subscriptionsPerNetworkPerDay: PER_NETWORK,
      },
    });
    ({ app, db } = suite);
  });
  after(() => suite.close());

  // Each call from its own client address, so the per-network cap stays out of the way.
  let client = 0;
  const subscribe = (body: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { ...withKey, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
      remoteAddress: `10.0.0.${(client += 1)}`,
    });
  const verify = (token: string) =>
    app.inject({ method: 'GET', url: `/api/newsletter/verify/${token}`, headers: withKey });
  const unsubscribe = (token: string) =>
    app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe/${token}`, headers: withKey });
  const mailTo = async (address: string) => {
    await app.mailer.idle();
    return suite.inbox.received.filter((m) => m.to.includes(address));
  };

  it('mails a verification link over SMTP; following it verifies the address', async () => {
    const res = await subscribe({ email: '  reader@example.com ', firstName: 'Ada' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().success, true);
    assert.equal(res.json().requiresVerification, true);
    const [mail] = await mailTo('reader@example.com');
    assert.ok(mail, 'mail received by the SMTP server');
    assert.match(mail.text, /Hello Ada,/);
    const token = linkOf(mail, 'verify');
    const verified = await verify(token);
    assert.equal(verified.statusCode, 200);
    assert.equal(verified.json().message, NEWSLETTER_RESULT_MESSAGES.verify.successDefault);
    assert.equal(verified.json().subscription.Email, 'reader@example.com');
    assert.equal(verified.json().alreadyVerified, false);
    const again = await verify(token);
    assert.equal(again.json().alreadyVerified, true);
  });

  it('stores tokens hashed, never as sent, and scrubs the sent mail body', async () => {
    await subscribe({ email: 'hashed@example.com' });
    const [mail] = await mailTo('hashed@example.com');
    const token = linkOf(mail!, 'verify');
    const { rows } = await db.query<{ token_hash: string }>(
      'SELECT token_hash FROM newsletter_tokens',
    );
    assert.ok(rows.every((r) => r.token_hash !== token && /^[0-9a-f]{64}$/.test(r.token_hash)));
    const outbox = await db.query<{ body: string; sent_at: Date | null }>(
      `SELECT body, sent_at FROM outbox WHERE recipient = 'hashed@example.com'`,
    );
    assert.ok(outbox.rows[0]!.sent_at);
    assert.ok(!outbox.rows[0]!.body.includes(token));
  });

  it('answers a new, a pending and a verified address with the same status and body', async () => {
    const fresh = await subscribe({ email: 'same-new@example.com' });
    await subscribe({ email: 'same-pending@example.com' });
    const pending = await subscribe({ email: 'same-pending@example.com' });
    await subscribe({ email: 'same-verified@example.com' });
    const [mail] = await mailTo('same-verified@example.com');
    assert.equal((await verify(linkOf(mail!, 'verify'))).statusCode, 200);
    const verified = await subscribe({ email: 'SAME-verified@example.com' });
    const answers = [fresh, pending, verified].map((res) => [res.statusCode, res.body]);
    assert.deepEqual(answers[1], answers[0]);
    assert.deepEqual(answers[2], answers[0]);
    assert.deepEqual(fresh.json(), {
      success: true,
      message: NEWSLETTER_SERVER_MESSAGES.checkInbox,
      requiresVerification: true,
    });
  });

  it('mails a verified address a note with an unsubscribe link and no verify link', async () => {
    await subscribe({ email: 'known@example.com', firstName: 'Ada' });
    const [first] = await mailTo('known@example.com');
    await verify(linkOf(first!, 'verify'));
    await subscribe({ email: 'known@example.com', firstName: 'Mallory' });
    const [, note] = await mailTo('known@example.com');
    assert.ok(note, 'a second mail');
    assert.doesNotMatch(note.text, /\/newsletter\/verify\//);
    assert.doesNotMatch(note.text, /Mallory/);
    assert.equal((await unsubscribe(linkOf(note, 'unsubscribe'))).statusCode, 200);
    const { rows } = await db.query<{ first_name: string; n: number }>(
      `SELECT first_name, (SELECT count(*)::int FROM newsletter_subscribers
         WHERE lower(email) = 'known@example.com') AS n
       FROM newsletter_subscribers WHERE lower(email) = 'known@example.com'`,
    );
    assert.deepEqual(rows[0], { first_name: 'Ada', n: 1 });
  });

  it('refuses an unsubscribe token to verify and a verify token to unsubscribe (404)', async () => {
    await subscribe({ email: 'purpose@example.com' });
    const [mail] = await mailTo('purpose@example.com');
    assert.equal((await verify(linkOf(mail!, 'unsubscribe'))).statusCode, 404);
    assert.equal((await unsubscribe(linkOf(mail!, 'verify'))).statusCode, 404);
    const { rows } = await db.query<{ status: string }>(
      `SELECT status FROM newsletter_subscribers WHERE email = 'purpose@example.com'`,
    );
    assert.equal(rows[0]!.status, 'pending');
  });

  it('refuses a link with one character of its token changed (404)', async () => {
    await subscribe({ email: 'tamper@example.com' });
    const [mail] = await mailTo('tamper@example.com');
    const change = (token: string) =>
      token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21);
    const tampered = await unsubscribe(change(linkOf(mail!, 'unsubscribe')));
    assert.equal(tampered.statusCode, 404);
    assert.equal(tampered.json().error, NEWSLETTER_SERVER_MESSAGES.invalidLink);
    assert.equal((await verify(change(linkOf(mail!, 'verify')))).statusCode, 404);
  });

  it('unsubscribes with the mailed link, then says alreadyUnsubscribed', async () => {
    await subscribe({ email: 'leaver@example.com', source: 'footer' });
    const [mail] = await mailTo('leaver@example.com');
    const token = linkOf(mail!, 'unsubscribe');
    const first = await unsubscribe(token);
    assert.equal(first.statusCode, 200);
    assert.equal(first.json().message, NEWSLETTER_RESULT_MESSAGES.unsubscribe.successDefault);
    assert.equal(first.json().alreadyUnsubscribed, false);
    assert.equal(first.json().subscription.Email, 'leaver@example.com');
    assert.equal((await unsubscribe(token)).json().alreadyUnsubscribed, true);
    // The verification link of an unsubscribed address no longer subscribes it.
    assert.equal((await verify(linkOf(mail!, 'verify'))).statusCode, 410);
  });

  it('refuses an expired verification link after 7 days', async () => {
    await subscribe({ email: 'late@example.com' });
    const [mail] = await mailTo('late@example.com');
    clock.advance(7 * DAY_MS + 1);
    const res = await verify(linkOf(mail!, 'verify'));
    assert.equal(res.statusCode, 410);
    assert.match(res.json().error, /expired/);
  });

  it('answers 400 for a malformed token and 404 for an unknown one, with error', async () => {
    const bad = await verify('not-a-token');
    assert.equal(bad.statusCode, 400);
    assert.ok(bad.json().error);
    const unknown = await unsubscribe('A'.repeat(43));
    assert.equal(unknown.statusCode, 404);
    assert.ok(unknown.json().error);
  });

  it('answers 400 with the band messages for a missing or invalid email', async () => {
    const missing = await subscribe({ firstName: 'x' });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().error, NEWSLETTER_BAND_MESSAGES.required);
    const invalid = await subscribe({ email: 'nope@' });
    assert.equal(invalid.json().error, NEWSLETTER_BAND_MESSAGES.invalid);
  });

  it('refuses the fourth request for one address a day with the address message', async () => {
    const email = 'spammed@example.com';
    for (let i = 0; i < 3; i += 1) {
      assert.equal((await subscribe({ email })).statusCode, 200);
    }
    const fourth = await subscribe({ email });
    assert.equal(fourth.statusCode, 429);
    assert.equal(fourth.json().error, NEWSLETTER_SERVER_MESSAGES.tooManyMails);
    assert.ok(Number(fourth.headers['retry-after']) > 0);
    assert.equal((await mailTo(email)).length, 3);
    clock.advance(DAY_MS + 1000);
    assert.equal((await subscribe({ email })).statusCode, 200);
  });

  const fromOneOffice = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { ...withKey, 'content-type': 'application/json' },
      payload: JSON.stringify({ email }),
      remoteAddress: '203.0.113.9',
    });

  it('accepts four different addresses from one client address', async () => {
    for (let i = 0; i < 4; i += 1) {
      const res = await fromOneOffice(`colleague${i}@example.com`);
      assert.equal(res.statusCode, 200, res.body);
    }
  });

  it('refuses a client address over its daily subscriptions with the network message', async () => {
    clock.advance(DAY_MS + 1000);
    for (let i = 0; i < PER_NETWORK; i += 1) {
      assert.equal((await fromOneOffice(`office${i}@example.com`)).statusCode, 200);
    }
    const over = await fromOneOffice('office-late@example.com');
    assert.equal(over.statusCode, 429);
    assert.equal(over.json().error, NEWSLETTER_SERVER_MESSAGES.tooManyFromNetwork);
    assert.ok(Number(over.headers['retry-after']) > 0);
    assert.equal((await mailTo('office-late@example.com')).length, 0);
  });

  it('lists mails in the admin outbox', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/api/outbox', headers: asAdmin });
    assert.equal(res.statusCode, 200);
    assert.ok(res.json().some((m: { kind: string }) => m.kind === 'newsletter_verification'));
  });
});
