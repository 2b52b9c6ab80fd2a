import {
  ALT_MAX_LENGTH,
  ALT_TOO_LONG,
  CONVENTIONAL_FILES,
  imageMarkdown,
  normaliseAlt,
  stillUsedMessage,
  withImageAt,
  type MediaUsage,
} from '@cloud-consulting/domain/media';

describe('normaliseAlt', () => {
  it.each([
    ['  A team at a whiteboard  ', 'A team at a whiteboard'],
    ['', null],
    ['   \n ', null],
    [null, null],
    [undefined, null],
  ])('stores %p as %p', (given, stored) => {
    expect(normaliseAlt(given)).toEqual({ ok: true, alt: stored });
  });

  it(`accepts ${ALT_MAX_LENGTH} characters, counting characters rather than bytes`, () => {
    const alt = 'é'.repeat(ALT_MAX_LENGTH);
    expect(normaliseAlt(` ${alt} `)).toEqual({ ok: true, alt });
  });

  it(`refuses ${ALT_MAX_LENGTH + 1} characters`, () => {
    expect(normaliseAlt('a'.repeat(ALT_MAX_LENGTH + 1))).toEqual({
      ok: false,
      message: ALT_TOO_LONG,
    });
  });
});

describe('stillUsedMessage', () => {
  const post: MediaUsage = { kind: 'post', id: 3, title: 'Landing zones' };
  const service: MediaUsage = { kind: 'services', id: 7, title: 'Consulting' };
  const hero: MediaUsage = { kind: 'hero-banner', id: null, title: 'Hero banner of "Blog"' };

  it('names the one place', () => {
    expect(stillUsedMessage([post])).toBe(
      'This file is still used by post "Landing zones" (id 3): remove it from there before deleting it.',
    );
  });

  it('names several places, a record-less one by its title', () => {
    expect(stillUsedMessage([post, service, hero])).toBe(
      'This file is still used by post "Landing zones" (id 3), services "Consulting" (id 7) and ' +
        'Hero banner of "Blog": remove it from there before deleting it.',
    );
  });

  it('names five places and counts the rest', () => {
    const posts = Array.from({ length: 7 }, (_, i) => ({ ...post, id: i + 1 }));
    const message = stillUsedMessage(posts);
    expect(message).toContain('(id 5) and 2 more:');
    expect(message).not.toContain('(id 6)');
  });
});

describe('CONVENTIONAL_FILES', () => {
  it("holds each page's preferred hero image at the top of the uploads folder", () => {
    expect(CONVENTIONAL_FILES).toContainEqual({
      path: 'hero-services.webp',
      title: 'Hero banner of the page "Our Services"',
    });
    for (const file of CONVENTIONAL_FILES) expect(file.path).not.toContain('/');
  });
});

describe('imageMarkdown', () => {
  it.each([
    [
      'A team at a whiteboard',
      '/uploads/images/a.jpg',
      '![A team at a whiteboard](/uploads/images/a.jpg)',
    ],
    [
      'Chart [2024]\nsecond line',
      '/uploads/images/a.png',
      '![Chart \\[2024\\] second line](/uploads/images/a.png)',
    ],
    ['x', '/uploads/images/a b(1).png', '![x](</uploads/images/a b(1).png>)'],
  ])('writes %p at %p as %p', (alt, url, expected) => {
    expect(imageMarkdown(alt, url)).toBe(expected);
  });
});

describe('withImageAt', () => {
  const image = '![A](/uploads/images/a.jpg)';

  it.each([
    ['', { start: 0, end: 0 }, `${image}`, image.length],
    ['Intro', { start: 5, end: 5 }, `Intro\n\n${image}`, 7 + image.length],
    ['Intro\n\nMore', { start: 7, end: 7 }, `Intro\n\n${image}\n\nMore`, 7 + image.length],
    ['One two', { start: 3, end: 3 }, `One\n\n${image}\n\n two`, 5 + image.length],
    ['Old text here', { start: 4, end: 8 }, `Old \n\n${image}\n\n here`, 6 + image.length],
  ])('inserts into %p at %p', (body, selection, expected, cursor) => {
    expect(withImageAt(body, selection, image)).toEqual({ body: expected, cursor });
  });
});
