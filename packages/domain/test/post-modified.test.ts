import {
  articleModifiedOn,
  isPublicChange,
  latestDate,
  PUBLIC_POST_FIELDS,
} from '../src/post-modified';

describe('isPublicChange', () => {
  it.each([
    [['Title'], true, true],
    [['Content', 'Slug'], true, true],
    [['Tags'], true, true],
    [['SeoDescription'], true, true],
    [['Slug'], true, false],
    [['Featured', 'PublishedOn'], true, false],
    [['Status', 'PublishAt'], true, false],
    [['Title'], false, false],
    [[], true, false],
  ] as const)(
    '%p on a post public after the change: %p gives %p',
    (changed, publicAfter, expected) => {
      expect(isPublicChange(changed, publicAfter)).toBe(expected);
    },
  );

  it('names every field a reader or a search result shows, and not the address', () => {
    expect(PUBLIC_POST_FIELDS).toContain('ImageUrl');
    expect(PUBLIC_POST_FIELDS).not.toContain('Slug');
  });
});

describe('articleModifiedOn', () => {
  it.each([
    ['2025-01-01T00:00:00.000Z', '2026-02-03T04:05:06.000Z', '2026-02-03T04:05:06.000Z'],
    ['2026-05-01T00:00:00.000Z', '2026-02-03T04:05:06.000Z', '2026-05-01T00:00:00.000Z'],
    ['2025-01-01T00:00:00.000Z', null, '2025-01-01T00:00:00.000Z'],
    ['2025-01-01T00:00:00.000Z', 'not a date', '2025-01-01T00:00:00.000Z'],
    [null, '2026-02-03T04:05:06.000Z', '2026-02-03T04:05:06.000Z'],
    [null, null, null],
  ])('published %p, updated %p: %p', (PublishedOn, UpdatedOn, expected) => {
    expect(articleModifiedOn({ PublishedOn, UpdatedOn })).toBe(expected);
  });
});

describe('latestDate', () => {
  it('picks the latest date and skips what is not one', () => {
    expect(
      latestDate(['2025-01-01T00:00:00.000Z', null, 'x', '2026-01-01T00:00:00.000Z', undefined]),
    ).toBe('2026-01-01T00:00:00.000Z');
    expect(latestDate([null, 'x'])).toBeNull();
    expect(latestDate([])).toBeNull();
  });
});
