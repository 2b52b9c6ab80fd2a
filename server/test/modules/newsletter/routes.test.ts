import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { FastifyInstance } from 'fastify';
import { NEWSLETTER_BAND_MESSAGES } from '@cloud-consulting/domain/forms/newsletter-band';
import { NEWSLETTER_RESULT_MESSAGES } from '@cloud-consulting/domain/text';
import type { Database } from '../../../src/db/client.js';
import { asAdmin, buildSuiteApp, engine, noRateLimits, testClock, withKey } from '../../helper.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const SITE = 'http://site.test';

interface Received {
  to: string[];
  text: string;
}

/** The text part of a raw message, quoted-printable decoded. */
function bodyText(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  return /quoted-printable/i.test(head!)
    ? body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : body;
}

const linkOf = (mail: Received, kind: 'verify' | 'unsubscribe') => {
  const match = new RegExp(`${SITE}/newsletter/${kind}/([A-Za-z0-9_-]+)`).exec(mail.text);
  assert.ok(match, `a ${kind} link in:\n${mail.text}`);
  return match[1]!;
};

describe(`newsletter on ${engine}`, () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  let smtp: SMTPServer;
  const inbox: Received[] = [];
  const clock = testClock();

  before(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (raw += chunk));
        stream.on('end', () => {
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), text: bodyText(raw) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    ({ app, db, close } = await buildSuiteApp({
      now: clock.now,
      config: {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        publicSiteUrl: SITE,
        rateLimits: noRateLimits,
      },
    }));
  });
  after(async () => {
    await close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  // Each call from its own client address, so the per-address mail cap stays out of the way.
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
    return inbox.filter((m) => m.to.includes(address));
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

  it('is idempotent per address: a verified address needs no new mail', async () => {
    const res = await subscribe({ email: 'READER@example.com' });
    assert.equal(res.json().requiresVerification, false);
    assert.equal((await mailTo('READER@example.com')).length, 0);
    const { rows } = await db.query(
      `SELECT 1 FROM newsletter_subscribers WHERE lower(email) = 'reader@example.com'`,
    );
    assert.equal(rows.length, 1);
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

  it('sends at most 3 verification mails to one address a day (429 with Retry-After)', async () => {
    const email = 'spammed@example.com';
    for (let i = 0; i < 3; i += 1) {
      assert.equal((await subscribe({ email })).statusCode, 200);
    }
    const fourth = await subscribe({ email });
    assert.equal(fourth.statusCode, 429);
    assert.ok(Number(fourth.headers['retry-after']) > 0);
    assert.equal((await mailTo(email)).length, 3);
    clock.advance(DAY_MS + 1000);
    assert.equal((await subscribe({ email })).statusCode, 200);
  });

  it('sends at most 3 verification mails from one client address a day', async () => {
    const from = { remoteAddress: '203.0.113.9' };
    const send = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        headers: { ...withKey, 'content-type': 'application/json' },
        payload: JSON.stringify({ email }),
        ...from,
      });
    for (let i = 0; i < 3; i += 1)
      assert.equal((await send(`victim${i}@example.com`)).statusCode, 200);
    assert.equal((await send('victim3@example.com')).statusCode, 429);
  });

  it('lists mails in the admin outbox', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/api/outbox', headers: asAdmin });
    assert.equal(res.statusCode, 200);
    assert.ok(res.json().some((m: { Kind: string }) => m.Kind === 'newsletter_verification'));
  });
});
