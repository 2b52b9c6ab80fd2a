/**
 * SQL of newsletter subscribers and their tokens. Tokens are stored only as their SHA-256, so the
 * functions take and compare hashes. Functions take the caller's transaction, or run on their own.
 */
import type { Queryable } from '../../db/client.js';

export interface TokenRow {
  subscriber_id: number;
  email: string;
  status: string;
  expires_at: Date | null;
}

export function createNewsletterRepository(db: Queryable) {
  return {
    /**
     * Adds an address, or updates the one already there (case-insensitive): an unsubscribed
     * address becomes pending again, a new first name replaces the old one.
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
           first_name = COALESCE(EXCLUDED.first_name, newsletter_subscribers.first_name),
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

    /** Stores a subscriber's verify token (expiring) and unsubscribe token (never expiring). */
    async insertTokens(
      tokens: {
        subscriberId: number;
        verifyHash: string;
        unsubscribeHash: string;
        at: Date;
        verifyExpiresAt: Date;
      },
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query(
        `INSERT INTO newsletter_tokens (token_hash, subscriber_id, purpose, created_at, expires_at)
         VALUES ($1, $3, 'verify', $4, $5), ($2, $3, 'unsubscribe', $4, NULL)`,
        [
          tokens.verifyHash,
          tokens.unsubscribeHash,
          tokens.subscriberId,
          tokens.at,
          tokens.verifyExpiresAt,
        ],
      );
    },

    async findToken(
      tokenHash: string,
      purpose: 'verify' | 'unsubscribe',
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
  };
}
