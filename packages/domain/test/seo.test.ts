import {
  DEFAULT_TWITTER_CARD,
  defaultSocialImage,
  findPageSeo,
  jsonLd,
  isShareableImage,
  pageMeta,
  pageTitle,
  robotsMeta,
  seoLookupPaths,
} from '@cloud-consulting/domain/seo';

describe('page metadata', () => {
  it.each([
    ['About', 'CloudForge', 'About | CloudForge'],
    ['  ', 'CloudForge', 'CloudForge'],
    [null, 'CloudForge', 'CloudForge'],
  ])('title %p on %p is %p', (title, site, expected) => {
    expect(pageTitle(title, site)).toBe(expected);
  });

  it.each([
    [true, true, 'index, follow'],
    [false, true, 'noindex, follow'],
    [true, false, 'index, nofollow'],
    [undefined, null, 'index, follow'],
  ])('robots %p %p is %p', (index, follow, expected) => {
    expect(robotsMeta(index, follow)).toBe(expected);
  });

  it('defaults the social image to 1200x630 under the site', () => {
    expect(defaultSocialImage('https://site.example/')).toEqual({
      url: 'https://site.example/images/default-og-share.png',
      width: 1200,
      height: 630,
    });
    expect(DEFAULT_TWITTER_CARD).toBe('summary_large_image');
  });

  it.each([
    ['/', ['/']],
    ['', ['/']],
    ['/about', ['/about']],
    ['/about/', ['/about/', '/about']],
  ])('looks %p up as %j', (path, expected) => {
    expect(seoLookupPaths(path)).toEqual(expected);
  });
});

describe('findPageSeo', () => {
  const records = [{ Path: '/' }, { Path: '/about' }, { Path: '/blog/' }];
  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/about/', '/about'],
    ['/blog/', '/blog/'],
    ['/missing', null],
  ])('%s -> %p', (path, expected) => {
    expect(findPageSeo(records, path)?.Path ?? null).toBe(expected);
  });
});

describe('pageMeta', () => {
  const site = { siteName: 'Acme Cloud', siteUrl: 'https://acme.example/' };

  it('uses the record: title format, robots, keywords, Open Graph, card, canonical, structured data', () => {
    const meta = pageMeta(
      {
        Path: '/about',
        Title: 'About Us',
        MetaDescription: 'Who we are',
        MetaKeywords: 'azure, training',
        Indexable: false,
        FollowLinks: true,
        OgTitle: 'About Acme',
        OgImageUrl: '/images/about.png',
        TwitterCard: 'summary',
        CanonicalUrl: 'https://acme.example/about-us',
        StructuredDataJson: '{"@type":"Organization"}',
      },
      { path: '/about' },
      site,
    );
    expect(meta).toEqual({
      title: 'About Us | Acme Cloud',
      description: 'Who we are',
      keywords: 'azure, training',
      robots: 'noindex, follow',
      canonical: 'https://acme.example/about-us',
      og: {
        title: 'About Acme',
        description: 'Who we are',
        image: 'https://acme.example/images/about.png',
        url: 'https://acme.example/about',
      },
      twitterCard: 'summary',
      structuredData: { '@type': 'Organization' },
    });
  });

  it('falls back to the page title, the default 1200x630 image and summary_large_image without a record', () => {
    const meta = pageMeta(null, { path: '/blog/x', title: 'Post', description: 'Body' }, site);
    expect(meta.title).toBe('Post | Acme Cloud');
    expect(meta.robots).toBe('index, follow');
    expect(meta.canonical).toBe('https://acme.example/blog/x');
    expect(meta.og).toEqual({
      title: 'Post',
      description: 'Body',
      image: 'https://acme.example/images/default-og-share.png',
      width: 1200,
      height: 630,
      url: 'https://acme.example/blog/x',
    });
    expect(meta.twitterCard).toBe('summary_large_image');
    expect(meta.structuredData).toBeNull();
  });

  it("shares the page's own image, absolute and without the default's size, unless the record names one", () => {
    const own = pageMeta(null, { path: '/blog/x', image: '/uploads/x.jpg' }, site);
    expect(own.og).toEqual({
      title: 'Acme Cloud',
      description: null,
      image: 'https://acme.example/uploads/x.jpg',
      url: 'https://acme.example/blog/x',
    });
    const external = pageMeta(null, { path: '/blog/x', image: 'https://cdn.example/x.jpg' }, site);
    expect(external.og.image).toBe('https://cdn.example/x.jpg');
    const record = pageMeta(
      { Path: '/blog/x', OgImageUrl: '/images/chosen.png' },
      { path: '/blog/x', image: '/uploads/x.jpg' },
      site,
    );
    expect(record.og.image).toBe('https://acme.example/images/chosen.png');
  });

  it('shares the default image instead of an SVG, which social networks do not show', () => {
    const meta = pageMeta(null, { path: '/blog/x', image: '/uploads/x.svg?v=2' }, site);
    expect(meta.og.image).toBe('https://acme.example/images/default-og-share.png');
    expect(isShareableImage('/a/b.SVG')).toBe(false);
    expect(isShareableImage('https://cdn.example/x.webp')).toBe(true);
  });

  it('ignores structured data that is not JSON', () => {
    expect(
      pageMeta({ Path: '/', StructuredDataJson: '{oops' }, { path: '/' }, site).structuredData,
    ).toBeNull();
  });

  it('uses the site name alone when nothing gives a title', () => {
    expect(pageMeta(null, { path: '/' }, site).title).toBe('Acme Cloud');
  });
});

describe('jsonLd', () => {
  it('cannot close its script element', () => {
    const out = jsonLd({ headline: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ headline: '</script><script>alert(1)</script>' });
  });
});
