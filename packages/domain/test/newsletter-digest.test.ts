import {
  DIGEST_DEFAULT_WINDOW_DAYS,
  DIGEST_MESSAGES,
  digestDay,
  digestIntro,
  digestSubject,
  digestWindow,
  samePosts,
} from '../src/newsletter-digest';

const now = new Date('2026-11-29T08:00:00Z');

describe('digestWindow', () => {
  it('takes the last 30 days when no send went out before', () => {
    expect(digestWindow(null, now)).toEqual({
      from: new Date('2026-10-30T08:00:00Z'),
      until: now,
      first: true,
    });
    expect(DIGEST_MESSAGES.firstDigest).toContain(`last ${DIGEST_DEFAULT_WINDOW_DAYS} days`);
  });

  it('starts at the end of the last send that went out', () => {
    const last = new Date('2026-11-20T10:30:00Z');
    expect(digestWindow(last, now)).toEqual({ from: last, until: now, first: false });
  });
});

describe('digest wording', () => {
  it.each([
    [1, 'Contoso Cloud: 1 new post'],
    [3, 'Contoso Cloud: 3 new posts'],
  ])('names %i post(s) in the subject', (n, subject) => {
    expect(digestSubject('Contoso Cloud', n)).toBe(subject);
  });

  it('says the window: the default one, or since the day of the last send (UTC)', () => {
    expect(digestIntro({ from: now, first: true }, 2)).toBe(
      '2 new posts on our blog in the last 30 days.',
    );
    expect(digestIntro({ from: new Date('2026-11-20T23:30:00Z'), first: false }, 1)).toBe(
      '1 new post on our blog since November 20, 2026.',
    );
    expect(digestDay(new Date('2026-01-01T00:00:00Z'))).toBe('January 1, 2026');
  });
});

describe('samePosts', () => {
  it.each([
    [[1, 2, 3], [3, 2, 1], true],
    [[1, 2], [1, 2, 3], false],
    [[1, 2, 4], [1, 2, 3], false],
    [[1, 1, 2], [1, 2, 3], false],
    [[], [], true],
  ])('%j against %j: %s', (confirmed, current, same) => {
    expect(samePosts(confirmed, current)).toBe(same);
  });
});
