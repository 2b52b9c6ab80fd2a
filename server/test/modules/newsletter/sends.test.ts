/**
 * Sending a post to the newsletter through a real SMTP peer: every verified subscriber gets it
 * once, and nobody else; the mail is HTML and text with parsable List-Unsubscribe headers whose
 * one-click address unsubscribes without the API key; a subscriber who unsubscribes mid-send is
 * skipped; temporary refusals are retried, permanent ones failed; bounced addresses are never
 * mailed; two senders on one database deliver once; a sender stopped mid-send and another
 * started finish without a duplicate.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Database } from '../../../src/db/client.js';
import { INTERRUPTED, SKIPPED_UNSUBSCRIBED } from '../../../src/modules/newsletter/sender.js';
import { SEND_MESSAGES } from '../../../src/modules/newsletter/send-service.js';
import { createSendRepository } from '../../../src/modules/newsletter/send-repository.js';
import { renderIssue } from '../../../src/modules/newsletter/issue-mail.js';
import { sign } from '../../../src/modules/rebuild/notifier.js';
import { asAdmin, buildSuiteApp, engine, suiteDatabase } from '../../helper.js';
import {
  PROVIDER,
  SITE,
  progressOf,
  sendConfig,
  sendToEnd,
  subscribers,
  waitDone,
  withTwoSenders,
} from './send-fixtures.js';
import { startTestInbox, type ReceivedMail, type Refusal } from '../mail/test-inbox.js';

let postCount = 0;
/** A published post of its own (a post goes to subscribers once). */
async function newPost(db: Database, content = 'Hello **readers**. See [the guide](/blog/guide).') {
  postCount += 1;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO blog_posts (title, slug, content, status, image_url)
     VALUES ($1, $2, $3, 'published', '/uploads/images/cover.png') RETURNING id`,
    [`Cloud notes ${postCount}`, `cloud-notes-${postCount}-${Date.now()}`, content],
  );
  return rows[0]!.id;
}

const config = { ...sendConfig, mailEventsSecret: 'mail-events-test-secret' };

const plan = (app: FastifyInstance, postId: number, body: unknown = { when: 'now' }) =>
  app.inject({
    method: 'POST',
    url: `/admin/api/blog/${postId}/newsletter`,
    headers: { ...asAdmin, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const countTo = (received: ReceivedMail[], address: string) =>
  received.filter((m) => m.to.includes(address)).length;

describe(`newsletter sends on ${engine}`, () => {
  const refusals = new Map<string, (attempt: number) => Refusal | null>();
  let inbox: Awaited<ReturnType<typeof startTestInbox>>;
  let suite: Awaited<ReturnType<typeof buildSuiteApp>>;
  let app: FastifyInstance;
  let db: Database;

  before(async () => {
    inbox = await startTestInbox({
      refuse: (address, attempt) => refusals.get(address)?.(attempt) ?? null,
    });
    suite = await buildSuiteApp({
      config: { ...config, smtpUrl: inbox.smtpUrl },
      newsletterSender: { start: false, retryBaseMs: 10 },
    });
    ({ app, db } = suite);
  });
  after(async () => {
    await suite.close();
    await inbox.close();
  });

  /** Queues a send's deliveries as the sender would, without delivering any. */
  async function queueOnly(postId: number, sendId: number) {
    await db.transaction(async (tx) => {
      const repo = createSendRepository(tx);
      const due = await repo.lockDueSend(new Date(app.now()), tx);
      assert.equal(due?.id, sendId);
      const post = await repo.post(postId, new Date(app.now()), tx);
      await repo.queue(sendId, await renderIssue(post!, SITE), new Date(app.now()), new Date(), tx);
    });
  }

  /** Every verified subscriber out of the way, so each test counts its own. */
  const clearList = () =>
    db.query(`UPDATE newsletter_subscribers SET status = 'unsubscribed' WHERE status = 'verified'`);

  it('reaches every verified subscriber once, never the pending, unsubscribed or bounced', async () => {
    await clearList();
    const verified = ['ana@example.com', 'ben@example.com', 'chloé@example.com'];
    await subscribers(db, verified);
    await subscribers(db, ['pending@example.com'], 'pending');
    await subscribers(db, ['gone@example.com'], 'unsubscribed');
    await subscribers(db, ['bounced@example.com'], 'verified', 'bounced');
    await subscribers(db, ['complained@example.com'], 'verified', 'complained');
    const postId = await newPost(db);

    const overview = await app.inject({
      method: 'GET',
      url: `/admin/api/blog/${postId}/newsletter`,
      headers: asAdmin,
    });
    assert.equal(overview.statusCode, 200);
    assert.equal(overview.json().verifiedSubscribers, 3);
    assert.equal(overview.json().send, null);

    const res = await plan(app, postId);
    assert.equal(res.statusCode, 201);
    const sendId = res.json().id;
    const again = await plan(app, postId);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, SEND_MESSAGES.alreadySent);

    const done = await sendToEnd(app, sendId);
    assert.deepEqual(done.progress, {
      total: 3,
      queued: 0,
      sending: 0,
      sent: 3,
      failed: 0,
      skipped: 0,
      unsubscribedAfter: 0,
    });
    for (const address of verified) assert.equal(countTo(inbox.received, address), 1, address);
    for (const address of ['pending', 'gone', 'bounced', 'complained']) {
      assert.equal(countTo(inbox.received, `${address}@example.com`), 0, address);
    }
  });

  it('sends HTML and text with parsable one-click headers; the one-click POST needs no API key', async () => {
    await clearList();
    await subscribers(db, ['dora@example.com']);
    const postId = await newPost(db);
    const sendId = (await plan(app, postId)).json().id;
    await sendToEnd(app, sendId);
    const raw = inbox.received.find((m) => m.to.includes('dora@example.com'))!.raw;
    const mail: ParsedMail = await simpleParser(raw);

    assert.equal(mail.subject, `Cloud notes ${postCount}`);
    assert.deepEqual(mail.from?.value, [
      { name: 'Contoso Cloud', address: 'news@contoso.example' },
    ]);
    const html = String(mail.html);
    assert.match(html, /<strong style="[^"]*">readers<\/strong>|<strong>readers<\/strong>/);
    assert.match(html, /href="https:\/\/site\.test\/blog\/guide"/, 'relative links made absolute');
    assert.match(html, /src="https:\/\/site\.test\/uploads\/images\/cover\.png"/, 'absolute image');
    assert.match(html, /<meta name="viewport"/);
    assert.match(html, /1 Harbour Street, Seattle, WA 98101/);
    assert.doesNotMatch(html, /<style|class="/, 'inline styles only');
    assert.match(mail.text ?? '', /Read it on our site: https:\/\/site\.test\/blog\/cloud-notes-/);
    assert.match(mail.text ?? '', /the guide \(https:\/\/site\.test\/blog\/guide\)/);

    // mailparser keeps one address of the header: read its line, <…> entries in order.
    const headerLine = (name: string) =>
      mail.headerLines
        .find((h) => h.key === name)
        ?.line.replace(/^[^:]+:\s*/, '')
        .replace(/\r?\n\s+/g, ' ');
    const urls = [...(headerLine('list-unsubscribe') ?? '').matchAll(/<([^>]+)>/g)].map(
      (m) => m[1]!,
    );
    assert.equal(urls.length, 2, JSON.stringify(urls));
    const oneClick = urls[0]!;
    assert.ok(oneClick.startsWith(`${PROVIDER}/newsletter/one-click/s`), oneClick);
    assert.match(urls[1]!, /^mailto:unsubscribe@contoso\.example\?subject=unsubscribe%20s\d+\./);
    assert.equal(headerLine('list-unsubscribe-post'), 'List-Unsubscribe=One-Click');
    const token = oneClick.split('/').pop()!;
    assert.match(
      html,
      new RegExp(`href="${SITE}/newsletter/unsubscribe/${token.replace('.', '\\.')}"`),
    );

    // A GET (a link checker) changes nothing and leads to the site's page.
    const path = new URL(oneClick).pathname;
    const look = await app.inject({ method: 'GET', url: path });
    assert.equal(look.statusCode, 303);
    assert.equal(look.headers.location, `${SITE}/newsletter/unsubscribe/${token}`);
    const stillIn = await db.query<{ status: string }>(
      `SELECT status FROM newsletter_subscribers WHERE email = 'dora@example.com'`,
    );
    assert.equal(stillIn.rows[0]!.status, 'verified');

    // A forged signature is refused.
    const forged = await app.inject({
      method: 'POST',
      url: path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    assert.equal(forged.statusCode, 404);

    // The mail program's POST, without the API key, unsubscribes at once.
    const click = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    assert.equal(click.statusCode, 200);
    assert.equal(click.json().alreadyUnsubscribed, false);
    const after = await db.query<{ status: string }>(
      `SELECT status FROM newsletter_subscribers WHERE email = 'dora@example.com'`,
    );
    assert.equal(after.rows[0]!.status, 'unsubscribed');
    assert.equal((await progressOf(app, sendId)).progress.unsubscribedAfter, 1);

    // The site's unsubscribe page asks the API with the same token: already unsubscribed.
    const page = await app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${token}`,
      headers: { 'x-api-key': 'test-api-key' },
    });
    assert.equal(page.statusCode, 200);
    assert.equal(page.json().alreadyUnsubscribed, true);
  });

  it('skips a subscriber who unsubscribes after the send is queued', async () => {
    await clearList();
    const [stay, leave] = await subscribers(db, ['stay@example.com', 'leave@example.com']);
    assert.ok(stay && leave);
    const postId = await newPost(db);
    const sendId = (await plan(app, postId)).json().id;
    await queueOnly(postId, sendId);
    await db.query(
      `UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = now()
       WHERE id = $1`,
      [leave],
    );
    const done = await sendToEnd(app, sendId);
    assert.equal(done.progress.sent, 1);
    assert.equal(done.progress.skipped, 1);
    assert.equal(countTo(inbox.received, 'stay@example.com'), 1);
    assert.equal(countTo(inbox.received, 'leave@example.com'), 0);
    const { rows } = await db.query<{ last_error: string }>(
      `SELECT last_error FROM newsletter_deliveries WHERE subscriber_id = $1`,
      [leave],
    );
    assert.equal(rows[0]!.last_error, SKIPPED_UNSUBSCRIBED);
  });

  it('retries a temporary refusal and fails a permanent one', async () => {
    await clearList();
    await subscribers(db, ['later@example.com', 'nobody@example.com', 'fine@example.com']);
    refusals.set('later@example.com', (attempt) =>
      attempt < 3 ? { code: 451, message: 'Try again later' } : null,
    );
    refusals.set('nobody@example.com', () => ({ code: 550, message: 'No such user' }));
    const postId = await newPost(db);
    const sendId = (await plan(app, postId)).json().id;
    const done = await sendToEnd(app, sendId);
    assert.equal(done.progress.sent, 2);
    assert.equal(done.progress.failed, 1);
    assert.equal(countTo(inbox.received, 'later@example.com'), 1);
    assert.equal(countTo(inbox.received, 'fine@example.com'), 1);
    assert.equal(countTo(inbox.received, 'nobody@example.com'), 0);
    const { rows } = await db.query<{
      email: string;
      attempts: number;
      status: string;
      last_error: string | null;
    }>(
      `SELECT n.email, d.attempts, d.status, d.last_error FROM newsletter_deliveries d
       JOIN newsletter_subscribers n ON n.id = d.subscriber_id WHERE d.send_id = $1 ORDER BY n.email`,
      [sendId],
    );
    const by = Object.fromEntries(rows.map((r) => [r.email, r]));
    assert.equal(by['later@example.com']!.attempts, 3);
    assert.equal(by['later@example.com']!.status, 'sent');
    assert.equal(by['nobody@example.com']!.attempts, 1);
    assert.equal(by['nobody@example.com']!.status, 'failed');
    assert.match(by['nobody@example.com']!.last_error ?? '', /550/);
  });

  it('marks addresses bounced or complained by the signed webhook, and never mails them again', async () => {
    await clearList();
    await subscribers(db, ['bouncy@example.com', 'angry@example.com', 'kept@example.com']);
    const body = JSON.stringify({
      events: [
        { type: 'bounced', email: 'Bouncy@Example.com' },
        { type: 'complained', email: 'angry@example.com' },
        { type: 'bounced', email: 'stranger@example.com' },
      ],
    });
    const post = (signature?: string) =>
      app.inject({
        method: 'POST',
        url: '/hooks/mail-events',
        headers: {
          'content-type': 'application/json',
          ...(signature && { 'x-signature-256': signature }),
        },
        payload: body,
      });
    assert.equal((await post()).statusCode, 401);
    assert.equal((await post(sign(body, 'another-secret'))).statusCode, 401);
    const signed = await post(sign(body, config.mailEventsSecret));
    assert.equal(signed.statusCode, 200);
    assert.deepEqual(signed.json(), { marked: 2, unknown: 1 });

    const overview = await app.inject({
      method: 'GET',
      url: `/admin/api/blog/${await newPost(db)}/newsletter`,
      headers: asAdmin,
    });
    assert.equal(overview.json().verifiedSubscribers, 1);
    const postId = await newPost(db);
    const sendId = (await plan(app, postId)).json().id;
    const done = await sendToEnd(app, sendId);
    assert.equal(done.progress.total, 1);
    assert.equal(countTo(inbox.received, 'kept@example.com'), 1);
    assert.equal(countTo(inbox.received, 'bouncy@example.com'), 0);
    assert.equal(countTo(inbox.received, 'angry@example.com'), 0);
  });

  it('skips an address that bounces after the send is queued', async () => {
    await clearList();
    const [gone] = await subscribers(db, ['soon-bounced@example.com', 'fine2@example.com']);
    const postId = await newPost(db);
    const sendId = (await plan(app, postId)).json().id;
    await queueOnly(postId, sendId);
    await db.query(`UPDATE newsletter_subscribers SET undeliverable = 'bounced' WHERE id = $1`, [
      gone,
    ]);
    const done = await sendToEnd(app, sendId);
    assert.equal(done.progress.sent, 1);
    assert.equal(done.progress.skipped, 1);
    assert.equal(countTo(inbox.received, 'soon-bounced@example.com'), 0);
  });

  it('refuses to send a post that is not live now, and takes it with its publication', async () => {
    await clearList();
    await subscribers(db, ['draft-reader@example.com']);
    const postId = await newPost(db);
    await db.query(`UPDATE blog_posts SET status = 'draft' WHERE id = $1`, [postId]);
    const now = await plan(app, postId);
    assert.equal(now.statusCode, 409);
    assert.equal(now.json().message, SEND_MESSAGES.notLive);
    const withPublication = await plan(app, postId, { when: 'publication' });
    assert.equal(withPublication.statusCode, 201);
    const sendId = withPublication.json().id;
    await app.newsletterSender.turn();
    assert.equal((await progressOf(app, sendId)).status, 'scheduled');
    assert.equal(countTo(inbox.received, 'draft-reader@example.com'), 0);
    await db.query(`UPDATE blog_posts SET status = 'published' WHERE id = $1`, [postId]);
    await sendToEnd(app, sendId);
    assert.equal(countTo(inbox.received, 'draft-reader@example.com'), 1);
  });
});

describe(`newsletter senders on one database on ${engine}`, () => {
  it('two senders deliver each mail once', async () => {
    await withTwoSenders(config, async ({ apps, db, inbox }) => {
      const emails = Array.from({ length: 60 }, (_, i) => `twin${i}@example.com`);
      await subscribers(db, emails);
      const postId = await newPost(db);
      const sendId = (await plan(apps[0]!, postId)).json().id;
      const done = await waitDone(apps[1]!, sendId);
      assert.equal(done.progress.sent, 60);
      for (const address of emails) assert.equal(countTo(inbox.received, address), 1, address);
      assert.equal(inbox.received.length, 60);
    });
  });

  it('a sender stopped mid-send and another started finish without a duplicate', async () => {
    const inbox = await startTestInbox();
    const shared = await suiteDatabase();
    try {
      const first = await buildSuiteApp({
        db: shared.db,
        config: { ...config, smtpUrl: inbox.smtpUrl, newsletterRatePerSecond: 20 },
        newsletterSender: { pollMs: 20 },
      });
      const emails = Array.from({ length: 30 }, (_, i) => `restart${i}@example.com`);
      await subscribers(shared.db, emails);
      const postId = await newPost(shared.db);
      const sendId = (await plan(first.app, postId)).json().id;
      while (inbox.received.length < 5) await sleep(20);
      await first.app.close();
      const sentBefore = inbox.received.length;
      assert.ok(sentBefore < 30, `stopped mid-send (${sentBefore} sent)`);
      // What a killed process leaves: one attempt marked sending that never finished.
      const { rows: left } = await shared.db.query<{ id: number; email: string }>(
        `UPDATE newsletter_deliveries d SET status = 'sending', claimed_at = now() - interval '1 hour',
           attempts = attempts + 1
         FROM newsletter_subscribers n
         WHERE d.id = (SELECT id FROM newsletter_deliveries WHERE status = 'queued' ORDER BY id LIMIT 1)
           AND n.id = d.subscriber_id
         RETURNING d.id, n.email`,
      );
      assert.equal(left.length, 1);

      const second = await buildSuiteApp({
        db: shared.db,
        config: { ...config, smtpUrl: inbox.smtpUrl, newsletterRatePerSecond: 200 },
        newsletterSender: { pollMs: 20 },
      });
      try {
        const done = await waitDone(second.app, sendId);
        assert.equal(done.progress.sent, 29);
        assert.equal(done.progress.failed, 1);
        for (const address of emails) {
          assert.equal(
            countTo(inbox.received, address),
            address === left[0]!.email ? 0 : 1,
            address,
          );
        }
        const { rows } = await shared.db.query<{ last_error: string }>(
          'SELECT last_error FROM newsletter_deliveries WHERE id = $1',
          [left[0]!.id],
        );
        assert.equal(rows[0]!.last_error, INTERRUPTED);
      } finally {
        await second.app.close();
      }
    } finally {
      await shared.close();
      await inbox.close();
    }
  });
});
