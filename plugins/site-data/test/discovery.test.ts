import {
  matchPathsFile,
  redirectsFile,
  robotsTxt,
  rssChannel,
  postGuid,
  rssItems,
  sitemapPages,
  tagFeeds,
  type FeedPost,
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
    expect(pages.map((page) => page.path)).toEqual(['/', '/about', '/blog/a-post']);
  });

  it("dates every page from its data: a post's last public change, a listing's newest post, a record's update", () => {
    const pages = sitemapPages(
      {
        allSitePage: {
          nodes: [
            { path: '/' },
            { path: '/about' },
            { path: '/blog', pageContext: { ids: [1, 2] } },
            { path: '/blog/tag/azure', pageContext: { ids: [1] } },
            { path: '/blog/first', pageContext: {} },
            { path: '/blog/second', pageContext: {} },
          ],
        },
        allPageSeo: {
          nodes: [{ Path: '/about', IsActive: true, UpdatedAt: '2026-03-03T00:00:00.000Z' }],
        },
        allBlogPost: {
          nodes: [
            {
              Id: 1,
              Slug: 'first',
              PublishedOn: '2025-01-01T00:00:00.000Z',
              UpdatedOn: '2026-06-01T00:00:00.000Z',
            },
            { Id: 2, Slug: 'second', PublishedOn: '2026-07-01T00:00:00.000Z', UpdatedOn: null },
          ],
        },
      },
      '2030-01-01T00:00:00.000Z',
    );
    expect(pages).toEqual([
      { path: '/', lastmod: '2026-07-01T00:00:00.000Z' },
      { path: '/about', lastmod: '2026-03-03T00:00:00.000Z' },
      { path: '/blog', lastmod: '2026-07-01T00:00:00.000Z' },
      { path: '/blog/first', lastmod: '2026-06-01T00:00:00.000Z' },
      { path: '/blog/second', lastmod: '2026-07-01T00:00:00.000Z' },
      { path: '/blog/tag/azure', lastmod: '2026-06-01T00:00:00.000Z' },
    ]);
  });

  it("uses the build's start only when the build read no date at all", () => {
    const pages = sitemapPages(
      { allSitePage: { nodes: [{ path: '/' }] }, allPageSeo: { nodes: [] } },
      '2030-01-01T00:00:00.000Z',
    );
    expect(pages).toEqual([{ path: '/', lastmod: '2030-01-01T00:00:00.000Z' }]);
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
  const post = (fields: Partial<FeedPost> & Pick<FeedPost, 'Id' | 'Slug'>): FeedPost => ({
    Title: 'Post',
    excerptText: 'About it',
    PublishedOn: '2025-01-14T09:00:00.000Z',
    Author: 'Sam',
    category: 'Azure',
    html: '<p>See <a href="/services">our services</a>.</p><img src="/uploads/a.png" alt="">',
    Tags: [{ Name: 'Azure' }],
    ...fields,
  });
  const data = {
    siteSettings: { siteName: 'Acme Cloud', tagline: 'Cloud, done well' },
    allBlogPost: { nodes: [post({ Id: 7, Slug: 'post' })] },
  };

  it('has one item per post: its address, full body with absolute links, tags and a stable guid', () => {
    expect(rssItems(data, 'https://acme.example/')).toEqual([
      {
        title: 'Post',
        description: 'About it',
        url: 'https://acme.example/blog/post',
        guid: postGuid(7, 'https://acme.example'),
        date: '2025-01-14T09:00:00.000Z',
        author: 'Sam',
        categories: ['Azure'],
        custom_elements: [
          {
            'content:encoded':
              '<p>See <a href="https://acme.example/services">our services</a>.</p><img src="https://acme.example/uploads/a.png" alt="">',
          },
        ],
      },
    ]);
  });

  it("keeps an item's guid when its slug changes, and differs per post and per site", () => {
    const renamed = { ...data, allBlogPost: { nodes: [post({ Id: 7, Slug: 'post-renamed' })] } };
    const [before] = rssItems(data, 'https://acme.example');
    const [after] = rssItems(renamed, 'https://acme.example');
    expect(after!.url).not.toBe(before!.url);
    expect(after!.guid).toBe(before!.guid);
    expect(before!.guid).toMatch(
      /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(postGuid(8, 'https://acme.example')).not.toBe(before!.guid);
    expect(postGuid(7, 'https://other.example')).not.toBe(before!.guid);
  });

  it('names the channel after the site and declares the full-content namespace', () => {
    expect(rssChannel(data, 'https://acme.example')).toEqual({
      title: 'Acme Cloud Blog',
      description: 'Cloud, done well',
      site_url: 'https://acme.example',
      feed_url: 'https://acme.example/rss.xml',
      language: 'en',
      custom_namespaces: { content: 'http://purl.org/rss/1.0/modules/content/' },
    });
  });

  it("gives each tag a feed beside its listing with exactly that tag's posts", () => {
    const tagged = {
      ...data,
      allBlogPost: {
        nodes: [
          post({ Id: 1, Slug: 'one', Tags: [{ Name: 'Azure' }, { Name: 'AI/ML' }] }),
          post({ Id: 2, Slug: 'two', Tags: [{ Name: 'DevOps' }] }),
          post({ Id: 3, Slug: 'three', Tags: [{ Name: 'Azure' }] }),
        ],
      },
    };
    const feeds = tagFeeds(tagged, 'https://acme.example');
    expect(
      feeds.map((feed) => [feed.path, feed.channel.feed_url, feed.items.map((i) => i.url)]),
    ).toEqual([
      [
        '/blog/tag/azure/rss.xml',
        'https://acme.example/blog/tag/azure/rss.xml',
        ['https://acme.example/blog/one', 'https://acme.example/blog/three'],
      ],
      [
        '/blog/tag/ai-ml/rss.xml',
        'https://acme.example/blog/tag/ai-ml/rss.xml',
        ['https://acme.example/blog/one'],
      ],
      [
        '/blog/tag/devops/rss.xml',
        'https://acme.example/blog/tag/devops/rss.xml',
        ['https://acme.example/blog/two'],
      ],
    ]);
    expect(feeds[0]!.channel.title).toBe('Acme Cloud Blog: Azure');
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
