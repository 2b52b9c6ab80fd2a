import { act, fireEvent, screen, within } from '@testing-library/react';
import { BlogListing } from '../../../src/components/blog/blog-listing';
import { BlogCard } from '../../../src/components/blog/blog-card';
import { STOCK_BLOG_PHOTO } from '../../../src/components/blog/blog-image';
import { toCardPost, type CardPost } from '../../../src/components/blog/card-post';
import { FALLBACK_BLOG_IMAGES } from '@cloud-consulting/domain/blog';
import { fakeClient } from '../support/shell';
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
const chip = (name: RegExp | string) =>
  within(screen.getByRole('group', { name: 'Filter by tag' })).getByRole('button', { name });

function renderListing(list = posts) {
  const { client } = fakeClient({});
  return renderBlog(<BlogListing posts={list} />, client);
}

describe('blog listing', () => {
  beforeEach(() => {
    prepareVisitor('rejected');
    window.history.replaceState(null, '', '/blog');
  });

  it('offers All Tags and every tag with its post count, most used first', () => {
    renderListing();
    const chips = within(screen.getByRole('group', { name: 'Filter by tag' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(chips.slice(0, 2)).toEqual(['All Tags', 'Azure (3)']);
    expect(chips).toContain('Kubernetes (1)');
    expect(chip('All Tags')).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts featured posts under Featured Articles and the rest under Latest Articles', () => {
    renderListing();
    const featured = screen.getByRole('region', { name: 'Featured Articles' });
    const latest = screen.getByRole('region', { name: 'Latest Articles' });
    expect(within(featured).getAllByTestId('blog-card')).toHaveLength(1);
    expect(within(latest).getAllByTestId('blog-card')).toHaveLength(3);
  });

  it('searches title, excerpt and tag names case-insensitively, instantly, and keeps it in the address', () => {
    renderListing();
    fireEvent.change(search(), { target: { value: 'KUBER' } });
    expect(titles()).toEqual(['Cost optimization for AKS']);
    expect(window.location.search).toBe('?q=KUBER');
    fireEvent.change(search(), { target: { value: 'about rag' } });
    expect(titles()).toEqual(['RAG with AI Search']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search box' }));
    expect(titles()).toHaveLength(4);
    expect(window.location.search).toBe('');
  });

  it('combines the tag and the search with AND; clicking the active tag returns to all', () => {
    renderListing();
    fireEvent.click(chip('Azure (3)'));
    expect(titles()).toHaveLength(3);
    expect(window.location.search).toBe('?tag=Azure');
    fireEvent.change(search(), { target: { value: 'oidc' } });
    expect(titles()).toEqual(['GitHub Actions with OIDC']);
    fireEvent.click(chip('Azure (3)'));
    expect(chip('All Tags')).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toEqual(['GitHub Actions with OIDC']);
  });

  it('reads a shared filtered address on load', () => {
    window.history.replaceState(null, '', '/blog?q=landing&tag=Security');
    renderListing();
    expect(search()).toHaveValue('landing');
    expect(titles()).toEqual(['Landing zones']);
  });

  it('shows the empty state with View All Articles and Clear Search', () => {
    renderListing();
    fireEvent.click(chip('Kubernetes (1)'));
    fireEvent.change(search(), { target: { value: 'nothing like this' } });
    expect(screen.getByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(titles()).toEqual(['Cost optimization for AKS']);
    fireEvent.change(search(), { target: { value: 'nothing like this' } });
    fireEvent.click(screen.getByRole('button', { name: 'View All Articles' }));
    expect(titles()).toHaveLength(4);
    expect(window.location.search).toBe('');
  });

  it('shows the skeleton while runtime data loads', () => {
    const { client } = fakeClient({});
    renderBlog(<BlogListing posts={[]} loading />, client);
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
    renderListing(posts.map((p) => ({ ...p, Featured: false })));
    expect(loading()).toEqual(['eager high', 'lazy -', 'lazy -', 'lazy -']);
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
