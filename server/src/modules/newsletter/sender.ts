/**
 * The newsletter sender: a loop in every provider process that turns due sends into delivery
 * rows and delivers them, through SMTP_URL, at NEWSLETTER_RATE_PER_SECOND for all replicas
 * together.
 *
 * Each turn: (1) attempts left mid-way by a process that stopped are closed as failed; (2) each
 * due send (its time came, or its post went live) is queued: its issue (one post, or a digest
 * of the posts it lists that are still live) rendered once and one
 * delivery row per verified, deliverable subscriber written in one transaction, the send row
 * locked (SKIP LOCKED) so one replica does it; (3) up to a second's worth of deliveries are
 * claimed (`FOR UPDATE SKIP LOCKED`, so two replicas never hold the same row) and sent one by
 * one, paced. A delivery whose subscriber unsubscribed or bounced since is skipped; a temporary
 * SMTP refusal (4xx, or no answer) puts it back with a doubling delay; a permanent one (5xx)
 * fails it.
 *
 * At most once. A claimed delivery stays queued until its attempt begins: then it is marked
 * sending (committed) before its SMTP exchange, and sent after it. Claims a stopped process
 * never attempted lapse after the lease and are claimed again. If the process dies during an
 * attempt, nobody can know whether the relay took the mail: the row stays sending, and once it
 * is older than the lease it is marked failed ("interrupted"), never resent. Losing the issue
 * for one reader per crash (the mail in flight) is better than a duplicate: duplicates of bulk
 * mail draw spam complaints, which cost the whole list its delivery. A graceful stop finishes
 * the mail in flight first.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/client.js';
import { senderOf } from '../mail/outbox.js';
import { createSiteSettingsRepository } from '../site-settings/repository.js';
import { renderDigest } from './digest-mail.js';
import { personalIssue, renderIssue, type Issue } from './issue-mail.js';
import {
  createSendRepository,
  type ClaimedDelivery,
  type DigestPost,
  type DueSend,
} from './send-repository.js';
import { signedUnsubscribeToken, unsubscribeAddresses } from './unsubscribe-links.js';

export const DELIVERY_MAX_ATTEMPTS = 5;
export const INTERRUPTED =
  'interrupted: the provider stopped during this attempt; not resent, as the mail may have gone';
export const SKIPPED_UNSUBSCRIBED = 'unsubscribed before their turn';
export const SKIPPED_UNDELIVERABLE = 'address reported as bounced or complained';
export const TEST_SUBJECT_PREFIX = '[Test] ';

/** The firm's name in mails: the site's name from its settings, else the sender's name. */
export const FALLBACK_FIRM_NAME = 'Newsletter';

export interface SenderOptions {
  db: Database;
  smtpUrl?: string;
  from: string;
  siteUrl: string;
  /** Where the one-click address answers (PROVIDER_URL). */
  providerUrl: string;
  secret: string;
  unsubscribeMailbox: string;
  postalAddress: string;
  ratePerSecond: number;
  /** The app's clock: when a send is due, when a mail was sent. Pacing, leases and retries use
   * the machine's time, as the SMTP work they measure does. */
  now: () => number;
  log: FastifyBaseLogger;
  /** How long an idle sender waits before looking again (default 1000 ms). */
  pollMs?: number;
  /** First retry delay after a temporary refusal, doubled each time (default 60 s). */
  retryBaseMs?: number;
  /** Age after which an attempt still sending counts as interrupted (default 10 min). */
  leaseMs?: number;
}

/** Whether an SMTP error is permanent (5xx); anything else is worth another attempt. */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The delay before attempt `attempts + 1`: base, doubled per attempt, at most an hour. */
export const retryDelayMs = (attempts: number, baseMs: number) =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60_000);

const errorText = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 500);

export function createNewsletterSender(options: SenderOptions) {
  const { db, now, log, ratePerSecond } = options;
  const pollMs = options.pollMs ?? 1000;
  const retryBaseMs = options.retryBaseMs ?? 60_000;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const repo = createSendRepository(db);
  const settings = createSiteSettingsRepository(db);
  const from = senderOf(options.from);
  // One kept-open connection (a bulk send opens no connection per mail), bounded waits so an
  // attempt never outlives the claim lease.
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        pool: true,
        maxConnections: 1,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      })
    : null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let wakeUp: (() => void) | null = null;

  /** Read in the caller's transaction when there is one (PGlite has a single connection). */
  async function firmName(tx?: Queryable): Promise<string> {
    const stored = await (tx ? createSiteSettingsRepository(tx) : settings).get();
    const name = typeof stored?.SiteName === 'string' ? stored.SiteName.trim() : '';
    return name || from.name || FALLBACK_FIRM_NAME;
  }

  /** The mail of one delivery (or a test send): the issue with the subscriber's links. */
  async function mailOf(
    issue: { subject: string; html: string; text: string },
    subscriber: { id: number; email: string } | null,
    firm: string,
  ) {
    const links = subscriber
      ? unsubscribeAddresses({
          token: signedUnsubscribeToken(options.secret, subscriber.id, subscriber.email),
          siteUrl: options.siteUrl,
          providerUrl: options.providerUrl,
          mailbox: options.unsubscribeMailbox,
        })
      : null;
    const body = personalIssue(issue, {
      firmName: firm,
      postalAddress: options.postalAddress,
      unsubscribeUrl: links?.page ?? `${options.siteUrl}/newsletter/unsubscribe`,
    });
    return {
      from,
      subject: issue.subject,
      html: body.html,
      text: body.text,
      ...(links && {
        // One header, both addresses, as RFC 2369 writes it (nodemailer's `list` option writes
        // one header per address, and readers keep the first).
        headers: {
          'List-Unsubscribe': `<${links.oneClick}>, <${links.mailto}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      }),
    };
  }

  /** A digest's issue: its posts with the window they came from. */
  async function digestIssue(
    posts: DigestPost[],
    window: { from: Date; first: boolean },
    tx?: Queryable,
  ): Promise<Issue> {
    return renderDigest(posts, window, await firmName(tx), options.siteUrl);
  }

  /**
   * The issue a due send stores: its post's, or a digest of its posts still live (null when
   * none is: the digest is called off rather than sent empty).
   */
  async function issueOf(due: DueSend, at: Date, tx: Queryable): Promise<Issue | null> {
    if (due.kind === 'post') {
      const post = await repo.post(due.postId, at, tx);
      return renderIssue(post!, options.siteUrl);
    }
    const posts = await repo.livePostsOf(due.postIds, at, tx);
    if (posts.length === 0) return null;
    // A digest planned with no send before it took the default window; its mail says so.
    const first = (await repo.lastWentOutAt(tx)) === null;
    return digestIssue(posts, { from: due.coversFrom ?? at, first }, tx);
  }

  /** Sends an issue to one address now, marked as a test (no unsubscribe headers: not a
   * subscriber's mail); throws what SMTP refused. */
  async function sendTestIssue(issue: Issue, to: string): Promise<void> {
    const mail = await mailOf(
      { ...issue, subject: `${TEST_SUBJECT_PREFIX}${issue.subject}` },
      null,
      await firmName(),
    );
    await transport!.sendMail({ ...mail, to });
  }

  /** Queues every due send; answers how many. */
  async function queueDue(): Promise<number> {
    let queued = 0;
    for (;;) {
      const at = new Date(now());
      const done = await db.transaction(async (tx) => {
        const due = await repo.lockDueSend(at, tx);
        if (!due) return false;
        const issue = await issueOf(due, at, tx);
        if (!issue) {
          await repo.cancelLocked(due.id, tx);
          log.warn({ sendId: due.id }, 'newsletter digest cancelled: none of its posts is live');
          return true;
        }
        const n = await repo.queue(due.id, issue, at, new Date(Date.now()), tx);
        log.info(
          { sendId: due.id, kind: due.kind, postId: due.postId, deliveries: n },
          'newsletter send queued',
        );
        return true;
      });
      if (!done) return queued;
      queued += 1;
    }
  }

  async function deliver(delivery: ClaimedDelivery, claimedAt: Date, firm: string): Promise<void> {
    if (delivery.subscriberStatus !== 'verified') {
      await repo.markFinal(delivery.id, 'skipped', SKIPPED_UNSUBSCRIBED);
      return;
    }
    if (delivery.undeliverable) {
      await repo.markFinal(delivery.id, 'skipped', SKIPPED_UNDELIVERABLE);
      return;
    }
    const attempts = await repo.startAttempt(delivery.id, claimedAt, new Date(Date.now()));
    // Its claim lapsed (this worker was stalled past the lease) and another took it.
    if (attempts === null) return;
    try {
      const mail = await mailOf(
        delivery,
        { id: delivery.subscriberId, email: delivery.email },
        firm,
      );
      await transport!.sendMail({ ...mail, to: delivery.email });
    } catch (error) {
      const reason = errorText(error);
      if (isPermanent(error) || attempts >= DELIVERY_MAX_ATTEMPTS) {
        log.warn({ deliveryId: delivery.id, err: error }, 'newsletter delivery failed');
        await repo.markFinal(delivery.id, 'failed', reason);
      } else {
        const next = new Date(Date.now() + retryDelayMs(attempts, retryBaseMs));
        await repo.retryAt(delivery.id, next, reason);
      }
      return;
    }
    await repo.markSent(delivery.id, new Date(now()));
  }

  /** One turn; answers how many deliveries it claimed. */
  async function turn(): Promise<number> {
    const interrupted = await repo.failInterrupted(new Date(Date.now() - leaseMs), INTERRUPTED);
    if (interrupted > 0) log.warn({ interrupted }, 'newsletter deliveries interrupted mid-attempt');
    await queueDue();
    const claimedAt = new Date(Date.now());
    const batch = await db.transaction((tx) =>
      repo.claim(
        ratePerSecond,
        ratePerSecond,
        claimedAt,
        new Date(claimedAt.getTime() - leaseMs),
        tx,
      ),
    );
    const started = Date.now();
    const spacing = 1000 / ratePerSecond;
    const firm = batch.length > 0 ? await firmName() : '';
    for (const [i, delivery] of batch.entries()) {
      await deliver(delivery, claimedAt, firm);
      const wait = started + (i + 1) * spacing - Date.now();
      if (wait > 0 && !stopped) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    await repo.finishSends(new Date(now()));
    return batch.length;
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      let claimed = 0;
      try {
        claimed = await turn();
      } catch (error) {
        log.error({ err: error }, 'newsletter sender turn failed');
      }
      if (claimed === 0 && !stopped) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wakeUp = null;
      }
    }
  }

  return {
    /** Whether mail can go out (SMTP_URL set). */
    smtp: transport !== null,

    /** Starts the loop (with SMTP only: without it, sends wait queued). */
    start(): void {
      if (!transport || running || stopped) return;
      running = loop();
    },

    /** Looks for work now rather than at the next poll. */
    wake(): void {
      wakeUp?.();
    },

    /** One turn, for tests that drive the sender themselves. */
    turn,

    /** Renders a post's issue as its mail would look (preview and test send). */
    async preview(postId: number) {
      const post = await repo.post(postId, new Date(now()));
      if (!post) return null;
      const issue = await renderIssue(post, options.siteUrl);
      const mail = await mailOf(issue, null, await firmName());
      return { live: post.live, subject: mail.subject, html: mail.html, text: mail.text };
    },

    /** Sends a post's mail to one address now, marked as a test; throws what SMTP refused. */
    async sendTest(postId: number, to: string): Promise<boolean> {
      const post = await repo.post(postId, new Date(now()));
      if (!post) return false;
      await sendTestIssue(await renderIssue(post, options.siteUrl), to);
      return true;
    },

    /** A digest of these posts as its mail would look (preview). */
    async previewDigest(posts: DigestPost[], window: { from: Date; first: boolean }) {
      const mail = await mailOf(await digestIssue(posts, window), null, await firmName());
      return { subject: mail.subject, html: mail.html, text: mail.text };
    },

    /** Sends a digest of these posts to one address now, marked as a test. */
    async sendTestDigest(
      posts: DigestPost[],
      window: { from: Date; first: boolean },
      to: string,
    ): Promise<void> {
      await sendTestIssue(await digestIssue(posts, window), to);
    },

    /** Stops after the mail in flight. */
    async close(): Promise<void> {
      stopped = true;
      wakeUp?.();
      await running;
      transport?.close();
    },
  };
}

export type NewsletterSender = ReturnType<typeof createNewsletterSender>;
