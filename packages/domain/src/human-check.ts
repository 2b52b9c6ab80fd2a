/**
 * The arithmetic human check, in two forms:
 * - a browser question ({@link generateQuestion} + {@link verifyAnswer}) for the widget's states;
 * - a server-verifiable challenge ({@link issueChallenge} + {@link verifyChallenge}): the server
 *   signs the expected answer with HMAC and an expiry, so a bot that posts straight to the API
 *   without the server's challenge (or after it expires, or with a made-up one) cannot pass.
 * Randomness, the clock and the HMAC function are parameters, so the module stays pure and the
 * server can pass node:crypto while tests pass deterministic stand-ins.
 */
import {
  HUMAN_CHECK_CHALLENGE_TTL_MS,
  HUMAN_CHECK_FACTOR_MAX,
  HUMAN_CHECK_OPERAND_MAX,
  HUMAN_CHECK_OPERAND_MIN,
} from './constants';

/** Returns a number in [0, 1), like Math.random. */
export type RandomSource = () => number;

/** Keyed hash, e.g. `(key, msg) => createHmac('sha256', key).update(msg).digest('base64url')`. */
export type HmacFunction = (key: string, message: string) => string;

export type Operation = '+' | '-' | '×';

export interface Question {
  a: number;
  b: number;
  operation: Operation;
  answer: number;
  /** What the visitor reads, e.g. '7 + 3'. */
  text: string;
}

export const HUMAN_CHECK_MESSAGES = {
  notANumber: 'Please enter a valid number.',
  incorrect: 'Incorrect answer. Please try again.',
  success: '✓ Math verification successful',
  // The server-side outcomes.
  expired: 'The verification question has expired. Please try a new one.',
  invalidChallenge: 'The verification could not be checked. Please try a new question.',
} as const;

const M = HUMAN_CHECK_MESSAGES;
const OPERATIONS: readonly Operation[] = ['+', '-', '×'];

/** An integer in [min, max], inclusive, from a [0, 1) random source. */
export function randomInt(random: RandomSource, min: number, max: number): number {
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  return min + Math.floor(r * (max - min + 1));
}

/**
 * A new question. Subtraction puts the larger number first so the answer is never negative;
 * multiplication keeps factors to 1..5 so the answer stays easy to work out.
 */
export function generateQuestion(random: RandomSource = Math.random): Question {
  const operation = OPERATIONS[randomInt(random, 0, OPERATIONS.length - 1)];
  const max = operation === '×' ? HUMAN_CHECK_FACTOR_MAX : HUMAN_CHECK_OPERAND_MAX;
  let a = randomInt(random, HUMAN_CHECK_OPERAND_MIN, max);
  let b = randomInt(random, HUMAN_CHECK_OPERAND_MIN, max);
  if (operation === '-' && b > a) [a, b] = [b, a];
  return {
    a,
    b,
    operation,
    answer: computeAnswer(a, b, operation),
    text: `${a} ${operation} ${b}`,
  };
}

/**
 * Reads a question text back ('7 + 3', '9 - 4', '3 × 5'; 'x', '*' also read as ×). The server's
 * signed challenge carries only the text, so the browser works out the answer from it to tell the
 * visitor at once whether the answer is right; the server still checks it against the signature.
 */
export function parseQuestion(text: string | null | undefined): Question | null {
  const match = /^\s*(\d{1,3})\s*([+\-−×x*])\s*(\d{1,3})\s*$/.exec(text ?? '');
  if (!match) return null;
  const a = Number(match[1]);
  const b = Number(match[3]);
  const symbol = match[2];
  const operation: Operation = symbol === '+' ? '+' : symbol === '-' || symbol === '−' ? '-' : '×';
  return {
    a,
    b,
    operation,
    answer: computeAnswer(a, b, operation),
    text: `${a} ${operation} ${b}`,
  };
}

export function computeAnswer(a: number, b: number, operation: Operation): number {
  if (operation === '+') return a + b;
  if (operation === '-') return a - b;
  return a * b;
}

/** Reads the typed answer: an optionally signed whole number, surrounding spaces ignored. */
export function parseAnswer(input: string | number | null | undefined): number | null {
  if (typeof input === 'number') return Number.isInteger(input) ? input : null;
  const text = (input ?? '').trim();
  return /^-?\d{1,6}$/.test(text) ? Number(text) : null;
}

export type VerifyResult =
  | { ok: true; message: typeof M.success }
  | { ok: false; reason: 'not-a-number' | 'incorrect'; message: string };

/** The widget's verdict on an answer, with the message shown for each outcome. */
export function verifyAnswer(
  input: string | number | null | undefined,
  expected: number,
): VerifyResult {
  const value = parseAnswer(input);
  if (value === null) return { ok: false, reason: 'not-a-number', message: M.notANumber };
  if (value !== expected) return { ok: false, reason: 'incorrect', message: M.incorrect };
  return { ok: true, message: M.success };
}

// Server-verifiable challenge ------------------------------------------------------------------

/** Body field of a submission holding `{ challenge, answer }` (the signed token and the answer). */
export const HUMAN_CHECK_BODY_FIELD = 'humanCheck';
/** A hidden input a person never fills; a filled one marks the submission as a bot's. */
export const HONEYPOT_FIELD = 'website';

export interface Challenge {
  /** The question to show; the answer itself is not in the challenge. */
  question: string;
  /** Opaque token to send back with the answer: `expiresAt.nonce.signature`. */
  token: string;
  expiresAt: number;
}

export interface ChallengeOptions {
  secret: string;
  hmac: HmacFunction;
  /** Current time in ms since the epoch. */
  now: number;
  random?: RandomSource;
  ttlMs?: number;
}

const NONCE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const NONCE_LENGTH = 16;

/** A random nonce so two challenges with the same answer and expiry still differ. */
export function makeNonce(random: RandomSource): string {
  return Array.from(
    { length: NONCE_LENGTH },
    () => NONCE_ALPHABET[randomInt(random, 0, NONCE_ALPHABET.length - 1)],
  ).join('');
}

const signedPart = (expiresAt: number, nonce: string, answer: number) =>
  `human-check:v1:${expiresAt}:${nonce}:${answer}`;

/** Issues a question whose expected answer is bound, by signature, to the returned token. */
export function issueChallenge(options: ChallengeOptions): Challenge {
  const { secret, hmac, now, random = Math.random, ttlMs = HUMAN_CHECK_CHALLENGE_TTL_MS } = options;
  const question = generateQuestion(random);
  const nonce = makeNonce(random);
  const expiresAt = now + ttlMs;
  const signature = hmac(secret, signedPart(expiresAt, nonce, question.answer));
  return { question: question.text, token: `${expiresAt}.${nonce}.${signature}`, expiresAt };
}

/** Compares without stopping at the first difference, so timing does not leak the signature. */
export function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  }
  return diff === 0;
}

export type ChallengeResult =
  | { ok: true; nonce: string; expiresAt: number; message: typeof M.success }
  | {
      ok: false;
      reason: 'malformed' | 'expired' | 'not-a-number' | 'incorrect';
      message: string;
    };

/**
 * Checks an answer against a token from {@link issueChallenge}. On success it returns the nonce
 * so the server can refuse a second use of the same token until `expiresAt`.
 */
export function verifyChallenge(options: {
  token: string | null | undefined;
  answer: string | number | null | undefined;
  secret: string;
  hmac: HmacFunction;
  now: number;
}): ChallengeResult {
  const { token, answer, secret, hmac, now } = options;
  const match = /^(\d{1,16})\.([a-z0-9]{16})\.(\S+)$/.exec(token ?? '');
  if (!match) return { ok: false, reason: 'malformed', message: M.invalidChallenge };
  const [, expiry, nonce, signature] = match;
  const expiresAt = Number(expiry);
  if (now > expiresAt) return { ok: false, reason: 'expired', message: M.expired };
  const value = parseAnswer(answer);
  if (value === null) return { ok: false, reason: 'not-a-number', message: M.notANumber };
  const expected = hmac(secret, signedPart(expiresAt, nonce, value));
  if (!constantTimeEqual(expected, signature)) {
    return { ok: false, reason: 'incorrect', message: M.incorrect };
  }
  return { ok: true, nonce, expiresAt, message: M.success };
}
