import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListingTag } from '@cloud-consulting/domain/blog-pages';
import { BLOG_SEARCH_DEBOUNCE_MS } from '@cloud-consulting/domain/constants';
import { BlogListing, type BlogListingProps } from '../../../src/components/blog/blog-listing';
import { BlogCard } from '../../../src/components/blog/blog-card';
import { STOCK_BLOG_PHOTO } from '../../../src/components/blog/blog-image';
import { toCardPost, type CardPost } from '../../../src/components/blog/card-post';
import { FALLBACK_BLOG_IMAGES } from '@cloud-consulting/domain/blog';
import { fakeClient, type FakeAnswer } from '../support/shell';
import { prepareVisitor, renderBlog } from './render-blog';

const post = (id: number, title: string, tags: string[], extra: Partial<CardPost> = {}) =>
  toCardPost({
    Id: id,
    Title: title,
    Slug: `post-${id}`,
    Content: `Body of ${title} with enough words to read.`,
    Author: 'Sarah Mitchell',
    Excerpt: `About ${title.toLowerCase()}`,
    Featured: false,
    Tags: tags.map((Name) => ({ Name, Color: null })),
    ...extra,
  });

const posts: CardPost[] = [
  post(1, 'Landing zones', ['Azure', 'Security'], { Featured: true }),
  post(2, 'GitHub Actions with OIDC', ['DevOps', 'Azure']),
  post(3, 'RAG with AI Search', ['AI', 'Azure', 'Search', 'Python', 'LLM']),
  post(4, 'Cost optimization for AKS', ['Kubernetes']),
];

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const search = () => screen.getByRole('searchbox', { name: 'Search articles' });
const chips = () => within(screen.getByRole('navigation', { name: 'Filter by tag' }));
const pager = () => within(screen.getByRole('navigation', { name: 'Blog pages' }));

const TAGS: ListingTag[] = [
  { name: 'Azure', slug: 'azure', count: 3 },
  { name: 'AI', slug: 'ai', count: 1 },
  { name: 'Kubernetes', slug: 'kubernetes', count: 1 },
];

/** The provider's search over posts (title, excerpt, tag names), with the AND of the tag. */
function providerSearch(all: CardPost[]) {
  return (url: URL) => {
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const tag = url.searchParams.get('tag');
    const found = all.filter(
      (p) =>
        [p.Title, p.Excerpt ?? '', ...p.Tags.map((t) => t.Name ?? '')].some((text) =>
          text.toLowerCase().includes(q),
        ) &&
        (!tag || p.Tags.some((t) => t.Name?.toLowerCase() === tag.toLowerCase())),
    );
    return { posts: found, total: found.length, page: 1, pageSize: 24 };
  };
}

function renderListing(props: Partial<BlogListingProps> = {}, answer?: FakeAnswer) {
  const searchCalls: URL[] = [];
  const { client, calls } = fakeClient({
    'GET /api/blog/search': () => {
      const url = new URL(calls[calls.length - 1]!.url);
      searchCalls.push(url);
      return answer ?? { body: providerSearch(posts)(url) };
    },
  });
  const view = renderBlog(
    <BlogListing
      featured={posts.filter((p) => p.Featured)}
      latest={posts.filter((p) => !p.Featured)}
      tags={TAGS}
      {...props}
    />,
    client,
  );
  return { ...view, searchCalls };
}

/** Types into the search box and lets the wait before asking the provider pass. */
async function type(text: string) {
  fireEvent.change(search(), { target: { value: text } });
  await act(async () => {
    jest.advanceTimersByTime(BLOG_SEARCH_DEBOUNCE_MS);
  });
}

describe('blog listing', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    prepareVisitor('rejected');
    window.history.replaceState(null, '', '/blog');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('links All Tags and every tag with its post count to their pages', () => {
    renderListing();
    const links = chips().getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['All Tags', '/blog'],
      ['Azure (3)', '/blog/tag/azure'],
      ['AI (1)', '/blog/tag/ai'],
      ['Kubernetes (1)', '/blog/tag/kubernetes'],
    ]);
    expect(chips().getByRole('link', { name: 'All Tags' })).toHaveAttribute('aria-current', 'true');
  });

  it("on a tag's page marks its chip, which returns to all posts", () => {
    renderListing({ activeTag: { name: 'Azure', slug: 'azure' } });
    const azure = chips().getByRole('link', { name: 'Azure (3)' });
    expect(azure).toHaveAttribute('aria-current', 'true');
    expect(azure).toHaveAttribute('href', '/blog');
    expect(chips().getByRole('link', { name: 'All Tags' })).not.toHaveAttribute('aria-current');
  });

  it('puts featured posts under Featured Articles and the rest under Latest Articles', () => {
    renderListing();
    const featured = screen.getByRole('region', { name: 'Featured Articles' });
    const latest = screen.getByRole('region', { name: 'Latest Articles' });
    expect(within(featured).getAllByTestId('blog-card')).toHaveLength(1);
    expect(within(latest).getAllByTestId('blog-card')).toHaveLength(3);
  });

  it('links the pages: Previous, the numbers with the current one marked, and Next', () => {
    renderListing({ page: 2, pageCount: 3, featured: [] });
    const links = pager().getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Previous', '/blog'],
      ['1', '/blog'],
      ['2', '/blog/page/2'],
      ['3', '/blog/page/3'],
      ['Next', '/blog/page/3'],
    ]);
    expect(pager().getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(pager().getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  });

  it("pages a tag's listing under its own address; the ends have no link", () => {
    renderListing({ page: 1, pageCount: 2, activeTag: { name: 'Azure', slug: 'azure' } });
    expect(pager().getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/blog/tag/azure/page/2',
    );
    expect(pager().queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(pager().getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
  });

  it('has no pager when the listing fits one page', () => {
    renderListing();
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
  });

  it('searches every post through the provider and keeps the text in the address', async () => {
    const { searchCalls } = renderListing({ page: 2, pageCount: 3 });
    await type('KUBER');
    expect(searchCalls).toHaveLength(1);
    expect(searchCalls[0]!.pathname).toBe('/api/blog/search');
    expect(searchCalls[0]!.searchParams.get('q')).toBe('KUBER');
    expect(searchCalls[0]!.searchParams.get('tag')).toBeNull();
    expect(await screen.findByText('1 article found')).toBeInTheDocument();
    expect(titles()).toEqual(['Cost optimization for AKS']);
    expect(window.location.search).toBe('?q=KUBER');
    // The results are the whole blog's: the page's pager stands aside meanwhile.
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
    // Chips carry the search along to the tag's pages.
    expect(chips().getByRole('link', { name: 'Azure (3)' })).toHaveAttribute(
      'href',
      '/blog/tag/azure?q=KUBER',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search box' }));
    expect(titles()).toHaveLength(4);
    expect(window.location.search).toBe('');
  });

  it('asks the provider once the typing pauses, and shows the skeleton meanwhile', async () => {
    const { searchCalls } = renderListing();
    fireEvent.change(search(), { target: { value: 'a' } });
    fireEvent.change(search(), { target: { value: 'az' } });
    expect(screen.getByRole('status', { name: 'Loading articles' })).toBeInTheDocument();
    await type('azure');
    expect(searchCalls.map((url) => url.searchParams.get('q'))).toEqual(['azure']);
    await screen.findByText('3 articles found');
  });

  it("on a tag's page searches only that tag's posts (search and tag with AND)", async () => {
    const { searchCalls } = renderListing({ activeTag: { name: 'Azure', slug: 'azure' } });
    await type('oidc');
    expect(searchCalls[0]!.searchParams.get('tag')).toBe('Azure');
    await screen.findByText('1 article found');
    expect(titles()).toEqual(['GitHub Actions with OIDC']);
    await type('kubernetes');
    await screen.findByText('0 articles found');
    expect(screen.getByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
  });

  it('reads a shared search address on load', async () => {
    window.history.replaceState(null, '', '/blog?q=landing');
    renderListing();
    await act(async () => {
      jest.advanceTimersByTime(BLOG_SEARCH_DEBOUNCE_MS);
    });
    expect(search()).toHaveValue('landing');
    expect(titles()).toEqual(['Landing zones']);
  });

  it('shows the empty state with View All Articles and Clear Search', async () => {
    renderListing({ activeTag: { name: 'Kubernetes', slug: 'kubernetes' } });
    await type('nothing like this');
    expect(await screen.findByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Articles' })).toHaveAttribute(
      'href',
      '/blog',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(titles()).toHaveLength(4);
    expect(window.location.search).toBe('');
  });

  it('shows the empty state when the search fails (only logged)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderListing({}, { status: 500, body: { message: 'down' } });
    await type('azure');
    expect(await screen.findByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('[blog] search failed', expect.anything());
    error.mockRestore();
  });

  it('asks for more results while the provider has more', async () => {
    const many = Array.from({ length: 30 }, (_, i) => post(100 + i, `Azure note ${i}`, ['Azure']));
    const { client, calls } = fakeClient({
      'GET /api/blog/search': () => {
        const url = new URL(calls[calls.length - 1]!.url);
        const page = Number(url.searchParams.get('page'));
        const size = Number(url.searchParams.get('pageSize'));
        return { body: { posts: many.slice((page - 1) * size, page * size), total: many.length } };
      },
    });
    renderBlog(<BlogListing featured={[]} latest={posts} tags={TAGS} />, client);
    await type('azure note');
    await screen.findByText('30 articles found');
    expect(screen.getAllByTestId('blog-card')).toHaveLength(24);
    fireEvent.click(screen.getByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(screen.getAllByTestId('blog-card')).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Show more results' })).not.toBeInTheDocument();
  });

  it('shows the skeleton while runtime data loads', () => {
    const { client } = fakeClient({});
    renderBlog(<BlogListing featured={[]} latest={[]} tags={[]} loading />, client);
    expect(screen.getByRole('status', { name: 'Loading articles' })).toBeInTheDocument();
    expect(screen.getAllByTestId('blog-card-skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByText('No articles found')).not.toBeInTheDocument();
  });

  it('loads the image of the first card at once and first, and every other lazily', () => {
    const loading = () =>
      screen.getAllByTestId('blog-card').map((card) => {
        const img = card.querySelector('img');
        return `${img?.getAttribute('loading')} ${img?.getAttribute('fetchpriority') ?? '-'}`;
      });
    const { unmount } = renderListing();
    expect(loading()).toEqual(['eager high', 'lazy -', 'lazy -', 'lazy -']);
    unmount();
    // Without featured posts the first of the latest leads the page.
    renderListing({ featured: [], latest: posts });
    expect(loading()).toEqual(['eager high', 'lazy -', 'lazy -', 'lazy -']);
  });

  it("gives a card without its own image the fallback of its post's id", () => {
    renderListing();
    const card = screen.getAllByTestId('blog-card')[1]!;
    expect(card.querySelector('img')).toHaveAttribute('src', FALLBACK_BLOG_IMAGES[2]);
  });

  it('ends with the newsletter band', () => {
    renderListing();
    expect(screen.getByTestId('newsletter-band')).toBeInTheDocument();
  });
});

describe('blog card', () => {
  beforeEach(() => prepareVisitor('rejected'));

  it('shows category, author, read time, excerpt, three tags and +N, a read link and copy link', () => {
    const { client } = fakeClient({});
    renderBlog(<BlogCard post={posts[2]} index={0} />, client);
    const card = screen.getByTestId('blog-card');
    expect(within(card).getByTestId('category-badge')).toHaveTextContent('AI');
    expect(card).toHaveTextContent('Sarah Mitchell · 1 min read');
    expect(card).toHaveTextContent('About rag with ai search');
    const tags = within(within(card).getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent?.replace('● ', ''))).toEqual([
      'AI',
      'Azure',
      'Search',
      '+2',
    ]);
    expect(
      within(card).getByRole('link', { name: 'Read more: RAG with AI Search' }),
    ).toHaveAttribute('href', '/blog/post-3');
    expect(within(card).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('uses the fallback image for its index and swaps a failing image for the stock photo', () => {
    const { client } = fakeClient({});
    const { container, rerender } = renderBlog(<BlogCard post={posts[0]} index={7} />, client);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', FALLBACK_BLOG_IMAGES[1]);
    act(() => {
      fireEvent.error(img);
    });
    expect(container.querySelector('img')).toHaveAttribute('src', STOCK_BLOG_PHOTO);
    rerender(<></>);
  });

  it('copies the absolute article address and confirms with Copied!', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const { client } = fakeClient({});
    renderBlog(<BlogCard post={posts[1]} index={0} />, client);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/blog/post-2`);
  });
});
