import {
  FALLBACK_SLUG,
  SLUG_MAX_LENGTH,
  SLUG_MESSAGES,
  firstFreeSlug,
  slugError,
  slugify,
} from '../src/post-slug';

describe('slugify', () => {
  it.each([
    ['Hello, Café & Cloud!', 'hello-cafe-and-cloud'],
    ['  Azure   Functions 101 ', 'azure-functions-101'],
    ['---', FALLBACK_SLUG],
    ['already-a-slug', 'already-a-slug'],
  ])('%p becomes %p', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('keeps the first words of a long title, without a trailing hyphen', () => {
    expect(slugify('abc def ghi', 4)).toBe('abc');
    expect(slugify('x'.repeat(100))).toHaveLength(80);
  });
});

describe('slugError', () => {
  it('accepts a slug and refuses capitals, spaces, double hyphens and length', () => {
    expect(slugError('my-post-2')).toBeNull();
    expect(slugError('My Post')).toBe(SLUG_MESSAGES.invalid);
    expect(slugError('a--b')).toBe(SLUG_MESSAGES.invalid);
    expect(slugError('')).toBe(SLUG_MESSAGES.invalid);
    expect(slugError('a'.repeat(SLUG_MAX_LENGTH + 1))).toBe(SLUG_MESSAGES.tooLong);
  });
});

describe('firstFreeSlug', () => {
  it('answers the base when free, else the first free numbered one', () => {
    expect(firstFreeSlug('a', [])).toBe('a');
    expect(firstFreeSlug('a', ['a', 'a-2', 'a-4'])).toBe('a-3');
  });
});
