/**
 * SQL of newsletter subscribers and their tokens. Tokens are stored only as their SHA-256, so the
 * functions take and compare hashes. Functions take the caller's transaction, or run on their own.
 */
import type { SubscriberStatus } from '@cloud-consulting/domain/newsletter-subscribers';
import type { Queryable } from '../../db/client.js';

/** What a token does: it is stored with its purpose and found only for that purpose. */
export type TokenPurpose = 'verify' | 'unsubscribe';

export interface TokenRow {
  subscriber_id: number;
  email: string;
  status: string;
  expires_at: Date | null;
}

/** A subscriber as the admin list shows it. */
export interface SubscriberRow {
  Id: number;
  Email: string;
  FirstName: string | null;
  Source: string;
  Status: SubscriberStatus;
  CreatedAt: Date;
  VerifiedAt: Date | null;
  UnsubscribedAt: Date | null;
}

/** Which subscribers a list or export holds. */
export interface SubscriberFilter {
  /** Part of the address, whatever its case. */
  search?: string;
  status?: SubscriberStatus;
}

const SUBSCRIBER_COLUMNS = `id AS "Id", email AS "Email", first_name AS "FirstName",
  source AS "Source", status AS "Status", created_at AS "CreatedAt", verified_at AS "VerifiedAt",
  unsubscribed_at AS "UnsubscribedAt"`;

export function createNewsletterRepository(db: Queryable) {
  return {
    /**
     * Adds an address, or updates the one already there (case-insensitive): an unsubscribed
     * address becomes pending again, a new first name replaces the old one unless the address
     * is verified (anyone may subscribe any address; only its owner verified it).
     */
    async upsertSubscriber(
      subscriber: {
        email: string;
        firstName: string | null;
        source: string;
        ipHash: string;
        at: Date;
      },
      tx: Queryable = db,
    ): Promise<{ id: number; status: string; email: string }> {
      const { rows } = await tx.query<{ id: number; status: string; email: string }>(
        `INSERT INTO newsletter_subscribers (email, first_name, source, ip_hash, created_at,
           updated_at)
         VALUES ($1, $2, $3, $4, $5, $5)
         ON CONFLICT ((lower(email))) DO UPDATE SET
           status = CASE WHEN newsletter_subscribers.status = 'unsubscribed' THEN 'pending'
                         ELSE newsletter_subscribers.status END,
           first_name = CASE WHEN newsletter_subscribers.status = 'verified'
                             THEN newsletter_subscribers.first_name
                             ELSE COALESCE(EXCLUDED.first_name, newsletter_subscribers.first_name)
                        END,
           updated_at = EXCLUDED.updated_at
         RETURNING id, status, email`,
        [
          subscriber.email,
          subscriber.firstName,
          subscriber.source,
          subscriber.ipHash,
          subscriber.at,
        ],
      );
      return rows[0]!;
    },

    /** Stores the hash of one token; a verify token expires, an unsubscribe token never does. */
    async insertToken(
      token: {
        hash: string;
        subscriberId: number;
        purpose: TokenPurpose;
        at: Date;
        expiresAt: Date | null;
      },
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query(
        `INSERT INTO newsletter_tokens (token_hash, subscriber_id, purpose, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [token.hash, token.subscriberId, token.purpose, token.at, token.expiresAt],
      );
    },

    async findToken(
      tokenHash: string,
      purpose: TokenPurpose,
      tx: Queryable = db,
    ): Promise<TokenRow | null> {
      const { rows } = await tx.query<TokenRow>(
        `SELECT t.subscriber_id, s.email, s.status, t.expires_at
         FROM newsletter_tokens t JOIN newsletter_subscribers s ON s.id = t.subscriber_id
         WHERE t.token_hash = $1 AND t.purpose = $2`,
        [tokenHash, purpose],
      );
      return rows[0] ?? null;
    },

    /** A subscriber as a signed unsubscribe token finds it; null when there is none. */
    async subscriberById(id: number, tx: Queryable = db): Promise<TokenRow | null> {
      const { rows } = await tx.query<TokenRow>(
        `SELECT id AS subscriber_id, email, status, NULL::timestamptz AS expires_at
         FROM newsletter_subscribers WHERE id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },

    /**
     * Marks an address as undeliverable (a mail service reported it bounced or complained
     * about): it is never mailed a newsletter again. A complaint outranks a bounce; the first
     * report's time is kept. Answers whether a subscriber has this address.
     */
    async markUndeliverable(
      email: string,
      kind: 'bounced' | 'complained',
      at: Date,
      tx: Queryable = db,
    ): Promise<boolean> {
      const { rows } = await tx.query(
        `UPDATE newsletter_subscribers SET
           undeliverable = CASE WHEN undeliverable = 'complained' THEN undeliverable ELSE $2 END,
           undeliverable_at = COALESCE(undeliverable_at, $3), updated_at = $3
         WHERE lower(email) = lower($1) RETURNING id`,
        [email, kind, at],
      );
      return rows.length > 0;
    },

    async markVerified(subscriberId: number, at: Date, tx: Queryable = db): Promise<void> {
      await tx.query(
        `UPDATE newsletter_subscribers SET status = 'verified', verified_at = $2, updated_at = $2
         WHERE id = $1`,
        [subscriberId, at],
      );
    },

    async markTokenUsed(tokenHash: string, at: Date, tx: Queryable = db): Promise<void> {
      await tx.query(`UPDATE newsletter_tokens SET used_at = $2 WHERE token_hash = $1`, [
        tokenHash,
        at,
      ]);
    },

    async markUnsubscribed(subscriberId: number, at: Date, tx: Queryable = db): Promise<void> {
      await tx.query(
        `UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = $2,
           updated_at = $2 WHERE id = $1`,
        [subscriberId, at],
      );
    },

    /** Subscribers newest first, with how many match the filter. */
    async list(
      filter: SubscriberFilter & { limit: number; offset: number },
      tx: Queryable = db,
    ): Promise<{ subscribers: SubscriberRow[]; total: number }> {
      const conditions: string[] = [];
      const params: unknown[] = [filter.limit, filter.offset];
      // strpos rather than LIKE: a % or _ typed in the search is a character, not a wildcard.
      if (filter.search) {
        params.push(filter.search);
        conditions.push(`strpos(lower(email), lower($${params.length})) > 0`);
      }
      if (filter.status) {
        params.push(filter.status);
        conditions.push(`status = $${params.length}`);
      }
      const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
      const { rows } = await tx.query<SubscriberRow & { total: number }>(
        `SELECT ${SUBSCRIBER_COLUMNS}, count(*) OVER ()::int AS total
         FROM newsletter_subscribers ${where}
         ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        params,
      );
      const total = rows[0]?.total ?? 0;
      return { subscribers: rows.map(({ total: _t, ...row }) => row), total };
    },

    /**
     * Erases a subscriber: the row, its tokens, and the newsletter mails addressed to it (sent
     * or not: an unsent one would still go out, a sent one still names the address). Answers
     * false when there is no subscriber with this id. Run it in a transaction.
     */
    async erase(id: number, mailKinds: readonly string[], tx: Queryable = db): Promise<boolean> {
      // Its tokens go with it: their foreign key cascades.
      const { rows } = await tx.query<{ email: string }>(
        'DELETE FROM newsletter_subscribers WHERE id = $1 RETURNING email',
        [id],
      );
      if (rows.length === 0) return false;
      await tx.query(
        'DELETE FROM outbox WHERE kind = ANY($1::text[]) AND lower(recipient) = lower($2)',
        [mailKinds, rows[0]!.email],
      );
      return true;
    },
  };
}
