/**
 * SQL of newsletter sends and their deliveries (migrations 041 and 047: a send is of one post
 * or a digest of several). Functions take the caller's
 * transaction, or run on their own. A delivery's claimed_at and next_attempt_at are the
 * machine's time (they pace and lease real SMTP work); the send's and sent_at are the app's.
 */
import type { Queryable } from '../../db/client.js';
import type { Issue, IssuePost } from './issue-mail.js';

export const SEND_STATUSES = ['scheduled', 'sending', 'done', 'cancelled'] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];
export type SendKind = 'post' | 'digest';

export interface SendRow {
  Id: number;
  Kind: SendKind;
  /** The post of a post send; null for a digest. */
  PostId: number | null;
  /** The posts of a digest, in the mail's order; null for a post send. */
  PostIds: number[] | null;
  /** A digest's window: posts that went live after CoversFrom, up to CoversUntil. */
  CoversFrom: Date | null;
  CoversUntil: Date | null;
  Status: SendStatus;
  /** null: with the post's publication. */
  SendAt: Date | null;
  CreatedBy: string;
  CreatedAt: Date;
  QueuedAt: Date | null;
  FinishedAt: Date | null;
}

/** Where a send stands: its deliveries by state, and how many unsubscribed after their mail. */
export interface SendProgress {
  total: number;
  queued: number;
  sending: number;
  sent: number;
  failed: number;
  skipped: number;
  unsubscribedAfter: number;
}

/** A send whose time has come, as the sender queues it. */
export type DueSend =
  | { id: number; kind: 'post'; postId: number; postIds: null; coversFrom: null }
  | { id: number; kind: 'digest'; postId: null; postIds: number[]; coversFrom: Date | null };

/** A delivery claimed by one worker, with what its mail needs. */
export interface ClaimedDelivery {
  id: number;
  sendId: number;
  subscriberId: number;
  email: string;
  /** The subscriber's state now: a delivery to one no longer verified, or undeliverable, is skipped. */
  subscriberStatus: string;
  undeliverable: string | null;
  attempts: number;
  subject: string;
  html: string;
  text: string;
}

/** A post of a digest: what its entry in the mail shows, and when it went live. */
export interface DigestPost extends IssuePost {
  id: number;
  liveAt: Date;
}

const SEND_COLUMNS = `id AS "Id", kind AS "Kind", post_id AS "PostId", post_ids AS "PostIds",
  covers_from AS "CoversFrom", covers_until AS "CoversUntil", status AS "Status", send_at AS "SendAt",
  created_by AS "CreatedBy", created_at AS "CreatedAt", queued_at AS "QueuedAt",
  finished_at AS "FinishedAt"`;

/** Addresses a newsletter goes to: verified, and never reported bounced or complained. */
export const MAILABLE = `status = 'verified' AND undeliverable IS NULL`;

/** When a post went (or goes) public: its publish instant, else its article date. */
const LIVE_AT = `COALESCE(p.publish_at, p.published_on)`;
const LIVE = (now: string) =>
  `(p.status = 'published' OR (p.status = 'scheduled' AND p.publish_at <= ${now}))`;
const DIGEST_POST_COLUMNS = `p.id, p.title, p.slug, p.content, p.excerpt,
  COALESCE(NULLIF(p.image_url, ''), p.featured_image_path) AS "imageUrl", ${LIVE_AT} AS "liveAt"`;

export function createSendRepository(db: Queryable) {
  return {
    /** The post a mail is made of; null when there is none with this id. */
    async post(
      postId: number,
      now: Date,
      tx: Queryable = db,
    ): Promise<(IssuePost & { live: boolean }) | null> {
      const { rows } = await tx.query<IssuePost & { live: boolean }>(
        `SELECT title, slug, content, excerpt,
                COALESCE(NULLIF(image_url, ''), featured_image_path) AS "imageUrl",
                (status = 'published' OR (status = 'scheduled' AND publish_at <= $2)) AS live
         FROM blog_posts WHERE id = $1`,
        [postId, now],
      );
      return rows[0] ?? null;
    },

    async mailableCount(tx: Queryable = db): Promise<number> {
      const { rows } = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM newsletter_subscribers WHERE ${MAILABLE}`,
      );
      return rows[0]!.n;
    },

    /**
     * The end of the window of the last send that went out (sending or done): a digest's own
     * window end, a post send's queueing time. Null when none has gone out.
     */
    async lastWentOutAt(tx: Queryable = db): Promise<Date | null> {
      const { rows } = await tx.query<{ at: Date | null }>(
        `SELECT max(COALESCE(covers_until, queued_at)) AS at FROM newsletter_sends
         WHERE status IN ('sending', 'done')`,
      );
      return rows[0]?.at ?? null;
    },

    /** The live posts that went live after `from`, up to `until`: newest first. */
    async postsLiveBetween(from: Date, until: Date, tx: Queryable = db): Promise<DigestPost[]> {
      const { rows } = await tx.query<DigestPost>(
        `SELECT ${DIGEST_POST_COLUMNS} FROM blog_posts p
         WHERE ${LIVE('$2')} AND ${LIVE_AT} > $1 AND ${LIVE_AT} <= $2
         ORDER BY ${LIVE_AT} DESC, p.id DESC`,
        [from, until],
      );
      return rows;
    },

    /** The posts of these ids that are live at `now`, in the order of the ids. */
    async livePostsOf(ids: number[], now: Date, tx: Queryable = db): Promise<DigestPost[]> {
      const { rows } = await tx.query<DigestPost>(
        `SELECT ${DIGEST_POST_COLUMNS} FROM blog_posts p
         WHERE p.id = ANY($1::int[]) AND ${LIVE('$2')}
         ORDER BY array_position($1::int[], p.id)`,
        [ids, now],
      );
      return rows;
    },

    /** Records a digest; null when one is already waiting or sending. */
    async insertDigest(
      digest: {
        postIds: number[];
        coversFrom: Date;
        coversUntil: Date;
        sendAt: Date;
        createdBy: string;
        at: Date;
      },
      tx: Queryable = db,
    ): Promise<SendRow | null> {
      const { rows } = await tx.query<SendRow>(
        `INSERT INTO newsletter_sends
           (kind, post_ids, covers_from, covers_until, send_at, created_by, created_at)
         VALUES ('digest', $1::int[], $2, $3, $4, $5, $6)
         ON CONFLICT (kind) WHERE kind = 'digest' AND status IN ('scheduled', 'sending')
         DO NOTHING
         RETURNING ${SEND_COLUMNS}`,
        [
          digest.postIds,
          digest.coversFrom,
          digest.coversUntil,
          digest.sendAt,
          digest.createdBy,
          digest.at,
        ],
      );
      return rows[0] ?? null;
    },

    /** The digest waiting or sending, if any. */
    async openDigest(tx: Queryable = db): Promise<SendRow | null> {
      const { rows } = await tx.query<SendRow>(
        `SELECT ${SEND_COLUMNS} FROM newsletter_sends
         WHERE kind = 'digest' AND status IN ('scheduled', 'sending')`,
      );
      return rows[0] ?? null;
    },

    /** Calls off a locked due send that has nothing left to send (its posts all withdrawn). */
    async cancelLocked(id: number, tx: Queryable): Promise<void> {
      await tx.query(`UPDATE newsletter_sends SET status = 'cancelled' WHERE id = $1`, [id]);
    },

    /** Records a send; null when the post already has one (cancelled ones aside). */
    async insertSend(
      send: { postId: number; sendAt: Date | null; createdBy: string; at: Date },
      tx: Queryable = db,
    ): Promise<SendRow | null> {
      const { rows } = await tx.query<SendRow>(
        `INSERT INTO newsletter_sends (post_id, send_at, created_by, created_at)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (post_id) WHERE status <> 'cancelled' DO NOTHING
         RETURNING ${SEND_COLUMNS}`,
        [send.postId, send.sendAt, send.createdBy, send.at],
      );
      return rows[0] ?? null;
    },

    async send(id: number, tx: Queryable = db): Promise<SendRow | null> {
      const { rows } = await tx.query<SendRow>(
        `SELECT ${SEND_COLUMNS} FROM newsletter_sends WHERE id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },

    /** The post's current send (not cancelled), if any. */
    async sendOfPost(postId: number, tx: Queryable = db): Promise<SendRow | null> {
      const { rows } = await tx.query<SendRow>(
        `SELECT ${SEND_COLUMNS} FROM newsletter_sends
         WHERE post_id = $1 AND status <> 'cancelled'`,
        [postId],
      );
      return rows[0] ?? null;
    },

    /** Cancels a send that has not started; false when there is none waiting with this id. */
    async cancel(id: number, tx: Queryable = db): Promise<boolean> {
      const { rows } = await tx.query(
        `UPDATE newsletter_sends SET status = 'cancelled' WHERE id = $1 AND status = 'scheduled'
         RETURNING id`,
        [id],
      );
      return rows.length > 0;
    },

    /**
     * One waiting send that is due, locked for the caller's transaction (another replica skips
     * it): its time has come, or, going with the publication, its post is live. (A digest always
     * has a time.)
     */
    async lockDueSend(now: Date, tx: Queryable): Promise<DueSend | null> {
      const { rows } = await tx.query<DueSend>(
        `SELECT s.id, s.kind, s.post_id AS "postId", s.post_ids AS "postIds",
                s.covers_from AS "coversFrom"
         FROM newsletter_sends s
         LEFT JOIN blog_posts p ON p.id = s.post_id
         WHERE s.status = 'scheduled'
           AND (s.send_at <= $1
             OR (s.send_at IS NULL AND (p.status = 'published'
               OR (p.status = 'scheduled' AND p.publish_at <= $1))))
         ORDER BY s.id LIMIT 1
         FOR UPDATE OF s SKIP LOCKED`,
        [now],
      );
      return rows[0] ?? null;
    },

    /**
     * Starts a locked send: stores its issue and writes one queued delivery per mailable
     * subscriber, in the caller's transaction; answers how many.
     */
    async queue(
      id: number,
      issue: Issue,
      now: Date,
      firstAttemptAt: Date,
      tx: Queryable,
    ): Promise<number> {
      await tx.query(
        `UPDATE newsletter_sends SET status = 'sending', subject = $2, html = $3, text = $4,
           queued_at = $5 WHERE id = $1`,
        [id, issue.subject, issue.html, issue.text, now],
      );
      const { rows } = await tx.query<{ n: number }>(
        `WITH added AS (
           INSERT INTO newsletter_deliveries (send_id, subscriber_id, next_attempt_at)
           SELECT $1, id, $2 FROM newsletter_subscribers WHERE ${MAILABLE}
           ON CONFLICT DO NOTHING RETURNING 1)
         SELECT count(*)::int AS n FROM added`,
        [id, firstAttemptAt],
      );
      return rows[0]!.n;
    },

    /**
     * Claims up to `limit` due deliveries for this worker (claimed now; still queued), skipping
     * rows another worker holds or claimed since `staleBefore`; at most `perSecond` claims in any
     * second across every worker. A claim a stopped worker never attempted lapses after the
     * lease and is claimed again: only an attempt begun (sending) is never repeated.
     */
    async claim(
      limit: number,
      perSecond: number,
      now: Date,
      staleBefore: Date,
      tx: Queryable,
    ): Promise<ClaimedDelivery[]> {
      // One claimer at a time counts the last second's claims: the rate holds for all replicas.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('newsletter_deliveries claim'))`);
      const { rows: recent } = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM newsletter_deliveries WHERE claimed_at > $1`,
        [new Date(now.getTime() - 1000)],
      );
      const budget = Math.min(limit, perSecond - recent[0]!.n);
      if (budget <= 0) return [];
      const { rows } = await tx.query<ClaimedDelivery>(
        `WITH due AS (
           SELECT id FROM newsletter_deliveries
           WHERE status = 'queued' AND next_attempt_at <= $1
             AND (claimed_at IS NULL OR claimed_at < $3)
           ORDER BY next_attempt_at, id LIMIT $2
           FOR UPDATE SKIP LOCKED),
         claimed AS (
           UPDATE newsletter_deliveries d SET claimed_at = $1
           FROM due WHERE d.id = due.id
           RETURNING d.id, d.send_id, d.subscriber_id, d.attempts)
         SELECT c.id, c.send_id AS "sendId", c.subscriber_id AS "subscriberId", c.attempts,
                n.email, n.status AS "subscriberStatus", n.undeliverable,
                s.subject, s.html, s.text
         FROM claimed c
         JOIN newsletter_subscribers n ON n.id = c.subscriber_id
         JOIN newsletter_sends s ON s.id = c.send_id
         ORDER BY c.id`,
        [now, budget, staleBefore],
      );
      return rows;
    },

    /**
     * Begins one attempt of a claimed delivery: sending (committed before the SMTP exchange),
     * one more attempt counted; answers the attempts so far, or null when it is no longer
     * queued under this claim.
     */
    async startAttempt(
      id: number,
      claimedAt: Date,
      at: Date,
      tx: Queryable = db,
    ): Promise<number | null> {
      const { rows } = await tx.query<{ attempts: number }>(
        `UPDATE newsletter_deliveries SET status = 'sending', claimed_at = $3,
           attempts = attempts + 1
         WHERE id = $1 AND status = 'queued' AND claimed_at = $2 RETURNING attempts`,
        [id, claimedAt, at],
      );
      return rows[0]?.attempts ?? null;
    },

    async markSent(id: number, at: Date, tx: Queryable = db): Promise<void> {
      await tx.query(
        `UPDATE newsletter_deliveries SET status = 'sent', sent_at = $2, last_error = NULL
         WHERE id = $1`,
        [id, at],
      );
    },

    /** Final: failed (with why) or skipped (with why). */
    async markFinal(
      id: number,
      status: 'failed' | 'skipped',
      reason: string,
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query(
        `UPDATE newsletter_deliveries SET status = $2, last_error = $3 WHERE id = $1`,
        [id, status, reason],
      );
    },

    /** Back in the queue for another attempt at `next`. */
    async retryAt(id: number, next: Date, error: string, tx: Queryable = db): Promise<void> {
      await tx.query(
        `UPDATE newsletter_deliveries SET status = 'queued', next_attempt_at = $2,
           claimed_at = NULL, last_error = $3 WHERE id = $1`,
        [id, next, error],
      );
    },

    /**
     * Deliveries left sending by a worker that stopped mid-attempt (claimed before
     * `staleBefore`): failed, never sent again, since the mail may have gone (at most once).
     */
    async failInterrupted(staleBefore: Date, reason: string, tx: Queryable = db): Promise<number> {
      const { rows } = await tx.query(
        `UPDATE newsletter_deliveries SET status = 'failed', last_error = $2
         WHERE status = 'sending' AND claimed_at < $1 RETURNING id`,
        [staleBefore, reason],
      );
      return rows.length;
    },

    /** Sends whose every delivery is final become done; answers their ids. */
    async finishSends(at: Date, tx: Queryable = db): Promise<number[]> {
      const { rows } = await tx.query<{ id: number }>(
        `UPDATE newsletter_sends s SET status = 'done', finished_at = $1
         WHERE s.status = 'sending' AND NOT EXISTS (
           SELECT 1 FROM newsletter_deliveries d
           WHERE d.send_id = s.id AND d.status IN ('queued', 'sending'))
         RETURNING s.id`,
        [at],
      );
      return rows.map((r) => r.id);
    },

    async progress(sendId: number, tx: Queryable = db): Promise<SendProgress> {
      const { rows } = await tx.query<SendProgress>(
        `SELECT count(*)::int AS total,
           count(*) FILTER (WHERE d.status = 'queued')::int AS queued,
           count(*) FILTER (WHERE d.status = 'sending')::int AS sending,
           count(*) FILTER (WHERE d.status = 'sent')::int AS sent,
           count(*) FILTER (WHERE d.status = 'failed')::int AS failed,
           count(*) FILTER (WHERE d.status = 'skipped')::int AS skipped,
           count(*) FILTER (WHERE d.status = 'sent' AND n.status = 'unsubscribed'
             AND n.unsubscribed_at >= d.sent_at)::int AS "unsubscribedAfter"
         FROM newsletter_deliveries d JOIN newsletter_subscribers n ON n.id = d.subscriber_id
         WHERE d.send_id = $1`,
        [sendId],
      );
      return rows[0]!;
    },
  };
}

export type SendRepository = ReturnType<typeof createSendRepository>;
