import { articleBreadcrumbs, listingBreadcrumbs } from '../src/blog-breadcrumbs';

const site = { siteUrl: 'https://acme.example/' };

describe('blog breadcrumbs', () => {
  it('places an article under the blog', () => {
    const crumbs = articleBreadcrumbs(
      { Title: 'Landing zones', Slug: 'landing-zones' },
      site.siteUrl,
    );
    expect(crumbs.itemListElement.map((c) => [c.name, c.item])).toEqual([
      ['Home', 'https://acme.example/'],
      ['Blog', 'https://acme.example/blog'],
      ['Landing zones', 'https://acme.example/blog/landing-zones'],
    ]);
  });

  it.each([
    [1, null, null],
    [2, null, ['Home', 'Blog', 'Page 2']],
    [1, { name: 'AI/ML', slug: 'ai-ml' }, ['Home', 'Blog', 'AI/ML']],
    [3, { name: 'AI/ML', slug: 'ai-ml' }, ['Home', 'Blog', 'AI/ML', 'Page 3']],
  ])('listing page %p of tag %p: %p', (page, tag, names) => {
    const crumbs = listingBreadcrumbs(page, tag, site.siteUrl);
    expect(crumbs?.itemListElement.map((c) => c.name) ?? null).toEqual(names);
  });

  it('addresses a tag page by its listing path', () => {
    const crumbs = listingBreadcrumbs(3, { name: 'AI/ML', slug: 'ai-ml' }, site.siteUrl)!;
    expect(crumbs.itemListElement.slice(2).map((c) => c.item)).toEqual([
      'https://acme.example/blog/tag/ai-ml',
      'https://acme.example/blog/tag/ai-ml/page/3',
    ]);
  });
});
