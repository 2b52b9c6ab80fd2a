import {
  matchPathsFile,
  redirectsFile,
  robotsTxt,
  rssChannel,
  rssItems,
  sitemapPages,
} from '../src/discovery';

describe('sitemapPages', () => {
  it('lists indexable pages only: no 404, redirects, token or test pages, nothing marked noindex', () => {
    const pages = sitemapPages({
      allSitePage: {
        nodes: [
          { path: '/' },
          { path: '/about' },
          { path: '/privacy-policy' },
          { path: '/blog/a-post', pageContext: {} },
          { path: '/blog/1', pageContext: { to: '/blog/a-post' } },
          { path: '/blog/slug/a-post', pageContext: { to: '/blog/a-post' } },
          { path: '/404' },
          { path: '/404.html' },
          { path: '/newsletter/verify/[...]' },
          { path: '/captcha-test' },
          { path: '/menu-diagnostics' },
          { path: '/dashboard' },
          { path: '/preview/' },
        ],
      },
      allPageSeo: {
        nodes: [
          { Path: '/privacy-policy', Indexable: false, IsActive: true },
          { Path: '/about/', Indexable: false, IsActive: false },
        ],
      },
    });
    expect(pages).toEqual([{ path: '/' }, { path: '/about' }, { path: '/blog/a-post' }]);
  });
});

describe('robotsTxt', () => {
  it('allows crawling and points to the sitemap index', () => {
    expect(robotsTxt('https://acme.example/')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /newsletter/\n\nSitemap: https://acme.example/sitemap-index.xml\n',
    );
  });
});

describe('rss', () => {
  const data = {
    siteSettings: { siteName: 'Acme Cloud', tagline: 'Cloud, done well' },
    allBlogPost: {
      nodes: [
        {
          Title: 'Post',
          Slug: 'post',
          excerptText: 'About it',
          PublishedOn: '2025-01-14T09:00:00.000Z',
          Author: 'Sam',
          category: 'Azure',
        },
      ],
    },
  };

  it('has one item per post with its absolute slug address', () => {
    expect(rssItems(data, 'https://acme.example/')).toEqual([
      {
        title: 'Post',
        description: 'About it',
        url: 'https://acme.example/blog/post',
        guid: 'https://acme.example/blog/post',
        date: '2025-01-14T09:00:00.000Z',
        author: 'Sam',
        categories: ['Azure'],
      },
    ]);
  });

  it('names the channel after the site', () => {
    expect(rssChannel(data, 'https://acme.example')).toEqual({
      title: 'Acme Cloud Blog',
      description: 'Cloud, done well',
      site_url: 'https://acme.example',
      feed_url: 'https://acme.example/rss.xml',
      language: 'en',
    });
  });
});

describe('redirectsFile', () => {
  it('maps each from path to its target and status', () => {
    expect(
      redirectsFile([
        { fromPath: '/blog/1', toPath: '/blog/a', isPermanent: true },
        { fromPath: '/old', toPath: '/new' },
      ]),
    ).toEqual({ '/blog/1': { to: '/blog/a', status: 301 }, '/old': { to: '/new', status: 302 } });
  });

  it('writes the same file for the same redirects, whatever order the build made them in', () => {
    const one = { fromPath: '/blog/2', toPath: '/blog/b', isPermanent: true };
    const two = { fromPath: '/blog/10', toPath: '/blog/c', isPermanent: true };
    expect(JSON.stringify(redirectsFile([one, two]))).toBe(
      JSON.stringify(redirectsFile([two, one])),
    );
  });
});

describe('matchPathsFile', () => {
  it('lists the client-only routes, most specific first', () => {
    expect(
      matchPathsFile([
        { path: '/' },
        { path: '/newsletter/verify/[token]/', matchPath: '/newsletter/verify/:token' },
        { path: '/app/', matchPath: '/app/*' },
      ]),
    ).toEqual([
      { matchPath: '/newsletter/verify/:token', path: '/newsletter/verify/[token]/' },
      { matchPath: '/app/*', path: '/app/' },
    ]);
  });
});
