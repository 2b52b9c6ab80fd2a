import { act, fireEvent, screen, within } from '@testing-library/react';
import { ArticleStatus } from '../../../src/components/blog/article-status';
import { ArticleView, STOCK_PHOTO_CAPTION } from '../../../src/components/blog/article-view';
import { STOCK_BLOG_PHOTO } from '../../../src/components/blog/blog-image';
import { CODE_COPY_CONFIRMATION_MS } from '@cloud-consulting/domain/constants';
import { buildProcessedImage } from '../../utils/fixtures-site';
import { fakeClient } from '../support/shell';
import { prepareVisitor, renderBlog } from './render-blog';
import { contrastRatio, parseHexColor } from '@cloud-consulting/domain/contrast';
import { theme } from '../../../src/theme';

// The lead forms have their own tests; here only where they sit and which source each carries.
jest.mock('../../../src/components/lead-forms/slots/blog-post-lead-form', () => ({
  BlogPostLeadForm: ({ source }: { source: string }) => (
    <div data-testid="lead-form-slot" data-source={source} />
  ),
}));
jest.mock('../../../src/components/lead-forms/slots/blog-sidebar-lead-form', () => ({
  BlogSidebarLeadForm: ({ source }: { source: string }) => (
    <div data-testid="lead-form-slot" data-source={source} />
  ),
}));

const article = {
  Id: 11,
  Title: 'Bicep modules that scale',
  Slug: 'bicep-modules-that-scale',
  Author: 'Priya Raman',
  ImageUrl: '/uploads/images/blog/devops.svg',
  FeaturedImagePath: null,
  Tags: [
    { Name: 'Bicep', Color: '#123456' },
    { Name: 'IaC', Color: null },
  ],
  html: '<p>Intro with <a href="https://learn.microsoft.com/x">docs</a>.</p><pre><code>az deployment group create</code></pre>',
  category: 'Bicep',
  readTimeMinutes: 6,
  publishedLong: 'March 4, 2025',
  publishedIso: '2025-03-04T09:00:00.000Z',
};
const related = [
  { Id: 12, Title: 'Landing zones', Slug: 'landing-zones', category: 'Azure', readTimeMinutes: 4 },
];

function renderArticle(
  post: Parameters<typeof ArticleView>[0]['post'] = article,
  relatedPosts: Parameters<typeof ArticleView>[0]['related'] = related,
) {
  prepareVisitor('rejected');
  const { client } = fakeClient({
    'GET /api/blog/11/engagements/stats': {
      body: {
        likes: 1,
        bookmarks: 0,
        comments: 0,
        views: 3,
        shares: 0,
        userLiked: false,
        userBookmarked: false,
      },
    },
    'GET /api/blog/11/comments': { body: [] },
    'GET /api/human-check': { body: { formToken: 't' } },
  });
  return renderBlog(
    <ArticleView post={post} related={relatedPosts} pageUrl="https://site.test/blog/bicep" />,
    client,
  );
}

describe('article page', () => {
  it('shows badge, title, Contributing Author, long date, read time and coloured hashtags', () => {
    renderArticle();
    expect(screen.getByRole('link', { name: '← Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getAllByTestId('category-badge')[0]).toHaveTextContent('Bicep');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bicep modules that scale');
    expect(screen.getByText('Contributing Author:')).toBeInTheDocument();
    expect(screen.getByText('March 4, 2025')).toHaveAttribute('datetime', article.publishedIso);
    expect(screen.getByText('6 min read')).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual(['#Bicep', '#IaC']);
    // The editor's colour on the light page (it reads well there), lightened for the dark one.
    expect(tags[0]).toHaveAttribute('data-mode-color');
    expect(tags[0]!.style.getPropertyValue('--mode-color-light')).toBe('#123456');
    const onDark = tags[0]!.style.getPropertyValue('--mode-color-dark');
    expect(onDark).not.toBe('#123456');
    expect(
      contrastRatio(
        parseHexColor(onDark)!,
        parseHexColor(theme.colors!.modes!.dark!.background as string)!,
      ),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('places both lead form slots with their sources, comments and related articles', () => {
    renderArticle();
    const slots = screen.getAllByTestId('lead-form-slot').map((s) => s.getAttribute('data-source'));
    expect(slots).toEqual(['blog-post-11', 'blog-sidebar-11']);
    expect(screen.getByTestId('comments')).toBeInTheDocument();
    const links = within(screen.getByTestId('related-articles')).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/blog/landing-zones');
    expect(links[0]).toHaveTextContent('Azure · 4 min read');
  });

  it('swaps a failing hero image for the stock photo with its caption', () => {
    renderArticle();
    const hero = screen.getByRole('img', { name: 'Bicep modules that scale' });
    expect(screen.queryByText(STOCK_PHOTO_CAPTION)).not.toBeInTheDocument();
    fireEvent.error(hero);
    expect(screen.getByRole('img', { name: 'Bicep modules that scale' })).toHaveAttribute(
      'src',
      STOCK_BLOG_PHOTO,
    );
    expect(screen.getByText(STOCK_PHOTO_CAPTION)).toBeInTheDocument();
  });

  it('shows the featured and related images the build processed as pictures, the featured one first in line', () => {
    const processed = (width: number, height: number) => ({
      childImageSharp: { gatsbyImageData: buildProcessedImage({ width, height }) },
    });
    renderArticle({ ...article, featuredImageFile: processed(1200, 675) }, [
      { ...related[0]!, featuredImageFile: processed(88, 60) },
    ]);
    const hero = screen.getByRole('img', { name: 'Bicep modules that scale' });
    expect(hero.closest('picture')?.querySelector('source[type="image/avif"]')).not.toBeNull();
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('loading', 'eager');
    const thumb = screen.getByTestId('related-articles').querySelector('picture img')!;
    expect(thumb.previousElementSibling).toHaveAttribute('type', 'image/webp');
    expect(thumb).toHaveAttribute('width', '88');
    expect(thumb).toHaveAttribute('loading', 'lazy');
  });

  it('adds a copy button to code blocks that says Copied! for 2 s, and opens external links in a new tab', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const writeText = jest.fn().mockResolvedValue(undefined);
      Object.assign(navigator, { clipboard: { writeText } });
      renderArticle();
      const button = screen.getByRole('button', { name: 'Copy code' });
      await act(async () => {
        fireEvent.click(button);
      });
      expect(writeText).toHaveBeenCalledWith('az deployment group create');
      expect(button).toHaveTextContent('Copied!');
      act(() => {
        jest.advanceTimersByTime(CODE_COPY_CONFIRMATION_MS);
      });
      expect(button).toHaveTextContent('Copy');
      expect(screen.getByRole('link', { name: 'docs' })).toHaveAttribute('target', '_blank');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('article states', () => {
  it('loading, error, not found and no identifier', () => {
    const { client } = fakeClient({});
    prepareVisitor('rejected');
    const { rerender } = renderBlog(<ArticleStatus problem={{ state: 'loading' }} />, client);
    expect(screen.getByTestId('article-skeleton')).toBeInTheDocument();
    rerender(<ArticleStatus problem={{ state: 'error', message: 'Failed to load blog post' }} />);
    expect(screen.getByRole('heading', { name: 'Error Loading Article' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load blog post')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    rerender(<ArticleStatus problem={{ state: 'not-found' }} />);
    expect(screen.getByRole('heading', { name: 'Blog post not found' })).toBeInTheDocument();
    rerender(<ArticleStatus problem={{ state: 'no-identifier' }} />);
    expect(
      screen.getByRole('heading', { name: 'No blog post identifier provided' }),
    ).toBeInTheDocument();
  });
});
