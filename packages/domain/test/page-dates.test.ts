import { pageDates, siteContentDate } from '../src/page-dates';

const posts = [
  {
    Id: 1,
    Slug: 'first',
    PublishedOn: '2025-01-01T00:00:00.000Z',
    UpdatedOn: '2026-06-01T00:00:00.000Z',
  },
  { Id: 2, Slug: 'second', PublishedOn: '2026-07-01T00:00:00.000Z', UpdatedOn: null },
  { Id: 3, Slug: 'third', PublishedOn: null, UpdatedOn: null },
];
const records = [
  { Path: '/about', UpdatedAt: '2026-03-03T00:00:00.000Z' },
  { Path: '/services', UpdatedAt: null },
];

describe('pageDates', () => {
  const dateOf = pageDates(posts, records);

  it.each([
    ['an article: its last public change', { path: '/blog/first' }, '2026-06-01T00:00:00.000Z'],
    [
      'an article never changed: its publish date',
      { path: '/blog/second' },
      '2026-07-01T00:00:00.000Z',
    ],
    ['an undated article: the content date', { path: '/blog/third' }, '2026-07-01T00:00:00.000Z'],
    [
      'a listing: its newest post',
      { path: '/blog/tag/x', pageContext: { ids: [3, 1] } },
      '2026-06-01T00:00:00.000Z',
    ],
    [
      'an empty listing: the content date',
      { path: '/blog', pageContext: { ids: [] } },
      '2026-07-01T00:00:00.000Z',
    ],
    [
      'a page with a dated record (trailing slash)',
      { path: '/about/' },
      '2026-03-03T00:00:00.000Z',
    ],
    [
      'a record without a date: the content date',
      { path: '/services' },
      '2026-07-01T00:00:00.000Z',
    ],
    ['a page without a record: the content date', { path: '/' }, '2026-07-01T00:00:00.000Z'],
  ])('%s', (_case, page, expected) => {
    expect(dateOf(page)).toBe(expected);
  });

  it('gives null only when the build read no date', () => {
    expect(pageDates([], [])({ path: '/' })).toBeNull();
  });
});

describe('siteContentDate', () => {
  it('is the newest change among posts and records', () => {
    expect(siteContentDate(posts, records)).toBe('2026-07-01T00:00:00.000Z');
    expect(siteContentDate(posts, [{ Path: '/', UpdatedAt: '2027-01-01T00:00:00.000Z' }])).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });
});
