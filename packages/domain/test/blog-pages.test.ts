import {
  blogListingPages,
  listingOrder,
  listingPath,
  listingTags,
  listingTitle,
  pageListing,
  pagerItems,
  tagSlug,
  tagSlugs,
  type ListingPage,
} from '@cloud-consulting/domain/blog-pages';
import { BLOG_FEATURED_LIMIT, BLOG_PAGE_SIZE } from '@cloud-consulting/domain/constants';
import type { BlogPost } from '@cloud-consulting/domain/blog';
import { buildPost } from './fixtures';

const TAG_NAMES = ['Azure', 'DevOps', 'AI', 'Security', 'Kubernetes'];

/** n posts, one a day back from 2026-06-01, every seventh featured, tags cycled (1 to 3 each). */
function blog(n: number): BlogPost[] {
  return Array.from({ length: n }, (_, i) =>
    buildPost({
      Id: i + 1,
      Slug: `post-${i + 1}`,
      PublishedOn: new Date(Date.UTC(2026, 5, 1) - i * 86_400_000).toISOString(),
      Featured: i % 7 === 3,
      Tags: TAG_NAMES.slice(i % 5, (i % 5) + 1 + (i % 3)).map((Name) => ({ Name })),
    }),
  );
}

const idsOf = (pages: ListingPage[]) => pages.flatMap((p) => [...p.featuredIds, ...p.latestIds]);

describe('blog listing order', () => {
  it('puts the newest first, the higher id first on the same date, undated last', () => {
    const posts = [
      buildPost({ Id: 1, PublishedOn: '2026-01-01T00:00:00Z' }),
      buildPost({ Id: 2, PublishedOn: null }),
      buildPost({ Id: 3, PublishedOn: '2026-03-01T00:00:00Z' }),
      buildPost({ Id: 4, PublishedOn: '2026-01-01T00:00:00Z' }),
    ];
    expect(listingOrder(posts).map((p) => p.Id)).toEqual([3, 4, 1, 2]);
  });
});

describe('pages of a listing', () => {
  it('shows up to three featured posts on the first page and pages the rest twelve at a time', () => {
    const posts = blog(40);
    const pages = pageListing(posts);
    expect(BLOG_PAGE_SIZE).toBe(12);
    expect(BLOG_FEATURED_LIMIT).toBe(3);
    expect(pages[0]!.featured.map((p) => p.Id)).toEqual([4, 11, 18]);
    expect(pages.slice(1).every((page) => page.featured.length === 0)).toBe(true);
    // 40 posts, 3 on top: 37 latest make four pages of 12, 12, 12 and 1.
    expect(pages.map((page) => page.latest.length)).toEqual([12, 12, 12, 1]);
  });

  it('lists featured posts beyond the limit under latest, in date order', () => {
    const posts = blog(40);
    const latest = pageListing(posts).flatMap((page) => page.latest);
    // Posts 25, 32 and 39 are featured too: the fourth to the sixth.
    expect(latest.filter((p) => p.Featured).map((p) => p.Id)).toEqual([25, 32, 39]);
    expect(latest.map((p) => p.Id)).toEqual(
      listingOrder(posts)
        .map((p) => p.Id)
        .filter((id) => ![4, 11, 18].includes(id)),
    );
  });

  it.each([0, 1, 3, 12, 15, 16, 1000])('shows each of %i posts exactly once', (n) => {
    const posts = blog(n);
    const pages = pageListing(posts, { pageSize: 12, featuredLimit: 3 });
    const ids = pages.flatMap((page) => [...page.featured, ...page.latest].map((p) => p.Id));
    expect(ids).toHaveLength(n);
    expect(new Set(ids).size).toBe(n);
    expect(pages.every((page) => page.latest.length <= 12)).toBe(true);
  });

  it('has one empty page for no posts, and one page for featured posts alone', () => {
    expect(pageListing([])).toEqual([{ featured: [], latest: [] }]);
    const onlyFeatured = [
      buildPost({ Id: 1, Featured: true }),
      buildPost({ Id: 2, Featured: true }),
    ];
    expect(pageListing(onlyFeatured)).toHaveLength(1);
  });

  it('refuses a page size below one', () => {
    expect(() => pageListing(blog(3), { pageSize: 0 })).toThrow(/at least one card/);
  });
});

describe('tag addresses', () => {
  it.each([
    ['Azure', 'azure'],
    ['AI/ML', 'ai-ml'],
    ['C#', 'c-sharp'],
    ['C++', 'c-plus-plus'],
    ['Security & Compliance', 'security-and-compliance'],
    ['  Données ', 'donnees'],
    ['!!!', 'tag'],
  ])('%p is at %p', (name, slug) => {
    expect(tagSlug(name)).toBe(slug);
  });

  it('gives names that make the same slug -2, -3 in name order', () => {
    const slugs = tagSlugs(['ai ml', 'AI/ML', 'Azure', 'AI-ML']);
    expect([...slugs.values()].sort()).toEqual(['ai-ml', 'ai-ml-2', 'ai-ml-3', 'azure']);
    expect(slugs.get('AI-ML')).toBe('ai-ml');
    expect(slugs.get('AI/ML')).toBe('ai-ml-2');
    expect(slugs.get('ai ml')).toBe('ai-ml-3');
  });

  it.each([
    [1, null, '/blog'],
    [2, null, '/blog/page/2'],
    [1, { slug: 'azure' }, '/blog/tag/azure'],
    [3, { slug: 'azure' }, '/blog/tag/azure/page/3'],
  ])('page %p of %j is at %p', (page, tag, path) => {
    expect(listingPath(page, tag)).toBe(path);
  });

  it('gives every tag chip its count and slug, most used first', () => {
    expect(
      listingTags([
        buildPost({ Id: 1, Tags: [{ Name: 'Azure' }, { Name: 'AI/ML' }] }),
        buildPost({ Id: 2, Tags: [{ TagName: 'Azure' }] }),
      ]),
    ).toEqual([
      { name: 'Azure', slug: 'azure', count: 2 },
      { name: 'AI/ML', slug: 'ai-ml', count: 1 },
    ]);
  });
});

describe('every static page of the blog', () => {
  const posts = blog(100);
  const pages = blogListingPages(posts);
  const all = pages.filter((page) => page.tag === null);

  it('numbers the pages of /blog and gives each its address', () => {
    expect(all.map((p) => p.path)).toEqual([
      '/blog',
      ...Array.from({ length: all.length - 1 }, (_, i) => `/blog/page/${i + 2}`),
    ]);
    expect(all.every((p, i) => p.page === i + 1 && p.pageCount === all.length)).toBe(true);
  });

  it('shows every post exactly once across the pages of /blog', () => {
    const ids = idsOf(all);
    expect(ids.sort((a, b) => a - b)).toEqual(posts.map((p) => p.Id));
  });

  it('shows every post exactly once across the pages of each of its tags, and no other post', () => {
    for (const name of TAG_NAMES) {
      const tagged = posts.filter((p) => p.Tags!.some((t) => t.Name === name)).map((p) => p.Id);
      const tagPages = pages.filter((page) => page.tag?.name === name);
      expect(tagPages[0]!.path).toBe(`/blog/tag/${tagSlug(name)}`);
      expect(tagPages.at(-1)!.pageCount).toBe(tagPages.length);
      expect(idsOf(tagPages).sort((a, b) => a - b)).toEqual(tagged);
    }
  });

  it('gives every page its own address', () => {
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
  });

  it('makes a first page for a blog without posts', () => {
    expect(blogListingPages([])).toEqual([
      { path: '/blog', page: 1, pageCount: 1, tag: null, featuredIds: [], latestIds: [] },
    ]);
  });

  it('moves only the pages an edit touches: a retitled post changes no ids anywhere', () => {
    const edited = posts.map((p) => (p.Id === 50 ? { ...p, Title: 'A new title' } : p));
    expect(blogListingPages(edited)).toEqual(pages);
  });
});

describe('pager', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 'gap', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [6, 10, [1, 'gap', 5, 6, 7, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [84, 84, [1, 'gap', 83, 84]],
  ])('on page %p of %p shows %j', (current, count, items) => {
    expect(pagerItems(current, count)).toEqual(items);
  });
});

describe('listing titles', () => {
  it.each([
    [1, null, 'Blog'],
    [2, null, 'Blog (page 2)'],
    [1, { name: 'Azure' }, 'Blog: Azure'],
    [3, { name: 'Azure' }, 'Blog: Azure (page 3)'],
  ])('page %p of %j is titled %p', (page, tag, title) => {
    expect(listingTitle(page, tag)).toBe(title);
  });
});
