/** SQL of the mail outbox. Functions take the caller's transaction, or run on their own. */
import type { Queryable } from '../../db/client.js';

export interface OutboxRow {
  Id: number;
  Kind: string;
  Recipient: string;
  Subject: string;
  Body: string;
  CreatedAt: Date;
  SentAt: Date | null;
  Attempts: number;
  LastError: string | null;
}

export interface NewOutboxRow {
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  replyTo: string | null;
  ipHash: string | null;
  createdAt: Date;
  /** Set when the body holds a secret link: the link's expiry, after which the body is cleared. */
  expiresAt: Date | null;
}

/** What replaces a secret body once the mail is sent, or once its link has expired unsent. */
const SENT_NOTE = '[sent; the link is not kept]';
const EXPIRED_NOTE = '[expired unsent; the link is not kept]';

/** What a claimed mail holds for sending. */
export interface ClaimedMail {
  recipient: string;
  subject: string;
  body: string;
  replyTo: string | null;
}

/** What a mail's sender is counted by: its recipient (case-insensitive) or client address. */
export type SenderMatch = { recipient: string } | { ipHash: string };

export function createOutboxRepository(db: Queryable) {
  return {
    async insert(mail: NewOutboxRow, tx: Queryable = db): Promise<number> {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO outbox (kind, recipient, subject, body, ip_hash, created_at, expires_at,
           reply_to)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          mail.kind,
          mail.recipient,
          mail.subject,
          mail.body,
          mail.ipHash,
          mail.createdAt,
          mail.expiresAt,
          mail.replyTo,
        ],
      );
      return rows[0]!.id;
    },

    /**
     * Claims an unsent mail for one attempt: null when it is sent, out of attempts, expired (its
     * link no longer works), or claimed by another sender since `staleBefore`.
     */
    async claim(
      id: number,
      at: Date,
      staleBefore: Date,
      maxAttempts: number,
      tx: Queryable = db,
    ): Promise<ClaimedMail | null> {
      const { rows } = await tx.query<ClaimedMail>(
        `UPDATE outbox SET claimed_at = $2, attempts = attempts + 1
         WHERE id = $1 AND sent_at IS NULL AND attempts < $4
           AND (claimed_at IS NULL OR claimed_at < $3)
           AND (expires_at IS NULL OR expires_at > $2)
         RETURNING recipient, subject, body, reply_to AS "replyTo"`,
        [id, at, staleBefore, maxAttempts],
      );
      return rows[0] ?? null;
    },

    /** Marks a mail sent; a body that held a secret link (it has an expiry) is cleared. */
    async markSent(id: number, at: Date, tx: Queryable = db): Promise<void> {
      await tx.query(
        `UPDATE outbox SET sent_at = $2, last_error = NULL,
           body = CASE WHEN expires_at IS NULL THEN body ELSE '${SENT_NOTE}' END
         WHERE id = $1`,
        [id, at],
      );
    },

    /** Clears the bodies of mails whose secret link has expired; answers how many. */
    async clearExpired(at: Date, tx: Queryable = db): Promise<number> {
      const { rows } = await tx.query<{ id: number }>(
        `UPDATE outbox SET body = '${EXPIRED_NOTE}'
         WHERE expires_at <= $1 AND sent_at IS NULL AND body <> '${EXPIRED_NOTE}'
         RETURNING id`,
        [at],
      );
      return rows.length;
    },

    /** Releases a failed attempt's claim and keeps its error for the admin list. */
    async markFailed(id: number, error: string, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE outbox SET claimed_at = NULL, last_error = $2 WHERE id = $1', [
        id,
        error,
      ]);
    },

    async unsentIds(
      maxAttempts: number,
      limit: number,
      at: Date,
      tx: Queryable = db,
    ): Promise<number[]> {
      const { rows } = await tx.query<{ id: number }>(
        `SELECT id FROM outbox WHERE sent_at IS NULL AND attempts < $1
           AND (expires_at IS NULL OR expires_at > $3)
         ORDER BY id LIMIT $2`,
        [maxAttempts, limit, at],
      );
      return rows.map((row) => row.id);
    },

    /** Mails of the given kinds to or for one sender since a time: their number and the oldest. */
    async countSince(
      kinds: readonly string[],
      sender: SenderMatch,
      since: Date,
      tx: Queryable = db,
    ): Promise<{ n: number; oldest: Date | null }> {
      const [match, value] =
        'recipient' in sender
          ? ['lower(recipient) = lower($2)', sender.recipient]
          : ['ip_hash = $2', sender.ipHash];
      const { rows } = await tx.query<{ n: number; oldest: Date | null }>(
        `SELECT count(*)::int AS n, min(created_at) AS oldest FROM outbox
         WHERE kind = ANY($1::text[]) AND ${match} AND created_at > $3`,
        [kinds, value, since],
      );
      return rows[0]!;
    },

    async list(
      filter: { unsentOnly: boolean; limit: number },
      tx: Queryable = db,
    ): Promise<OutboxRow[]> {
      const { rows } = await tx.query<OutboxRow>(
        `SELECT id AS "Id", kind AS "Kind", recipient AS "Recipient", subject AS "Subject",
                body AS "Body", created_at AS "CreatedAt", sent_at AS "SentAt",
                attempts AS "Attempts", last_error AS "LastError"
         FROM outbox ${filter.unsentOnly ? 'WHERE sent_at IS NULL' : ''}
         ORDER BY id DESC LIMIT $1`,
        [filter.limit],
      );
      return rows;
    },
  };
}
