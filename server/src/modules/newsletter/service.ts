/**
 * What subscribe, verify and unsubscribe do, apart from HTTP.
 *
 * Subscribe answers the same whatever the address's state (new, pending or verified), so its
 * answer never tells whether an address is on the list: a new or pending address is mailed a
 * verification link, a verified one a note that it already is subscribed, and both mails count
 * toward the same caps. The caps are two: mails a day to one recipient address (what the
 * refusal's message speaks of), and a looser number of subscriptions a day from one client
 * address, since colleagues behind one office address each subscribe their own.
 *
 * Tokens are 256 random bits, mailed once and stored only as their SHA-256 with their purpose:
 * an unsubscribe token cannot verify nor the reverse, and a changed character finds nothing.
 * A verification link expires after 7 days; an unsubscribe link never does. Newsletter mails
 * carry signed unsubscribe links instead (unsubscribe-links.ts); unsubscribe takes both.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { NewsletterSubscribeValues } from '@cloud-consulting/domain/forms/newsletter-band';
import { greeting } from '@cloud-consulting/domain/first-name';
import { NEWSLETTER_RESULT_MESSAGES } from '@cloud-consulting/domain/text';
import type { Queryable } from '../../db/client.js';
import { refuse } from '../../plugins/refusal.js';
import { createOutboxRepository, type SenderMatch } from '../mail/repository.js';
import { signedTokenMatches, signedTokenSubscriber } from './unsubscribe-links.js';
import { createNewsletterRepository, type TokenPurpose, type TokenRow } from './repository.js';

export const VERIFY_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Outbox kinds of the subscribe mails; both count toward the daily caps. */
export const NEWSLETTER_MAIL_KINDS = {
  verification: 'newsletter_verification',
  alreadySubscribed: 'newsletter_already_subscribed',
} as const;
const CAPPED_KINDS = Object.values(NEWSLETTER_MAIL_KINDS);

export const NEWSLETTER_SERVER_MESSAGES = {
  checkInbox: 'Please check your email to confirm your subscription.',
  tooManyMails:
    'Too many confirmation emails were requested for this address today. Please check your inbox or try again tomorrow.',
  tooManyFromNetwork:
    'Too many subscription requests from your network today. Please try again tomorrow.',
  invalidLink: 'This link is not valid. Please check that it was copied completely.',
  expired: 'This verification link has expired. Please subscribe again.',
  alreadyVerified: 'Your subscription is already verified.',
  unsubscribedAddress: 'This address has unsubscribed. Please subscribe again.',
  alreadyUnsubscribed: 'You are already unsubscribed from our newsletter.',
  mailSubject: 'Please confirm your newsletter subscription',
  alreadySubscribedSubject: 'You are already subscribed to our newsletter',
} as const;

const S = NEWSLETTER_SERVER_MESSAGES;
const R = NEWSLETTER_RESULT_MESSAGES;

const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** The shape of newToken(): 32 bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface NewsletterResult {
  success: true;
  message: string;
  requiresVerification?: boolean;
  subscription?: { Email: string; Status: string };
  email?: string;
  alreadyVerified?: boolean;
  alreadyUnsubscribed?: boolean;
}

export function createNewsletterService(app: FastifyInstance) {
  const repo = createNewsletterRepository(app.db);
  const outbox = createOutboxRepository(app.db);

  /** Refuses (429 with Retry-After) once `cap` subscribe mails were written for `sender` today. */
  async function refuseOverCap(
    tx: Queryable,
    sender: SenderMatch,
    cap: number,
    message: string,
  ): Promise<void> {
    const sent = await outbox.countSince(CAPPED_KINDS, sender, new Date(app.now() - DAY_MS), tx);
    if (sent.n < cap) return;
    const retryAfter = Math.max(
      1,
      Math.ceil((new Date(sent.oldest!).getTime() + DAY_MS - app.now()) / 1000),
    );
    throw refuse(429, message, {}, { 'Retry-After': String(retryAfter) });
  }

  /** Stores a new token's hash and answers the link that carries the token. */
  async function issueLink(
    tx: Queryable,
    subscriberId: number,
    purpose: TokenPurpose,
    at: number,
  ): Promise<string> {
    const token = newToken();
    await repo.insertToken(
      {
        hash: hashToken(token),
        subscriberId,
        purpose,
        at: new Date(at),
        expiresAt: purpose === 'verify' ? new Date(at + VERIFY_TOKEN_TTL_MS) : null,
      },
      tx,
    );
    return `${app.config.publicSiteUrl}/newsletter/${purpose}/${token}`;
  }

  async function findToken(token: string, purpose: TokenPurpose): Promise<TokenRow> {
    // A newsletter mail's unsubscribe link is signed rather than stored (unsubscribe-links.ts).
    const signedId = purpose === 'unsubscribe' ? signedTokenSubscriber(token) : null;
    if (signedId !== null) {
      const row = await repo.subscriberById(signedId);
      if (!row || !signedTokenMatches(app.config.newsletterSecret, token, signedId, row.email)) {
        throw refuse(404, S.invalidLink);
      }
      return row;
    }
    if (!TOKEN_PATTERN.test(token)) throw refuse(400, S.invalidLink);
    const row = await repo.findToken(hashToken(token), purpose);
    if (!row) throw refuse(404, S.invalidLink);
    return row;
  }

  /** The answer of a verify or unsubscribe: its message, whether it changed nothing, the address. */
  const tokenResult = (
    row: TokenRow,
    status: 'verified' | 'unsubscribed',
    message: string,
    already: boolean,
  ): NewsletterResult => ({
    success: true,
    message,
    [status === 'verified' ? 'alreadyVerified' : 'alreadyUnsubscribed']: already,
    subscription: { Email: row.email, Status: status },
    email: row.email,
  });

  return {
    /** Records the subscription and mails the address; the answer is the same in every case. */
    async subscribe(value: NewsletterSubscribeValues, ipHash: string): Promise<NewsletterResult> {
      const mailId = await app.db.transaction(async (tx) => {
        await refuseOverCap(
          tx,
          { recipient: value.email },
          app.config.verificationMailsPerDay,
          S.tooManyMails,
        );
        await refuseOverCap(
          tx,
          { ipHash },
          app.config.subscriptionsPerNetworkPerDay,
          S.tooManyFromNetwork,
        );
        const at = app.now();
        const subscriber = await repo.upsertSubscriber(
          {
            email: value.email,
            firstName: value.firstName || null,
            source: value.source,
            ipHash,
            at: new Date(at),
          },
          tx,
        );
        const unsubscribeLink = await issueLink(tx, subscriber.id, 'unsubscribe', at);
        const farewell = ['To stop all mail from us:', unsubscribeLink];
        // A verified subscriber is greeted without the name a stranger may have typed.
        const mail =
          subscriber.status === 'verified'
            ? {
                kind: NEWSLETTER_MAIL_KINDS.alreadySubscribed,
                subject: S.alreadySubscribedSubject,
                lines: [
                  'Hello,',
                  '',
                  'Someone, probably you, asked to subscribe this address to our newsletter.',
                  'It is already subscribed, so nothing changes and there is nothing to confirm.',
                  '',
                  ...farewell,
                ],
              }
            : {
                kind: NEWSLETTER_MAIL_KINDS.verification,
                subject: S.mailSubject,
                lines: [
                  greeting(value.firstName),
                  '',
                  'Please confirm your newsletter subscription by opening this link (valid for 7 days):',
                  await issueLink(tx, subscriber.id, 'verify', at),
                  '',
                  'If you did not ask for this, ignore this mail.',
                  ...farewell,
                ],
              };
        return app.mailer.enqueue(tx, {
          kind: mail.kind,
          to: subscriber.email,
          subject: mail.subject,
          ipHash,
          text: mail.lines.join('\n'),
          // The body holds live links: kept unsent no longer than the verification link works.
          secretExpiresAt: new Date(at + VERIFY_TOKEN_TTL_MS),
        });
      });
      app.mailer.dispatch([mailId]);
      return { success: true, message: S.checkInbox, requiresVerification: true };
    },

    async verify(token: string): Promise<NewsletterResult> {
      const row = await findToken(token, 'verify');
      if (row.status === 'verified') {
        return tokenResult(row, 'verified', S.alreadyVerified, true);
      }
      if (row.status === 'unsubscribed') throw refuse(410, S.unsubscribedAddress);
      const at = new Date(app.now());
      if (row.expires_at && new Date(row.expires_at).getTime() < at.getTime()) {
        throw refuse(410, S.expired);
      }
      await app.db.transaction(async (tx) => {
        await repo.markVerified(row.subscriber_id, at, tx);
        await repo.markTokenUsed(hashToken(token), at, tx);
      });
      return tokenResult(row, 'verified', R.verify.successDefault, false);
    },

    async unsubscribe(token: string): Promise<NewsletterResult> {
      const row = await findToken(token, 'unsubscribe');
      if (row.status === 'unsubscribed') {
        return tokenResult(row, 'unsubscribed', S.alreadyUnsubscribed, true);
      }
      await repo.markUnsubscribed(row.subscriber_id, new Date(app.now()));
      return tokenResult(row, 'unsubscribed', R.unsubscribe.successDefault, false);
    },
  };
}
