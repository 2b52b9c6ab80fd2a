import { screen, waitFor, within } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import type { ListingPageContext } from '@cloud-consulting/domain/blog-pages';
import BlogListingPage from '../../../src/templates/blog-listing';
import { ACTIVE_MENUS, fakeClient, renderInShell, setBuildData } from '../support/shell';

type Data = Queries.BlogListingPageQuery;
type Node = Data['allBlogPost']['nodes'][number];

const node = (Id: number, extra: Partial<Node> = {}): Node => ({
  Id,
  Title: `Post ${Id}`,
  Slug: `post-${Id}`,
  Author: 'Dana',
  PublishedOn: new Date(Date.UTC(2026, 0, 31 - Id)).toISOString(),
  ImageUrl: null,
  FeaturedImagePath: null,
  Featured: false,
  Tags: [{ Name: 'Azure', Color: null }],
  category: 'Azure',
  excerptText: `About post ${Id}`,
  readTimeMinutes: 1,
  imagePosition: null,
  featuredImageFile: null,
  ...extra,
});

const context = (extra: Partial<ListingPageContext> = {}): ListingPageContext => ({
  ids: [],
  featuredIds: [],
  page: 1,
  pageCount: 1,
  tag: null,
  tags: [{ name: 'Azure', slug: 'azure', count: 5 }],
  pageSize: 2,
  needsRuntime: false,
  ...extra,
});

function renderPage(nodes: Node[], pageContext: ListingPageContext, routes = {}) {
  setBuildData({ menus: ACTIVE_MENUS, blogPosts: nodes.length });
  const { client, calls } = fakeClient({
    'GET /api/menus-and-sections': { body: ACTIVE_MENUS },
    ...routes,
  });
  const props = { data: { allBlogPost: { nodes } }, pageContext } as unknown as PageProps<
    Data,
    ListingPageContext
  >;
  renderInShell(<BlogListingPage {...props} />, { client, pathname: '/blog/page/2' });
  return calls;
}

const titles = () =>
  screen.getAllByTestId('blog-card').map((card) => within(card).getByRole('heading').textContent);

describe('a page of the blog listing', () => {
  it("shows the page's built posts in the order of its context, featured first", () => {
    renderPage(
      // The query answers in any order; the context's ids decide.
      [node(3), node(1, { Featured: true }), node(2)],
      context({ ids: [1, 3, 2], featuredIds: [1], pageCount: 3 }),
    );
    const featured = screen.getByRole('region', { name: 'Featured Articles' });
    expect(within(featured).getAllByTestId('blog-card')).toHaveLength(1);
    expect(titles()).toEqual(['Post 1', 'Post 3', 'Post 2']);
    expect(screen.getByRole('navigation', { name: 'Blog pages' })).toBeInTheDocument();
  });

  it("built from content/, shows its share of the provider's posts by the same rule", async () => {
    // The provider has a newer post (0) than the build saw: page 2 now holds posts 2 and 3.
    const posts = [0, 1, 2, 3, 4].map((Id) => ({
      ...node(Id),
      Tags: [{ Name: 'Azure' }],
      IsActive: true,
    }));
    const calls = renderPage(
      [node(3), node(4)],
      context({ ids: [3, 4], page: 2, pageCount: 3, needsRuntime: true }),
      { 'GET /api/blog': { body: { posts, total: 5 } } },
    );
    expect(titles()).toEqual(['Post 3', 'Post 4']);
    await waitFor(() => expect(titles()).toEqual(['Post 2', 'Post 3']));
    expect(calls.some((c) => c.url.includes('/api/blog?page=1&pageSize=100'))).toBe(true);
  });

  it("with no built posts, shows the skeleton, then the provider's posts", async () => {
    const posts = [1, 2, 3].map((Id) => ({ ...node(Id), IsActive: true }));
    renderPage([], context({ needsRuntime: true }), {
      'GET /api/blog': { body: { posts, total: 3 } },
    });
    expect(screen.getByRole('status', { name: 'Loading articles' })).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['Post 1', 'Post 2']));
  });
});
