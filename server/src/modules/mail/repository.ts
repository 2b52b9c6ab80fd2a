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
  ipHash: string | null;
  createdAt: Date;
}

/** What a claimed mail holds for sending. */
export interface ClaimedMail {
  recipient: string;
  subject: string;
  body: string;
  kind: string;
}

/** What a mail's sender is counted by: its recipient (case-insensitive) or client address. */
export type SenderMatch = { recipient: string } | { ipHash: string };

export function createOutboxRepository(db: Queryable) {
  return {
    async insert(mail: NewOutboxRow, tx: Queryable = db): Promise<number> {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO outbox (kind, recipient, subject, body, ip_hash, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [mail.kind, mail.recipient, mail.subject, mail.body, mail.ipHash, mail.createdAt],
      );
      return rows[0]!.id;
    },

    /**
     * Claims an unsent mail for one attempt: null when it is sent, out of attempts, or claimed
     * by another sender since `staleBefore`.
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
         RETURNING recipient, subject, body, kind`,
        [id, at, staleBefore, maxAttempts],
      );
      return rows[0] ?? null;
    },

    /** Marks a mail sent; `scrub` replaces a body that held a secret link. */
    async markSent(id: number, at: Date, scrub: boolean, tx: Queryable = db): Promise<void> {
      await tx.query(
        `UPDATE outbox SET sent_at = $2, last_error = NULL,
           body = CASE WHEN $3 THEN '[sent; the link is not kept]' ELSE body END
         WHERE id = $1`,
        [id, at, scrub],
      );
    },

    /** Releases a failed attempt's claim and keeps its error for the admin list. */
    async markFailed(id: number, error: string, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE outbox SET claimed_at = NULL, last_error = $2 WHERE id = $1', [
        id,
        error,
      ]);
    },

    async unsentIds(maxAttempts: number, limit: number, tx: Queryable = db): Promise<number[]> {
      const { rows } = await tx.query<{ id: number }>(
        `SELECT id FROM outbox WHERE sent_at IS NULL AND attempts < $1 ORDER BY id LIMIT $2`,
        [maxAttempts, limit],
      );
      return rows.map((row) => row.id);
    },

    async findMany(ids: number[], tx: Queryable = db) {
      const { rows } = await tx.query(
        `SELECT id, kind, recipient, subject, body FROM outbox WHERE id = ANY($1::int[])`,
        [ids],
      );
      return rows;
    },

    /** Mails of a kind sent to or for one sender since a time: their number and the oldest. */
    async countSince(
      kind: string,
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
         WHERE kind = $1 AND ${match} AND created_at > $3`,
        [kind, value, since],
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
