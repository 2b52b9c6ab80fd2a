import { differences, savedBy, shown } from '../src/conflicts/conflict-differences';

describe('differences between mine and theirs', () => {
  const labels = { title: 'Title', tags: 'Tags', featured: 'Featured', excerpt: 'Excerpt' };

  it('lists only the fields that read differently, in the form order, with their labels', () => {
    const mine = {
      title: 'Fixed title',
      tags: [{ name: 'Azure' }],
      featured: true,
      excerpt: '',
    };
    const theirs = {
      title: 'Other title',
      tags: [{ id: 4, name: 'Azure', color: '#123456' }],
      featured: false,
      excerpt: null,
    };
    expect(differences(['title', 'tags', 'featured', 'excerpt'], labels, mine, theirs)).toEqual([
      { field: 'title', label: 'Title', mine: 'Fixed title', theirs: 'Other title' },
      { field: 'featured', label: 'Featured', mine: 'Yes', theirs: 'No' },
    ]);
  });

  it('shows long text cut short and spaces folded', () => {
    expect(shown('a\n\n  b')).toBe('a b');
    expect(shown('x'.repeat(500), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(shown({ a: 1 })).toBe('{"a":1}');
  });

  it('says who saved and when, or that someone did', () => {
    expect(savedBy('ana@example.com', '2026-11-27T10:02:00Z')).toMatch(
      /^ana@example\.com saved it at .+, after you opened it\.$/,
    );
    expect(savedBy(null, null)).toBe('Someone else saved it after you opened it.');
  });
});
