/**
 * The human check on the server. Lead and feedback forms answer a signed arithmetic challenge
 * (the shared human-check rules, HMAC-SHA256); comment forms carry an invisible signed form token.
 * Both are refused when sent under 2 seconds after issue, after expiry, a second time (their
 * nonce is stored until expiry) or with the honeypot field filled.
 */
import { createHmac, randomInt } from 'node:crypto';
import {
  HUMAN_CHECK_MESSAGES,
  constantTimeEqual,
  issueChallenge,
  makeNonce,
  verifyChallenge,
  type HmacFunction,
} from '@cloud-consulting/domain/human-check';
import { HUMAN_CHECK_CHALLENGE_TTL_MS } from '@cloud-consulting/domain/constants';
import type { Queryable } from '../../db/client.js';
import { refuse } from '../../plugins/refusal.js';
import { createNonceRepository } from './repository.js';

/** Body fields a submission carries besides the form's own (stripped before validation). */
export const HUMAN_CHECK_FIELD = 'humanCheck';
export const FORM_TOKEN_FIELD = 'formToken';
/** Hidden input a person never fills. */
export const HONEYPOT_FIELD = 'website';

/** A person needs at least 2 seconds to fill a form: anything faster is a script. */
export const MIN_FILL_TIME_MS = 2000;
/** A comment form may stay open while the article is read; the site fetches a new one after. */
export const FORM_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

export const HUMAN_CHECK_SERVER_MESSAGES = {
  tooFast: 'The form was sent too quickly. Please wait a moment and try again.',
  used: 'This verification has already been used. Please answer a new question.',
  honeypot: 'The submission could not be accepted.',
  formToken: 'The comment form has expired. Please reload the page and try again.',
} as const;

const S = HUMAN_CHECK_SERVER_MESSAGES;

export const hmacSha256: HmacFunction = (key, message) =>
  createHmac('sha256', key).update(message).digest('base64url');

/** Uniform in [0, 1) from the operating system's random source. */
export const cryptoRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

/** What a verified check hands to the transaction that consumes it. */
export interface PassedCheck {
  nonce: string;
  expiresAt: number;
}

export function createHumanCheck(options: {
  db: Queryable;
  secret: string;
  required: boolean;
  now: () => number;
}) {
  const { secret, required, now } = options;
  const nonces = createNonceRepository(options.db);
  let consumed = 0;

  const formSignature = (issuedAt: number, nonce: string) =>
    hmacSha256(secret, `form-token:v1:${issuedAt}:${nonce}`);

  function honeypot(body: Record<string, unknown>): void {
    const value = body[HONEYPOT_FIELD];
    if (value !== undefined && value !== null && value !== '') throw refuse(400, S.honeypot);
  }

  return {
    required,

    /** GET /api/human-check: a question, its signed challenge, and a comment form token. */
    issue() {
      const issuedAt = now();
      const challenge = issueChallenge({
        secret,
        hmac: hmacSha256,
        now: issuedAt,
        random: cryptoRandom,
      });
      const nonce = makeNonce(cryptoRandom);
      return {
        challenge: challenge.token,
        question: challenge.question,
        expiresAt: new Date(challenge.expiresAt).toISOString(),
        formToken: `${issuedAt}.${nonce}.${formSignature(issuedAt, nonce)}`,
      };
    },

    /**
     * Checks a lead or feedback body's challenge answer (no database yet). Returns null when the
     * check is switched off; refuses with the form's own message when no answer was given.
     */
    checkChallenge(body: Record<string, unknown>, missingMessage: string): PassedCheck | null {
      honeypot(body);
      if (!required) return null;
      const given = body[HUMAN_CHECK_FIELD] as
        { challenge?: unknown; answer?: unknown } | undefined;
      if (!given || typeof given !== 'object' || !given.challenge || given.answer === undefined) {
        throw refuse(400, missingMessage);
      }
      const token = typeof given.challenge === 'string' ? given.challenge : '';
      const answer =
        typeof given.answer === 'string' || typeof given.answer === 'number' ? given.answer : null;
      const result = verifyChallenge({ token, answer, secret, hmac: hmacSha256, now: now() });
      if (!result.ok) throw refuse(400, result.message);
      if (now() - (result.expiresAt - HUMAN_CHECK_CHALLENGE_TTL_MS) < MIN_FILL_TIME_MS) {
        throw refuse(400, S.tooFast);
      }
      return { nonce: `c:${result.nonce}`, expiresAt: result.expiresAt };
    },

    /** Checks a comment body's invisible form token (no database yet). */
    checkFormToken(body: Record<string, unknown>): PassedCheck | null {
      honeypot(body);
      if (!required) return null;
      const token = body[FORM_TOKEN_FIELD];
      const match =
        typeof token === 'string'
          ? /^(\d{1,16})\.([a-z0-9]{16})\.([\w-]{1,100})$/.exec(token)
          : null;
      if (!match) throw refuse(400, S.formToken);
      const issuedAt = Number(match[1]);
      if (!constantTimeEqual(formSignature(issuedAt, match[2]!), match[3]!)) {
        throw refuse(400, S.formToken);
      }
      const age = now() - issuedAt;
      if (age > FORM_TOKEN_TTL_MS) throw refuse(400, S.formToken);
      if (age < MIN_FILL_TIME_MS) throw refuse(400, S.tooFast);
      return { nonce: `f:${match[2]}`, expiresAt: issuedAt + FORM_TOKEN_TTL_MS };
    },

    /**
     * The demo's second step: the customer step passed the check, and its answer carries a token
     * naming the new customer, valid for the challenge's lifetime.
     */
    signCustomer(customerId: number): string {
      const issuedAt = now();
      return `${issuedAt}.${hmacSha256(secret, `customer:v1:${customerId}:${issuedAt}`)}`;
    },

    checkCustomerToken(customerId: unknown, token: unknown): boolean {
      if (typeof token !== 'string' || typeof customerId !== 'number') return false;
      const match = /^(\d{1,16})\.([\w-]{1,100})$/.exec(token);
      if (!match) return false;
      const issuedAt = Number(match[1]);
      if (now() - issuedAt > HUMAN_CHECK_CHALLENGE_TTL_MS) return false;
      return constantTimeEqual(
        hmacSha256(secret, `customer:v1:${customerId}:${issuedAt}`),
        match[2]!,
      );
    },

    /** Marks a passed check used, inside the transaction that stores the submission. */
    async consume(tx: Queryable, check: PassedCheck | null): Promise<void> {
      if (!check) return;
      consumed += 1;
      if (consumed % 100 === 0) await nonces.deleteExpired(new Date(now()), tx);
      if (!(await nonces.use(check.nonce, new Date(check.expiresAt), tx))) {
        throw refuse(400, S.used);
      }
    },
  };
}

export type HumanCheck = ReturnType<typeof createHumanCheck>;
export { HUMAN_CHECK_MESSAGES };
