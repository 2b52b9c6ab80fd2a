import {
  PRESENCE_EXPIRY_MS,
  PRESENCE_HEARTBEAT_MS,
  PRESENCE_RECORD_ID,
  editingBadgeLabel,
  editingSentence,
  isPresent,
  mayShareEditing,
  namesInWords,
  othersByRecord,
  othersEditing,
  presenceFamily,
  type PresenceEntry,
} from '@cloud-consulting/domain/editing-presence';

const NOW = Date.parse('2026-11-29T10:00:00Z');
const entry = (over: Partial<PresenceEntry>): PresenceEntry => ({
  recordId: '7',
  personId: 2,
  name: 'Dana Lee',
  seenAt: NOW - 1000,
  ...over,
});

describe('heartbeat and expiry', () => {
  it('counts a person as present for three heartbeats, so one lost call does not hide them', () => {
    expect(PRESENCE_EXPIRY_MS).toBe(3 * PRESENCE_HEARTBEAT_MS);
  });

  it.each([
    [NOW, true],
    [NOW - 44_999, true],
    [NOW - 45_000, false],
    [NOW - 120_000, false],
  ])('a heartbeat at %i still counts: %s', (seenAt, expected) => {
    expect(isPresent(seenAt, NOW)).toBe(expected);
  });
});

describe('othersEditing', () => {
  it('names the others, never the person asking', () => {
    const entries = [entry({ personId: 1, name: 'Me Myself' }), entry({})];
    expect(othersEditing(entries, 1, NOW)).toEqual(['Dana Lee']);
  });

  it('leaves out people whose last heartbeat expired', () => {
    const entries = [entry({}), entry({ personId: 3, name: 'Sam Roe', seenAt: NOW - 60_000 })];
    expect(othersEditing(entries, 1, NOW)).toEqual(['Dana Lee']);
  });

  it('names a person with two tabs open once, and sorts names', () => {
    const entries = [
      entry({ personId: 3, name: 'Sam Roe' }),
      entry({}),
      entry({ seenAt: NOW - 20_000 }),
    ];
    expect(othersEditing(entries, null, NOW)).toEqual(['Dana Lee', 'Sam Roe']);
  });
});

describe('othersByRecord', () => {
  it('groups the others by record and leaves out records only the asker has open', () => {
    const entries = [
      entry({ recordId: '7' }),
      entry({ recordId: '8', personId: 1, name: 'Me Myself' }),
      entry({ recordId: '9', personId: 3, name: 'Sam Roe', seenAt: NOW - 50_000 }),
    ];
    expect(othersByRecord(entries, 1, NOW)).toEqual({ '7': ['Dana Lee'] });
  });
});

describe('presence wording', () => {
  it.each([
    [[], ''],
    [['Dana Lee'], 'Dana Lee'],
    [['Dana Lee', 'Sam Roe'], 'Dana Lee and Sam Roe'],
    [['A B', 'C D', 'E F'], 'A B, C D and E F'],
    [['A B', 'C D', 'E F', 'G H'], 'A B, C D and 2 others'],
  ])('%j reads "%s"', (names, expected) => {
    expect(namesInWords(names)).toBe(expected);
  });

  it('says who else is editing a post, in a sentence', () => {
    expect(editingSentence(['Dana Lee'], 'posts')).toBe('Dana Lee is also editing this post.');
    expect(editingSentence(['Dana Lee', 'Sam Roe'], 'services')).toBe(
      'Dana Lee and Sam Roe are also editing this record.',
    );
    expect(editingSentence(['Dana Lee'], 'site-settings')).toBe(
      'Dana Lee is also editing the site settings.',
    );
    expect(editingSentence([], 'posts')).toBe('');
  });

  it('names a list badge after the people', () => {
    expect(editingBadgeLabel(['Dana Lee'], 'posts')).toBe('Dana Lee is editing this post');
  });
});

describe('who may share presence', () => {
  it.each([
    ['editor', 'posts', true],
    ['owner', 'services', true],
    ['editor', 'site-settings', true],
    ['moderator', 'posts', false],
    ['sales', 'faq', false],
    ['editor', 'leads', false],
    ['owner', 'constructor', false],
  ] as const)('%s on %s: %s', (role, resource, expected) => {
    expect(mayShareEditing(role, resource)).toBe(expected);
  });

  it('knows the family of every content collection and of posts', () => {
    expect(presenceFamily('menu-sections')).toBe('content');
    expect(presenceFamily('posts')).toBe('posts');
    expect(presenceFamily('people')).toBeNull();
  });

  it.each([
    ['42', true],
    ['settings', true],
    ['a/b', false],
    ['', false],
    ['x'.repeat(65), false],
  ])('takes %j as a record id: %s', (id, expected) => {
    expect(PRESENCE_RECORD_ID.test(id)).toBe(expected);
  });
});
