/**
 * Sending a digest of the posts since the last send through a real SMTP peer: the first digest
 * takes the last 30 days and says so; with no post in the window nothing can be sent, with a
 * clear message; a digest reaches every verified subscriber once with every post of its window
 * listed (title, excerpt, absolute link), never the pending, unsubscribed or bounced; the mail is
 * HTML and text with the same List-Unsubscribe headers as a post's; the window moves after a
 * digest or a post send; a subscriber who unsubscribes mid-send is skipped; a digest at a time
 * waits for it; two senders on one database deliver each digest once.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { DIGEST_MESSAGES } from '@cloud-consulting/domain/newsletter-digest';
import type { Database } from '../../../src/db/client.js';
import { renderDigest } from '../../../src/modules/newsletter/digest-mail.js';
import { SKIPPED_UNSUBSCRIBED } from '../../../src/modules/newsletter/sender.js';
import { SEND_MESSAGES } from '../../../src/modules/newsletter/send-service.js';
import { createSendRepository } from '../../../src/modules/newsletter/send-repository.js';
import { asAdmin, buildSuiteApp, engine } from '../../helper.js';
import {
  PROVIDER,
  SITE,
  headerLine,
  progressOf,
  sendConfig,
  sendToEnd,
  subscribers,
  waitDone,
  withTwoSenders,
} from './send-fixtures.js';
import { startTestInbox, type ReceivedMail } from '../mail/test-inbox.js';

const DAY = 24 * 60 * 60 * 1000;

const config = sendConfig;

let postCount = 0;
/** A post that went live `ago` ms ago (or goes live later, scheduled, when negative). */
async function newPost(
  db: Database,
  options: { ago: number; status?: string; excerpt?: string | null },
): Promise<{ id: number; title: string; slug: string }> {
  postCount += 1;
  const title = `Digest notes ${postCount}`;
  const slug = `digest-notes-${postCount}-${Date.now()}`;
  const at = new Date(Date.now() - options.ago);
  const status = options.status ?? (options.ago < 0 ? 'scheduled' : 'published');
  await db.query(
    `INSERT INTO blog_posts (title, slug, content, excerpt, status, publish_at, published_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      title,
      slug,
      `Body of **${title}**. See [the guide](/blog/guide).`,
      options.excerpt === undefined ? `What ${title} is about.` : options.excerpt,
      status,
      status === 'draft' ? null : at,
      at,
    ],
  );
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM blog_posts WHERE slug = $1`, [
    slug,
  ]);
  return { id: rows[0]!.id, title, slug };
}

const overviewOf = async (app: FastifyInstance) => {
  const res = await app.inject({
    method: 'GET',
    url: '/admin/api/newsletter-digest',
    headers: asAdmin,
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
};

const planDigest = (app: FastifyInstance, body: unknown = { when: 'now' }) =>
  app.inject({
    method: 'POST',
    url: '/admin/api/newsletter-digest',
    headers: { ...asAdmin, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const testSend = (app: FastifyInstance, to: string) =>
  app.inject({
    method: 'POST',
    url: '/admin/api/newsletter-digest/test',
    headers: { ...asAdmin, 'content-type': 'application/json' },
    payload: JSON.stringify({ to }),
  });

const mailsTo = (received: ReceivedMail[], address: string) =>
  received.filter((m) => m.to.includes(address));

describe(`newsletter digests on ${engine}`, () => {
  let inbox: Awaited<ReturnType<typeof startTestInbox>>;
  let suite: Awaited<ReturnType<typeof buildSuiteApp>>;
  let app: FastifyInstance;
  let db: Database;

  before(async () => {
    inbox = await startTestInbox();
    suite = await buildSuiteApp({
      config: { ...config, smtpUrl: inbox.smtpUrl },
      newsletterSender: { start: false, retryBaseMs: 10 },
    });
    ({ app, db } = suite);
    // The seeded posts are older than any window here: out of the way all the same.
    await db.query(`UPDATE blog_posts SET status = 'archived'`);
  });
  after(async () => {
    await suite.close();
    await inbox.close();
  });

  const clearList = () =>
    db.query(`UPDATE newsletter_subscribers SET status = 'unsubscribed' WHERE status = 'verified'`);

  it('refuses a digest with no post since the last send, saying so, and sends nothing', async () => {
    await clearList();
    await subscribers(db, ['early@example.com']);
    await newPost(db, { ago: 40 * DAY });
    const overview = await overviewOf(app);
    assert.equal(overview.firstDigest, true);
    assert.equal(overview.windowNote, DIGEST_MESSAGES.firstDigest);
    assert.equal(overview.nothingToSend, DIGEST_MESSAGES.nothingToSend);
    assert.deepEqual(overview.posts, []);
    assert.equal(overview.mail, null);
    assert.equal(overview.send, null);
    const since = Date.parse(overview.since);
    assert.ok(Math.abs(Date.now() - 30 * DAY - since) < 60_000, overview.since);

    const planned = await planDigest(app);
    assert.equal(planned.statusCode, 409);
    assert.equal(planned.json().message, DIGEST_MESSAGES.nothingToSend);
    const tested = await testSend(app, 'editor@example.com');
    assert.equal(tested.statusCode, 409);
    assert.equal(tested.json().message, DIGEST_MESSAGES.nothingToSend);
    const { rows } = await db.query(`SELECT 1 FROM newsletter_sends WHERE kind = 'digest'`);
    assert.equal(rows.length, 0);
    await app.newsletterSender.turn();
    assert.equal(inbox.received.length, 0);
  });

  it('reaches every verified subscriber once with every post of the window, never the pending, unsubscribed or bounced', async () => {
    await clearList();
    const verified = ['ana@example.com', 'ben@example.com', 'chloé@example.com'];
    await subscribers(db, verified);
    await subscribers(db, ['pending@example.com'], 'pending');
    await subscribers(db, ['gone@example.com'], 'unsubscribed');
    await subscribers(db, ['bounced@example.com'], 'verified', 'bounced');
    const older = await newPost(db, { ago: 10 * DAY });
    const newer = await newPost(db, { ago: 2 * DAY, excerpt: null });
    const draft = await newPost(db, { ago: DAY, status: 'draft' });
    const later = await newPost(db, { ago: -DAY });

    const overview = await overviewOf(app);
    assert.equal(overview.verifiedSubscribers, 3);
    assert.equal(overview.nothingToSend, null);
    assert.deepEqual(
      overview.posts.map((p: { id: number; url: string }) => [p.id, p.url]),
      [
        [newer.id, `${SITE}/blog/${newer.slug}`],
        [older.id, `${SITE}/blog/${older.slug}`],
      ],
    );
    assert.match(overview.mail.subject, /: 2 new posts$/);
    assert.match(overview.mail.html, /2 new posts on our blog in the last 30 days\./);

    // A test goes to the one address, marked as one, and to nobody on the list.
    const tested = await testSend(app, 'editor@example.com');
    assert.equal(tested.statusCode, 200, tested.body);
    assert.deepEqual(tested.json(), { sentTo: 'editor@example.com', posts: 2 });
    const [test] = mailsTo(inbox.received, 'editor@example.com');
    const testMail = await simpleParser(test!.raw);
    assert.equal(testMail.subject, `[Test] ${overview.mail.subject}`);
    for (const address of verified) assert.equal(mailsTo(inbox.received, address).length, 0);

    // The editor confirmed these posts; a list that is not the window's is refused.
    const stale = await planDigest(app, { when: 'now', postIds: [older.id] });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().message, DIGEST_MESSAGES.changed);
    const res = await planDigest(app, { when: 'now', postIds: [older.id, newer.id] });
    assert.equal(res.statusCode, 201, res.body);
    const send = res.json();
    assert.equal(send.kind, 'digest');
    assert.equal(send.postId, null);
    assert.deepEqual(send.postIds, [newer.id, older.id]);
    const again = await planDigest(app);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, DIGEST_MESSAGES.alreadyOpen);
    assert.equal((await overviewOf(app)).send.id, send.id, 'the overview shows the open digest');

    const done = await sendToEnd(app, send.id);
    assert.deepEqual(done.progress, {
      total: 3,
      queued: 0,
      sending: 0,
      sent: 3,
      failed: 0,
      skipped: 0,
      unsubscribedAfter: 0,
    });
    for (const address of verified) assert.equal(mailsTo(inbox.received, address).length, 1);
    for (const address of ['pending', 'gone', 'bounced']) {
      assert.equal(mailsTo(inbox.received, `${address}@example.com`).length, 0, address);
    }

    const mail = await simpleParser(mailsTo(inbox.received, 'ana@example.com')[0]!.raw);
    assert.equal(mail.subject, overview.mail.subject);
    assert.deepEqual(mail.from?.value, [
      { name: 'Contoso Cloud', address: 'news@contoso.example' },
    ]);
    const html = String(mail.html);
    const text = mail.text ?? '';
    for (const post of [older, newer]) {
      assert.match(html, new RegExp(`>${post.title}</a></h2>`));
      assert.match(html, new RegExp(`href="${SITE}/blog/${post.slug}"`));
      assert.match(text, new RegExp(`Read it on our site: ${SITE}/blog/${post.slug}`));
    }
    assert.ok(html.indexOf(newer.title) < html.indexOf(older.title), 'newest first');
    assert.match(html, new RegExp(`What ${older.title} is about\\.`), 'its own excerpt');
    assert.match(
      html,
      new RegExp(`Body of ${newer.title}\\. See the guide\\.`),
      'excerpt from the body',
    );
    for (const post of [draft, later]) assert.doesNotMatch(html + text, new RegExp(post.title));
    assert.doesNotMatch(html, /<style|class="/, 'inline styles only');
    assert.match(html, /<meta name="viewport"/);
    assert.match(html, /1 Harbour Street, Seattle, WA 98101/);
    assert.ok(text.includes('2 new posts on our blog in the last 30 days.'), text);

    const urls = [...(headerLine(mail, 'list-unsubscribe') ?? '').matchAll(/<([^>]+)>/g)].map(
      (m) => m[1]!,
    );
    assert.equal(urls.length, 2, JSON.stringify(urls));
    assert.ok(urls[0]!.startsWith(`${PROVIDER}/newsletter/one-click/s`), urls[0]);
    assert.match(urls[1]!, /^mailto:unsubscribe@contoso\.example\?subject=unsubscribe%20s\d+\./);
    assert.equal(headerLine(mail, 'list-unsubscribe-post'), 'List-Unsubscribe=One-Click');
    const token = urls[0]!.split('/').pop()!;
    assert.ok(html.includes(`href="${SITE}/newsletter/unsubscribe/${token}"`), 'footer link');
    assert.equal(headerLine(testMail, 'list-unsubscribe'), undefined, 'a test is no subscriber’s');
  });

  it('moves the window after a digest and after a post send', async () => {
    await clearList();
    await subscribers(db, ['window@example.com']);
    const afterDigest = await overviewOf(app);
    assert.equal(afterDigest.firstDigest, false);
    assert.equal(afterDigest.windowNote, null);
    assert.equal(afterDigest.nothingToSend, DIGEST_MESSAGES.nothingToSend);
    const { rows } = await db.query<{ until: Date }>(
      `SELECT covers_until AS until FROM newsletter_sends WHERE kind = 'digest' AND status = 'done'`,
    );
    assert.equal(Date.parse(afterDigest.since), rows[0]!.until.getTime());

    // A post goes out on its own: the next digest starts after it.
    const alone = await newPost(db, { ago: 0 });
    assert.deepEqual(
      (await overviewOf(app)).posts.map((p: { id: number }) => p.id),
      [alone.id],
    );
    const postSend = await app.inject({
      method: 'POST',
      url: `/admin/api/blog/${alone.id}/newsletter`,
      headers: { ...asAdmin, 'content-type': 'application/json' },
      payload: JSON.stringify({ when: 'now' }),
    });
    assert.equal(postSend.statusCode, 201);
    await sendToEnd(app, postSend.json().id);
    assert.equal((await overviewOf(app)).nothingToSend, DIGEST_MESSAGES.nothingToSend);
    assert.equal((await planDigest(app)).statusCode, 409);

    await sleep(5);
    const next = await newPost(db, { ago: 0 });
    const overview = await overviewOf(app);
    assert.deepEqual(
      overview.posts.map((p: { id: number }) => p.id),
      [next.id],
    );
    assert.match(overview.mail.html, /1 new post on our blog since /);
    const send = (await planDigest(app)).json();
    await sendToEnd(app, send.id);
    const mails = mailsTo(inbox.received, 'window@example.com');
    assert.equal(mails.length, 2, 'the post, then the digest');
    const digest = await simpleParser(mails[1]!.raw);
    assert.match(digest.text ?? '', new RegExp(next.title));
    assert.doesNotMatch(digest.text ?? '', new RegExp(`${alone.title}\\b`));
  });

  it('skips a subscriber who unsubscribes after the digest is queued', async () => {
    await clearList();
    const [, leave] = await subscribers(db, ['stay@example.com', 'leave@example.com']);
    await newPost(db, { ago: 0 });
    const sendId = (await planDigest(app)).json().id;
    await db.transaction(async (tx) => {
      const repo = createSendRepository(tx);
      const due = await repo.lockDueSend(new Date(app.now()), tx);
      assert.equal(due?.id, sendId);
      assert.equal(due?.kind, 'digest');
      const posts = await repo.livePostsOf(due!.postIds!, new Date(app.now()), tx);
      const issue = renderDigest(posts, { from: due!.coversFrom!, first: false }, 'Contoso', SITE);
      await repo.queue(sendId, issue, new Date(app.now()), new Date(), tx);
    });
    await db.query(
      `UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = now()
       WHERE id = $1`,
      [leave],
    );
    const done = await sendToEnd(app, sendId);
    assert.equal(done.progress.sent, 1);
    assert.equal(done.progress.skipped, 1);
    assert.equal(mailsTo(inbox.received, 'stay@example.com').length, 1);
    assert.equal(mailsTo(inbox.received, 'leave@example.com').length, 0);
    const { rows } = await db.query<{ last_error: string }>(
      `SELECT last_error FROM newsletter_deliveries WHERE subscriber_id = $1`,
      [leave],
    );
    assert.equal(rows[0]!.last_error, SKIPPED_UNSUBSCRIBED);
  });

  it('waits for the chosen time, refuses a past one, and can be called off before it starts', async () => {
    await clearList();
    await subscribers(db, ['timely@example.com']);
    await newPost(db, { ago: 0 });
    const past = await planDigest(app, {
      when: 'at',
      sendAt: new Date(Date.now() - 60_000).toISOString(),
    });
    assert.equal(past.statusCode, 400);
    assert.equal(past.json().message, SEND_MESSAGES.pastTime);

    const sendAt = new Date(Date.now() + DAY).toISOString();
    const first = (await planDigest(app, { when: 'at', sendAt })).json();
    assert.equal(first.status, 'scheduled');
    assert.equal(first.sendAt, sendAt);
    await app.newsletterSender.turn();
    assert.equal((await progressOf(app, first.id)).status, 'scheduled');
    assert.equal(mailsTo(inbox.received, 'timely@example.com').length, 0);
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/admin/api/newsletter-sends/${first.id}`,
      headers: asAdmin,
    });
    assert.equal(cancel.statusCode, 204);

    // Planned again; its time comes: it goes.
    const second = (await planDigest(app, { when: 'at', sendAt })).json();
    await app.newsletterSender.turn();
    assert.equal(mailsTo(inbox.received, 'timely@example.com').length, 0);
    await db.query(
      `UPDATE newsletter_sends SET send_at = now() - interval '1 second' WHERE id = $1`,
      [second.id],
    );
    await sendToEnd(app, second.id);
    assert.equal(mailsTo(inbox.received, 'timely@example.com').length, 1);
  });
});

describe(`newsletter digest senders on one database on ${engine}`, () => {
  it('two senders deliver each digest once', async () => {
    await withTwoSenders(config, async ({ apps, db, inbox }) => {
      const emails = Array.from({ length: 40 }, (_, i) => `twin${i}@example.com`);
      await subscribers(db, emails);
      await newPost(db, { ago: 0 });
      const planned = await planDigest(apps[0]!);
      assert.equal(planned.statusCode, 201, planned.body);
      const done = await waitDone(apps[1]!, planned.json().id);
      assert.equal(done.progress.sent, 40);
      for (const address of emails) assert.equal(mailsTo(inbox.received, address).length, 1);
      assert.equal(inbox.received.length, 40);
    });
  });
});
