import { searchSnippet, truncate, usage } from '../src/posts/search-snippet';

const site = { name: 'Cloud Co', url: 'https://example.com/' };

describe('the search snippet', () => {
  it.each([
    ['short', 10, 'short'],
    ['exactly ten', 11, 'exactly ten'],
    ['cut at the last word boundary', 16, 'cut at the last…'],
    ['Averyveryverylongword', 10, 'Averyvery…'],
  ])('truncate(%p, %p) is %p', (text, max, cut) => {
    const result = truncate(text, max);
    expect(result).toBe(cut);
    expect([...result].length).toBeLessThanOrEqual(max);
  });

  it('counts characters against a limit', () => {
    expect(usage('héllo', 4)).toEqual({ count: 5, max: 4, over: true, label: '5 / 4 characters' });
    expect(usage(null, 70).label).toBe('0 / 70 characters');
  });

  it('shows the SEO title and description, else the title and excerpt, at /blog/<slug>/', () => {
    expect(
      searchSnippet({ title: 'Title', slug: 'title', excerpt: 'Excerpt', seoTitle: ' ' }, site),
    ).toEqual({
      title: 'Title | Cloud Co',
      url: 'https://example.com/blog/title/',
      description: 'Excerpt',
    });
    const own = searchSnippet(
      { title: 'T', slug: 's', seoTitle: 'Search', seoDescription: 'x '.repeat(100) },
      site,
    );
    expect(own.title).toBe('Search | Cloud Co');
    expect([...own.description].length).toBeLessThanOrEqual(160);
    expect(own.description.endsWith('…')).toBe(true);
  });
});
