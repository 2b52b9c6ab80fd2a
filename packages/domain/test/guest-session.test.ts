import {
  createGuestSession,
  parseGuestSession,
  randomGuestId,
} from '@cloud-consulting/domain/guest-session';
import {
  DEFAULT_THEME,
  isDebugEnabled,
  parseTheme,
  STORAGE_KEYS,
} from '@cloud-consulting/domain/storage-keys';

const now = new Date('2026-11-23T10:00:00.000Z');

describe('guest session', () => {
  it('lasts 720 hours', () => {
    const session = createGuestSession({ now, guestId: 'g', consentGiven: true, ipHash: 'h' });
    expect(session).toEqual({
      guestId: 'g',
      createdAt: '2026-11-23T10:00:00.000Z',
      expiresAt: '2026-12-23T10:00:00.000Z',
      ipHash: 'h',
      fingerprint: null,
      consentGiven: true,
    });
  });

  it('lasts one hour as a fallback', () => {
    const session = createGuestSession({ now, guestId: 'g', consentGiven: false, fallback: true });
    expect(session.expiresAt).toBe('2026-11-23T11:00:00.000Z');
  });

  it('is read back while valid and dropped once expired', () => {
    const raw = JSON.stringify(
      createGuestSession({ now, guestId: 'g', consentGiven: true, fallback: true }),
    );
    expect(parseGuestSession(raw, new Date('2026-11-23T10:59:59Z'))?.guestId).toBe('g');
    expect(parseGuestSession(raw, new Date('2026-11-23T11:00:00Z'))).toBeNull();
  });

  it.each([null, '', '{', '{"guestId":1}', '{"guestId":"g","expiresAt":"soon"}', 'null'])(
    'needs a new session for %p',
    (raw) => {
      expect(parseGuestSession(raw, now)).toBeNull();
    },
  );

  it('makes v4-shaped ids from the random source', () => {
    expect(randomGuestId(() => 0)).toBe('00000000-0000-4000-8000-000000000000');
    expect(randomGuestId(() => 0.99)).toMatch(/^f{8}-f{4}-4f{3}-bf{3}-f{12}$/);
  });
});

describe('storage keys and preferences', () => {
  it('prefixes every key', () => {
    Object.values(STORAGE_KEYS).forEach((key) => expect(key).toMatch(/^cloudforge_/));
  });

  it.each([
    ['dark', 'dark'],
    ['light', 'light'],
    ['system', 'system'],
    ['blue', DEFAULT_THEME],
    [null, 'system'],
  ])('theme %p reads as %p', (raw, expected) => {
    expect(parseTheme(raw)).toBe(expected);
  });

  it.each([
    ['?debug=1', null, true],
    ['debug=1&x=2', null, true],
    ['?x=2&debug=0', null, false],
    ['', '1', true],
    ['', '0', false],
    ['?debugger=1', undefined, false],
  ])('debug with search %p and flag %p: %p', (search, flag, expected) => {
    expect(isDebugEnabled(search, flag)).toBe(expected);
  });
});
