import {
  computeAnswer,
  constantTimeEqual,
  generateQuestion,
  HUMAN_CHECK_MESSAGES as M,
  issueChallenge,
  makeNonce,
  parseAnswer,
  parseQuestion,
  randomInt,
  verifyAnswer,
  verifyChallenge,
  type HmacFunction,
} from '@cloud-consulting/domain/human-check';
import { sequence } from './fixtures';

/** Deterministic stand-in for HMAC: any change of key or message changes the output. */
const fakeHmac: HmacFunction = (key, message) => {
  let hash = 7;
  for (const char of `${key}|${message}`) hash = (hash * 33 + char.charCodeAt(0)) >>> 0;
  return hash.toString(16);
};

describe('randomInt', () => {
  it.each([
    [0, 1],
    [0.999999, 10],
    [1, 10], // a source returning 1 is clamped into range
    [-0.5, 1],
    [0.5, 6],
  ])('maps %p to %p in 1..10', (r, expected) => {
    expect(randomInt(() => r, 1, 10)).toBe(expected);
  });
});

describe('generateQuestion', () => {
  it.each([
    // operation pick, a, b
    [[0, 0.25, 0.75], { a: 3, b: 8, operation: '+', answer: 11, text: '3 + 8' }],
    [[0.4, 0.25, 0.75], { a: 8, b: 3, operation: '-', answer: 5, text: '8 - 3' }],
    [[0.4, 0.75, 0.25], { a: 8, b: 3, operation: '-', answer: 5, text: '8 - 3' }],
    [[0.9, 0.99, 0.0], { a: 5, b: 1, operation: '×', answer: 5, text: '5 × 1' }],
  ])('with random %j gives %j', (values, expected) => {
    expect(generateQuestion(sequence(...values))).toEqual(expected);
  });

  it('keeps operands in range and answers never negative over many draws', () => {
    let seed = 42;
    const lcg = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2000; i += 1) {
      const q = generateQuestion(lcg);
      const max = q.operation === '×' ? 5 : 10;
      expect(q.a).toBeGreaterThanOrEqual(1);
      expect(q.b).toBeGreaterThanOrEqual(1);
      expect(q.a).toBeLessThanOrEqual(max);
      expect(q.b).toBeLessThanOrEqual(max);
      expect(q.answer).toBeGreaterThanOrEqual(0);
      expect(q.answer).toBe(computeAnswer(q.a, q.b, q.operation));
    }
  });

  it('works with the default random source', () => {
    expect(generateQuestion().text).toMatch(/^\d+ [+\-×] \d+$/);
  });
});

describe('verifyAnswer', () => {
  it.each([
    ['11', { ok: true, message: '✓ Math verification successful' }],
    [' 11 ', { ok: true, message: M.success }],
    [11, { ok: true, message: M.success }],
    ['12', { ok: false, reason: 'incorrect', message: 'Incorrect answer. Please try again.' }],
    ['', { ok: false, reason: 'not-a-number', message: 'Please enter a valid number.' }],
    ['eleven', { ok: false, reason: 'not-a-number', message: M.notANumber }],
    ['1.5', { ok: false, reason: 'not-a-number', message: M.notANumber }],
    [1.5, { ok: false, reason: 'not-a-number', message: M.notANumber }],
    [null, { ok: false, reason: 'not-a-number', message: M.notANumber }],
  ])('answer %p to 11 gives %j', (input, expected) => {
    expect(verifyAnswer(input, 11)).toEqual(expected);
  });

  it('reads negative numbers', () => {
    expect(parseAnswer('-3')).toBe(-3);
  });
});

describe('signed challenge', () => {
  const secret = 'server-secret';
  const now = 1_000_000;
  // operation '+', a = 3, b = 8, then nonce characters
  const issue = () =>
    issueChallenge({
      secret,
      hmac: fakeHmac,
      now,
      random: sequence(0, 0.25, 0.75, 0.1, 0.2, 0.3),
      ttlMs: 60_000,
    });

  it('shows the question but not the answer', () => {
    const challenge = issue();
    expect(challenge.question).toBe('3 + 8');
    expect(challenge.expiresAt).toBe(now + 60_000);
    expect(challenge.token).toMatch(/^1060000\.[a-z0-9]{16}\.[0-9a-f]+$/);
    expect(challenge.token).not.toContain('11');
  });

  it('defaults the time to live to 30 minutes and Math.random', () => {
    const challenge = issueChallenge({ secret, hmac: fakeHmac, now });
    expect(challenge.expiresAt).toBe(now + 30 * 60 * 1000);
  });

  it('accepts the right answer before expiry and returns the nonce for replay checks', () => {
    const { token } = issue();
    const result = verifyChallenge({
      token,
      answer: '11',
      secret,
      hmac: fakeHmac,
      now: now + 60_000,
    });
    expect(result).toEqual({
      ok: true,
      nonce: token.split('.')[1],
      expiresAt: now + 60_000,
      message: M.success,
    });
  });

  it.each([
    ['a wrong answer', { answer: '12' }, 'incorrect', M.incorrect],
    ['a non-number', { answer: 'x' }, 'not-a-number', M.notANumber],
    ['an expired token', { now: now + 60_001 }, 'expired', M.expired],
    ['another secret', { secret: 'guess' }, 'incorrect', M.incorrect],
    ['a missing token', { token: undefined }, 'malformed', M.invalidChallenge],
    ['a made-up token', { token: 'abc' }, 'malformed', M.invalidChallenge],
  ])('refuses %s', (_name, change, reason, message) => {
    const { token } = issue();
    const result = verifyChallenge({ token, answer: '11', secret, hmac: fakeHmac, now, ...change });
    expect(result).toEqual({ ok: false, reason, message });
  });

  it('refuses a token whose expiry was pushed later', () => {
    const { token } = issue();
    const [, nonce, signature] = token.split('.');
    const forged = `${now + 999_999}.${nonce}.${signature}`;
    expect(verifyChallenge({ token: forged, answer: 11, secret, hmac: fakeHmac, now }).ok).toBe(
      false,
    );
  });

  it('makes nonces of 16 characters from the random source', () => {
    expect(makeNonce(() => 0)).toBe('a'.repeat(16));
  });

  it.each([
    ['abc', 'abc', true],
    ['abc', 'abd', false],
    ['abc', 'abcd', false],
    ['abcd', 'abc', false],
    ['', '', true],
  ])('constantTimeEqual(%p, %p) is %p', (a, b, expected) => {
    expect(constantTimeEqual(a, b)).toBe(expected);
  });
});

describe('parseQuestion', () => {
  it.each([
    ['7 + 3', 10, '7 + 3'],
    ['9 - 4', 5, '9 - 4'],
    ['3 × 5', 15, '3 × 5'],
    ['3 x 5', 15, '3 × 5'],
    [' 2*4 ', 8, '2 × 4'],
  ])('reads %p as %p', (text, answer, shown) => {
    expect(parseQuestion(text)).toMatchObject({ answer, text: shown });
  });

  it.each([null, undefined, '', 'seven plus three', '7 / 3', '1234 + 1'])(
    'gives null for %p',
    (text) => {
      expect(parseQuestion(text)).toBeNull();
    },
  );

  it('reads back every question the generator makes', () => {
    for (let i = 0; i < 50; i += 1) {
      const question = generateQuestion();
      expect(parseQuestion(question.text)?.answer).toBe(question.answer);
    }
  });
});
