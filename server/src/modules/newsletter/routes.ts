/**
 * Newsletter: subscribe (idempotent per address; a new or unverified address gets a verification
 * mail with a 7-day link), verify and unsubscribe by token. Tokens are 256 random bits, mailed
 * once and stored only as SHA-256. At most VERIFICATION_MAILS_PER_DAY verification mails go to one
 * address, and from one client address, in 24 hours.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import { newsletterBandSchema } from '@cloud-consulting/domain/forms/newsletter-band';
import { NEWSLETTER_RESULT_MESSAGES } from '@cloud-consulting/domain/text';
import { ref, writeResponses } from '../../plugins/shared-schemas.js';
import { refuse } from '../../plugins/refusal.js';
import { publicRoute } from '../../plugins/public-routes.js';
import { readBody, writeRoute } from '../../plugins/visitor-writes.js';
import { createOutboxRepository } from '../mail/repository.js';
import { createNewsletterRepository, type TokenRow } from './repository.js';

export const VERIFY_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const VERIFICATION_KIND = 'newsletter_verification';

export const NEWSLETTER_SERVER_MESSAGES = {
  checkInbox: 'Please check your email to confirm your subscription.',
  alreadySubscribed: 'You are already subscribed to our newsletter.',
  tooManyMails:
    'Too many confirmation emails were requested for this address today. Please check your inbox or try again tomorrow.',
  invalidLink: 'This link is not valid. Please check that it was copied completely.',
  expired: 'This verification link has expired. Please subscribe again.',
  alreadyVerified: 'Your subscription is already verified.',
  unsubscribedAddress: 'This address has unsubscribed. Please subscribe again.',
  alreadyUnsubscribed: 'You are already unsubscribed from our newsletter.',
  mailSubject: 'Please confirm your newsletter subscription',
} as const;

const S = NEWSLETTER_SERVER_MESSAGES;
const R = NEWSLETTER_RESULT_MESSAGES;

export const newsletterResultSchema = {
  $id: 'NewsletterResult',
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    requiresVerification: { type: 'boolean' },
    subscription: {
      type: 'object',
      properties: { Email: { type: 'string' }, Status: { type: 'string' } },
    },
    email: { type: 'string' },
    alreadyVerified: { type: 'boolean' },
    alreadyUnsubscribed: { type: 'boolean' },
  },
  required: ['success', 'message'],
};

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  const cap = app.config.verificationMailsPerDay;
  const repo = createNewsletterRepository(app.db);
  const outbox = createOutboxRepository(app.db);
  const tokenParams = {
    type: 'object',
    properties: { token: { type: 'string', maxLength: 200 } },
    required: ['token'],
  };

  app.post(
    publicRoute(API_PATHS.newsletterSubscribe),
    {
      ...writeRoute(app, 'subscribe', 'nothing'),
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe (email, firstName, source default blog); idempotent per address',
        security: [{ apiKey: [] }],
        response: writeResponses({ 200: ref('NewsletterResult') }),
      },
    },
    async (request) => {
      const value = readBody(newsletterBandSchema, request.body);
      const ipHash = request.ipHash;
      const result = await app.db.transaction(async (tx) => {
        const subscriber = await repo.upsertSubscriber(
          {
            email: value.email,
            firstName: value.firstName || null,
            source: value.source,
            ipHash,
            at: new Date(app.now()),
          },
          tx,
        );
        if (subscriber.status === 'verified') {
          return { mailId: null, requiresVerification: false };
        }
        const since = new Date(app.now() - DAY_MS);
        for (const sender of [{ recipient: value.email }, { ipHash }]) {
          const sent = await outbox.countSince(VERIFICATION_KIND, sender, since, tx);
          if (sent.n >= cap) {
            const retryAfter = Math.max(
              1,
              Math.ceil((new Date(sent.oldest!).getTime() + DAY_MS - app.now()) / 1000),
            );
            throw refuse(429, S.tooManyMails, {}, { 'Retry-After': String(retryAfter) });
          }
        }
        const verifyToken = newToken();
        const unsubscribeToken = newToken();
        const at = app.now();
        await repo.insertTokens(
          {
            subscriberId: subscriber.id,
            verifyHash: hashToken(verifyToken),
            unsubscribeHash: hashToken(unsubscribeToken),
            at: new Date(at),
            verifyExpiresAt: new Date(at + VERIFY_TOKEN_TTL_MS),
          },
          tx,
        );
        const site = app.config.publicSiteUrl;
        const hello = value.firstName ? `Hello ${value.firstName},` : 'Hello,';
        const mailId = await app.mailer.enqueue(tx, {
          kind: VERIFICATION_KIND,
          to: subscriber.email,
          subject: S.mailSubject,
          ipHash,
          text: [
            hello,
            '',
            'Please confirm your newsletter subscription by opening this link (valid for 7 days):',
            `${site}/newsletter/verify/${verifyToken}`,
            '',
            'If you did not ask for this, ignore this mail. To stop all mail from us:',
            `${site}/newsletter/unsubscribe/${unsubscribeToken}`,
          ].join('\n'),
        });
        return { mailId, requiresVerification: true };
      });
      if (result.mailId !== null) app.mailer.dispatch([result.mailId]);
      return {
        success: true,
        message: result.requiresVerification ? S.checkInbox : S.alreadySubscribed,
        requiresVerification: result.requiresVerification,
      };
    },
  );

  async function findToken(token: string, purpose: 'verify' | 'unsubscribe') {
    if (!TOKEN_PATTERN.test(token)) throw refuse(400, S.invalidLink);
    const row = await repo.findToken(hashToken(token), purpose);
    if (!row) throw refuse(404, S.invalidLink);
    return row;
  }

  const subscription = (row: TokenRow, status: string) => ({
    subscription: { Email: row.email, Status: status },
    email: row.email,
  });

  app.get<{ Params: { token: string } }>(
    publicRoute(API_PATHS.newsletterVerify, 'token'),
    {
      ...writeRoute(app, 'forms', 'nothing'),
      schema: {
        tags: ['newsletter'],
        summary: 'Verify a subscription with the mailed token (valid 7 days)',
        security: [{ apiKey: [] }],
        params: tokenParams,
        response: writeResponses({ 200: ref('NewsletterResult'), 410: ref('WriteError') }),
      },
    },
    async (request) => {
      const row = await findToken(request.params.token, 'verify');
      if (row.status === 'verified') {
        return {
          success: true,
          message: S.alreadyVerified,
          alreadyVerified: true,
          ...subscription(row, 'verified'),
        };
      }
      if (row.status === 'unsubscribed') throw refuse(410, S.unsubscribedAddress);
      const at = new Date(app.now());
      if (row.expires_at && new Date(row.expires_at).getTime() < at.getTime()) {
        throw refuse(410, S.expired);
      }
      await app.db.transaction(async (tx) => {
        await repo.markVerified(row.subscriber_id, at, tx);
        await repo.markTokenUsed(hashToken(request.params.token), at, tx);
      });
      return {
        success: true,
        message: R.verify.successDefault,
        alreadyVerified: false,
        ...subscription(row, 'verified'),
      };
    },
  );

  app.post<{ Params: { token: string } }>(
    publicRoute(API_PATHS.newsletterUnsubscribe, 'token'),
    {
      ...writeRoute(app, 'forms', 'nothing'),
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the mailed token',
        security: [{ apiKey: [] }],
        params: tokenParams,
        response: writeResponses({ 200: ref('NewsletterResult') }),
      },
    },
    async (request) => {
      const row = await findToken(request.params.token, 'unsubscribe');
      if (row.status === 'unsubscribed') {
        return {
          success: true,
          message: S.alreadyUnsubscribed,
          alreadyUnsubscribed: true,
          ...subscription(row, 'unsubscribed'),
        };
      }
      const at = new Date(app.now());
      await repo.markUnsubscribed(row.subscriber_id, at);
      return {
        success: true,
        message: R.unsubscribe.successDefault,
        alreadyUnsubscribed: false,
        ...subscription(row, 'unsubscribed'),
      };
    },
  );
}
