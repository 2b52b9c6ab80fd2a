import { render } from '@testing-library/react';
import type { HeadProps } from 'gatsby';
import { Head } from '../../../src/templates/blog-post';
import { setStaticQueryData } from '../../utils/gatsby-mock';

type Data = Queries.BlogPostPageQuery;
type Post = NonNullable<Data['blogPost']>;

const post = {
  Id: 3,
  Title: 'Bicep modules that scale',
  Slug: 'bicep-modules-that-scale',
  Author: 'Priya Raman',
  ImageUrl: null,
  FeaturedImagePath: null,
  SeoTitle: null,
  SeoDescription: null,
  Tags: [],
  html: '<p>Body</p>',
  category: 'Bicep',
  excerptText: 'How modules keep a platform tidy.',
  readTimeMinutes: 3,
  publishedLong: 'March 4, 2025',
  publishedIso: '2025-03-04T09:00:00.000Z',
  UpdatedOn: null,
  featuredImageFile: null,
  imagePosition: null,
  related: [],
} satisfies Post;

function renderHead(fields: Partial<Post>) {
  setStaticQueryData({
    allPageSeo: { nodes: [] },
    siteSettings: { siteName: 'Cloud Consulting' },
    site: { siteMetadata: { siteUrl: 'https://example.com' } },
  });
  const data: Data = {
    blogPost: { ...post, ...fields },
    siteSettings: { siteName: 'Cloud Consulting' },
    site: { siteMetadata: { siteUrl: 'https://example.com' } },
  };
  const props = { data, location: { pathname: `/blog/${post.Slug}/` } } as HeadProps<Data>;
  render(<Head {...props} />);
  return {
    title: document.querySelector('title')?.textContent,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
  };
}

/** The head's og:image and its JSON-LD blocks by type. */
function sharedData(fields: Partial<Post>) {
  renderHead(fields);
  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.innerHTML) as Record<string, unknown> & { '@type': string },
  );
  return {
    ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
    article: blocks.find((block) => block['@type'] === 'BlogPosting'),
    breadcrumbs: blocks.find((block) => block['@type'] === 'BreadcrumbList'),
  };
}

describe('the article head', () => {
  it('uses the post title and excerpt when the post has no SEO fields', () => {
    expect(renderHead({})).toEqual({
      title: 'Bicep modules that scale | Cloud Consulting',
      description: 'How modules keep a platform tidy.',
    });
  });

  it("uses the editor's SEO title and description when set", () => {
    expect(
      renderHead({ SeoTitle: 'Bicep modules at scale', SeoDescription: 'Five module habits.' }),
    ).toEqual({
      title: 'Bicep modules at scale | Cloud Consulting',
      description: 'Five module habits.',
    });
  });

  it("shares the post's own image and dates the article at its last public change", () => {
    const { ogImage, article, breadcrumbs } = sharedData({
      ImageUrl: '/uploads/images/blog/bicep.jpg',
      UpdatedOn: '2026-02-10T12:00:00.000Z',
    });
    expect(ogImage).toBe('https://example.com/uploads/images/blog/bicep.jpg');
    expect(article).toMatchObject({
      image: 'https://example.com/uploads/images/blog/bicep.jpg',
      datePublished: '2025-03-04T09:00:00.000Z',
      dateModified: '2026-02-10T12:00:00.000Z',
      author: { '@type': 'Person', name: 'Priya Raman', url: 'https://example.com/about' },
    });
    expect(breadcrumbs).toMatchObject({
      itemListElement: [
        { position: 1, item: 'https://example.com/' },
        { position: 2, item: 'https://example.com/blog' },
        { position: 3, name: 'Bicep modules that scale' },
      ],
    });
  });

  it('shares the default image when the post has none', () => {
    expect(sharedData({}).ogImage).toBe('https://example.com/images/default-og-share.png');
  });
});
