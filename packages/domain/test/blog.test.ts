import {
  ARTICLE_NOT_FOUND_PAGES,
  articleHead,
  articleStructuredData,
  blogPostPath,
  bookmarkToast,
  cardTags,
  fallbackBlogImage,
  filterPosts,
  isArticleNotFoundPage,
  likeToast,
  normaliseBlogList,
  parseBlogIdentifier,
  postAuthor,
  previewAddressOf,
  previewBanner,
  previewPagePath,
  postCategory,
  postExcerpt,
  ownPostImage,
  postImage,
  readTimeLabel,
  countOf,
  countWord,
  readTimeMinutes,
  relatedPosts,
  relatedPostsOfAll,
  relativeTime,
  splitFeatured,
  tagName,
  type BlogPost,
  stripMarkup,
  TAG_PALETTE,
  tagColor,
  tagColorIndex,
  tagCounts,
  toggleTag,
} from '@cloud-consulting/domain/blog';
import { buildPost, words } from './fixtures';

describe('post display fields', () => {
  it.each([
    [buildPost({ Tags: [{ TagName: 'DevOps' }, { Name: 'Azure' }] }), undefined, 'DevOps'],
    [buildPost({ Tags: [{ Name: 'AI' }] }), undefined, 'AI'],
    [buildPost({ Tags: [] }), undefined, 'General'],
    [buildPost({ Tags: null }), 'Technology', 'Technology'],
    [buildPost({ Tags: [{ TagName: '  ' }] }), undefined, 'General'],
    [buildPost({ Tags: [{ Color: '#fff' }] }), undefined, 'General'],
  ])('category of %j is %p', (post, fallback, expected) => {
    expect(postCategory(post, fallback)).toBe(expected);
  });

  it('defaults the author to Expert Team', () => {
    expect(postAuthor(buildPost({ Author: null }))).toBe('Expert Team');
    expect(postAuthor(buildPost({ Author: '  ' }))).toBe('Expert Team');
    expect(postAuthor(buildPost({ Author: 'Dana' }))).toBe('Dana');
  });

  it('strips markdown and HTML', () => {
    const md =
      '# Title\n\n> quote\n- item **bold** _it_ `code`\n1. step [link](http://x.io) ![alt](a.png)\n```js\nconst x = 1;\n```\n<p>html</p>';
    expect(stripMarkup(md)).toBe('Title quote item bold it code step link alt html');
  });

  it('uses the post excerpt when given', () => {
    expect(postExcerpt(buildPost({ Excerpt: ' Own excerpt ' }))).toBe('Own excerpt');
  });

  it('cuts content to 150 characters plus an ellipsis', () => {
    const content = `**${'a'.repeat(100)}** ${'b'.repeat(100)}`;
    const excerpt = postExcerpt(buildPost({ Content: content }));
    expect(excerpt).toBe(`${'a'.repeat(100)} ${'b'.repeat(49)}...`);
  });

  it('does not add an ellipsis to short content', () => {
    expect(postExcerpt(buildPost({ Content: 'Short *post*.' }))).toBe('Short post.');
    expect(postExcerpt(buildPost({ Content: null }))).toBe('');
  });

  it.each([
    ['', 0],
    [words(1), 1],
    [words(200), 1],
    [words(201), 2],
    [words(1000), 5],
  ])('read time of a text is rounded up', (content, minutes) => {
    expect(readTimeMinutes(content)).toBe(minutes);
  });

  it('labels the read time', () => {
    expect(readTimeLabel(words(450))).toBe('3 min read');
    expect(readTimeMinutes(null)).toBe(0);
  });
});

describe('relative time', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');
  it.each([
    ['2026-11-23T11:59:30.000Z', 'just now'],
    ['2026-11-23T12:05:00.000Z', 'just now'],
    ['2026-11-23T11:59:00.000Z', '1 minute ago'],
    ['2026-11-23T11:15:00.000Z', '45 minutes ago'],
    ['2026-11-23T11:00:00.000Z', '1 hour ago'],
    ['2026-11-23T01:00:00.000Z', '11 hours ago'],
    ['2026-11-22T12:00:00.000Z', '1 day ago'],
    ['2026-11-16T12:00:01.000Z', '6 days ago'],
    ['2026-11-16T12:00:00.000Z', new Date('2026-11-16T12:00:00.000Z').toLocaleDateString('en-US')],
    ['not a date', ''],
  ])('%s is %p', (date, expected) => {
    expect(relativeTime(date, now)).toBe(expected);
  });

  it('accepts a Date', () => {
    expect(relativeTime(new Date('2026-11-23T10:00:00.000Z'), now)).toBe('2 hours ago');
  });
});

describe('tags', () => {
  it('hashes a name to the same palette colour, ignoring case', () => {
    expect(TAG_PALETTE).toHaveLength(8);
    expect(tagColorIndex('Azure')).toBe(tagColorIndex('azure'));
    const indexes = new Set(
      ['Azure', 'AI', 'DevOps', 'Data', 'Security', 'Cloud', 'ML', 'Power BI', 'AKS', 'Go'].map(
        tagColorIndex,
      ),
    );
    indexes.forEach((i) => expect(i).toBeGreaterThanOrEqual(0));
    indexes.forEach((i) => expect(i).toBeLessThan(8));
    expect(indexes.size).toBeGreaterThan(1);
  });

  it("prefers the server's colour", () => {
    expect(tagColor({ TagName: 'Azure', Color: '#123456' })).toBe('#123456');
    expect(tagColor({ TagName: 'Azure', Color: null })).toBe(TAG_PALETTE[tagColorIndex('Azure')]);
    // Only a hex colour can be checked for contrast: anything else gets the palette's.
    expect(tagColor({ TagName: 'Azure', Color: 'tomato' })).toBe(
      TAG_PALETTE[tagColorIndex('Azure')],
    );
  });

  it.each([
    [['a', 'b'], ['a', 'b'], null],
    [['a', 'b', 'c'], ['a', 'b', 'c'], null],
    [['a', 'b', 'c', 'd', 'e'], ['a', 'b', 'c'], '+2'],
  ])('card tags of %j', (names, shown, more) => {
    expect(cardTags(buildPost({ Tags: names.map((TagName) => ({ TagName })) }))).toEqual({
      shown,
      more,
    });
  });

  it('counts tags once per post, most used first', () => {
    const posts = [
      buildPost({ Tags: [{ TagName: 'Azure' }, { TagName: 'Azure' }, { TagName: 'AI' }] }),
      buildPost({ Tags: [{ TagName: 'AI' }] }),
      buildPost({ Tags: [{ TagName: 'Data' }] }),
    ];
    expect(tagCounts(posts)).toEqual([
      { name: 'AI', count: 2 },
      { name: 'Azure', count: 1 },
      { name: 'Data', count: 1 },
    ]);
  });

  it('toggles the active tag back to all', () => {
    expect(toggleTag(null, 'AI')).toBe('AI');
    expect(toggleTag('AI', 'AI')).toBeNull();
    expect(toggleTag('AI', 'Data')).toBe('Data');
  });
});

describe('search and filters', () => {
  const posts = [
    buildPost({ Id: 1, Title: 'Azure Landing Zones', Tags: [{ TagName: 'Azure' }] }),
    buildPost({
      Id: 2,
      Title: 'Prompt basics',
      Excerpt: 'Working with AZURE OpenAI',
      Tags: [{ TagName: 'AI' }],
    }),
    buildPost({ Id: 3, Title: 'Pipelines', Content: 'azure devops', Tags: [{ Name: 'DevOps' }] }),
  ];
  const ids = (list: { Id: number }[]) => list.map((p) => p.Id);

  it.each([
    ['', null, [1, 2, 3]],
    ['azure', null, [1, 2, 3]],
    ['AZURE', 'ai', [2]],
    ['devops', null, [3]],
    ['landing', 'DevOps', []],
    ['  ', 'Azure', [1]],
    ['nothing', null, []],
  ])('query %p with tag %p gives %j', (query, tag, expected) => {
    expect(ids(filterPosts(posts, query, tag))).toEqual(expected);
  });

  it('searches posts without a title', () => {
    const untitled = buildPost({ Title: null as unknown as string, Tags: [{ TagName: 'Azure' }] });
    expect(filterPosts([untitled], 'azure', null)).toHaveLength(1);
  });

  it('splits featured from latest', () => {
    const list = [
      buildPost({ Id: 1, Featured: true }),
      buildPost({ Id: 2, Featured: null }),
      buildPost({ Id: 3 }),
    ];
    const { featured, latest } = splitFeatured(list);
    expect(ids(featured)).toEqual([1]);
    expect(ids(latest)).toEqual([2, 3]);
  });

  it('picks up to three related posts: shared tags first, then nearest in time, never itself or inactive', () => {
    const current = buildPost({
      Id: 1,
      Tags: [{ TagName: 'Azure' }, { TagName: 'AI' }],
      PublishedOn: '2026-06-01',
    });
    const list = [
      current,
      buildPost({ Id: 2, Tags: [{ TagName: 'Data' }], PublishedOn: '2026-11-20' }),
      buildPost({ Id: 3, Tags: [{ TagName: 'azure' }], PublishedOn: '2026-10-01' }),
      buildPost({
        Id: 4,
        Tags: [{ TagName: 'Azure' }, { TagName: 'AI' }],
        PublishedOn: '2026-01-01',
      }),
      buildPost({ Id: 5, Tags: [{ TagName: 'AI' }], IsActive: false }),
      buildPost({ Id: 6, Tags: null, PublishedOn: null }),
      buildPost({ Id: 7, Tags: [{ TagName: 'AI' }], PublishedOn: '2026-05-20' }),
    ];
    // 4 shares two tags; 7 and 3 one each, 7 nearer to June; 2 and 6 share none.
    expect(ids(relatedPosts(current, list))).toEqual([4, 7, 3]);
  });

  it('among posts sharing as many tags, prefers the nearest in time, then the newer', () => {
    const current = buildPost({ Id: 1, Tags: [{ TagName: 'Azure' }], PublishedOn: '2026-06-10' });
    const list = [
      current,
      buildPost({ Id: 2, Tags: [{ TagName: 'Azure' }], PublishedOn: '2026-11-01' }),
      buildPost({ Id: 3, Tags: [{ TagName: 'Azure' }], PublishedOn: '2026-06-01' }),
      buildPost({ Id: 4, Tags: [{ TagName: 'Azure' }], PublishedOn: '2026-06-19' }),
      buildPost({ Id: 5, Tags: [{ TagName: 'Azure' }], PublishedOn: '2026-06-12' }),
    ];
    // 5 is 2 days away; 3 and 4 nine days each, 4 the newer; 2 months away.
    expect(ids(relatedPosts(current, list))).toEqual([5, 4, 3]);
  });

  it('links each post from a few others, not the newest from every article', () => {
    // One tag on every post, one post a day: newest-first made the three newest everyone's.
    const posts = Array.from({ length: 200 }, (_, i) =>
      buildPost({
        Id: i + 1,
        Tags: [{ TagName: 'Azure' }],
        PublishedOn: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      }),
    );
    const shownOn = new Map<number, number>();
    for (const related of relatedPostsOfAll(posts).values()) {
      for (const post of related) shownOn.set(post.Id, (shownOn.get(post.Id) ?? 0) + 1);
    }
    expect(Math.max(...shownOn.values())).toBeLessThanOrEqual(6);
    expect(shownOn.get(200)).toBeLessThanOrEqual(6);
  });

  it('ranks every post of a large blog as a full sort would: ties keep the list order', () => {
    // A reference that sorts every candidate, as the rule reads.
    const byFullSort = (current: BlogPost, posts: BlogPost[]) => {
      const tags = new Set((current.Tags ?? []).map((t) => tagName(t).toLowerCase()));
      return posts
        .filter((p) => p.Id !== current.Id && p.IsActive !== false)
        .map((p) => {
          const time = Date.parse(p.PublishedOn ?? '') || 0;
          return {
            p,
            shared: (p.Tags ?? []).map(tagName).filter((n) => n && tags.has(n.toLowerCase()))
              .length,
            distance: Math.abs(time - (Date.parse(current.PublishedOn ?? '') || 0)),
            time,
          };
        })
        .sort((a, b) => b.shared - a.shared || a.distance - b.distance || b.time - a.time)
        .slice(0, 3)
        .map(({ p }) => p.Id);
    };
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const names = ['Azure', 'azure', 'AI', 'Data', 'DevOps', 'Security'];
    const posts = Array.from({ length: 300 }, (_, i) =>
      buildPost({
        Id: i + 1,
        IsActive: random(10) > 0,
        // Few dates and tags, so ties are common.
        PublishedOn: random(4) === 0 ? null : `2026-0${1 + random(3)}-01`,
        Tags: Array.from({ length: random(4) }, () => ({ TagName: names[random(names.length)]! })),
      }),
    );
    const all = relatedPostsOfAll(posts);
    for (const current of posts) {
      const expected = byFullSort(current, posts);
      expect(ids(all.get(current.Id)!)).toEqual(expected);
      expect(ids(relatedPosts(current, posts))).toEqual(expected);
    }
  });

  it.each([
    [[buildPost({ Id: 1 }), buildPost({ Id: 2, IsActive: false })], [1]],
    [{ posts: [buildPost({ Id: 3 })] }, [3]],
    [{ items: [] }, []],
    [null, []],
    ['oops', []],
  ])('normalises the list response %#', (response, expected) => {
    expect(ids(normaliseBlogList(response))).toEqual(expected);
  });
});

describe('preview addresses', () => {
  it('writes the signed address into the preview page query and reads it back', () => {
    const address = { post: 7, exp: 1_900_000_000, sig: 'ab-_Zx9' };
    const path = previewPagePath(address);
    expect(path).toBe('/preview/?post=7&exp=1900000000&sig=ab-_Zx9');
    expect(previewAddressOf(path.slice(path.indexOf('?')))).toEqual(address);
  });

  it('says what the post is and who can see it', () => {
    expect(previewBanner('draft', null)).toBe(
      'Preview: this post is a draft. Only people with this link can see this page.',
    );
    expect(previewBanner('scheduled', '2027-02-09T16:00:00.000Z')).toBe(
      'Preview: this post is scheduled for 2027-02-09 16:00 UTC. Only people with this link can see this page.',
    );
    expect(previewBanner('scheduled', 'not a date')).toMatch(/is a draft\./);
    expect(previewBanner('published', '2020-01-01T00:00:00Z')).toMatch(/is published\./);
    expect(previewBanner('archived', null)).toMatch(/is archived\./);
  });

  it('refuses a query with a part missing or malformed', () => {
    expect(previewAddressOf('')).toBeNull();
    expect(previewAddressOf('?post=7&exp=1900000000')).toBeNull();
    expect(previewAddressOf('?post=0&exp=1&sig=a')).toBeNull();
    expect(previewAddressOf('?post=1.5&exp=1&sig=a')).toBeNull();
    expect(previewAddressOf('?post=7&exp=-1&sig=a')).toBeNull();
    expect(previewAddressOf('?post=7&exp=1&sig=a%20b')).toBeNull();
  });
});

describe('addresses and images', () => {
  it('links by slug and reads ids or slugs from the route', () => {
    expect(blogPostPath({ Slug: 'moving-to-azure' })).toBe('/blog/moving-to-azure');
    expect(parseBlogIdentifier('42')).toEqual({ id: 42 });
    expect(parseBlogIdentifier('moving-to-azure')).toEqual({ slug: 'moving-to-azure' });
    expect(parseBlogIdentifier(' ')).toBeNull();
    expect(parseBlogIdentifier(undefined)).toBeNull();
  });

  it('answers "not found" for the two article address families, not for listing pages', () => {
    // A matchPath segment ':x' takes one segment, as Gatsby and the site server read it.
    const matched = (address: string) =>
      ARTICLE_NOT_FOUND_PAGES.filter((page) =>
        new RegExp(`^${page.matchPath.replace(/:[^/]+/g, '[^/]+')}/?$`).test(address),
      ).map((page) => page.path);
    expect(matched('/blog/no-such-slug')).toEqual(['/blog/__not-found']);
    expect(matched('/blog/99999')).toEqual(['/blog/__not-found']);
    expect(matched('/blog/slug/no-such-slug')).toEqual(['/blog/slug/__not-found']);
    for (const listing of ['/blog', '/blog/page/2', '/blog/tag/azure', '/blog/tag/azure/page/2']) {
      expect(matched(listing)).toEqual([]);
    }
    expect(matched('/blog/a/b/c')).toEqual([]);
  });

  it('knows the article "not found" pages by path, with or without the trailing slash', () => {
    expect(isArticleNotFoundPage('/blog/__not-found')).toBe(true);
    expect(isArticleNotFoundPage('/blog/slug/__not-found/')).toBe(true);
    expect(isArticleNotFoundPage('/blog/some-post')).toBe(false);
    expect(isArticleNotFoundPage('/newsletter/verify/[token]')).toBe(false);
  });

  it('cycles six fallback images by index', () => {
    expect(fallbackBlogImage(0)).toBe('/images/blog/fallback-1.jpg');
    expect(fallbackBlogImage(6)).toBe(fallbackBlogImage(0));
    expect(fallbackBlogImage(-1)).toBe('/images/blog/fallback-6.jpg');
  });

  it('prefers the image, then the featured image, then the fallback', () => {
    expect(postImage(buildPost({ ImageUrl: '/a.png', FeaturedImagePath: '/b.png' }), 0)).toBe(
      '/a.png',
    );
    expect(postImage(buildPost({ FeaturedImagePath: '/b.png' }), 0)).toBe('/b.png');
    expect(postImage(buildPost(), 7)).toBe('/images/blog/fallback-2.jpg');
  });

  it("takes a post's own image without the fallback, blank addresses counting as none", () => {
    expect(ownPostImage(buildPost({ ImageUrl: ' /a.jpg ', FeaturedImagePath: '/b.png' }))).toBe(
      '/a.jpg',
    );
    expect(ownPostImage(buildPost({ ImageUrl: '  ', FeaturedImagePath: '/b.png' }))).toBe('/b.png');
    expect(ownPostImage(buildPost({ ImageUrl: null, FeaturedImagePath: '' }))).toBeNull();
  });

  it('builds the article structured data', () => {
    const data = articleStructuredData(buildPost({ Author: null }), {
      siteUrl: 'https://site.example/',
      siteName: 'CloudForge',
      pageUrl: 'https://site.example/blog/moving-to-azure',
      imageUrl: 'https://site.example/a.png',
    });
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Moving to Azure',
      datePublished: '2026-11-01T10:00:00.000Z',
      dateModified: '2026-11-01T10:00:00.000Z',
      author: { name: 'Expert Team' },
      image: 'https://site.example/a.png',
      publisher: { logo: { url: 'https://site.example/images/logo-512.png' } },
    });
    const noImage = articleStructuredData(buildPost({ PublishedOn: null }), {
      siteUrl: 'https://s.io',
      siteName: 'S',
      pageUrl: 'https://s.io/blog/x',
    });
    expect(noImage).not.toHaveProperty('image');
    expect(noImage.datePublished).toBeUndefined();
  });

  it("dates the article's modification at its last public change and links the author", () => {
    const data = articleStructuredData(
      buildPost({ PublishedOn: '2025-03-01T09:00:00.000Z', UpdatedOn: '2026-11-20T08:30:00.000Z' }),
      {
        siteUrl: 'https://site.example/',
        siteName: 'CloudForge',
        pageUrl: 'https://site.example/blog/x',
      },
    );
    expect(data).toMatchObject({
      datePublished: '2025-03-01T09:00:00.000Z',
      dateModified: '2026-11-20T08:30:00.000Z',
      author: { '@type': 'Person', name: 'Dana Smith', url: 'https://site.example/about' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://site.example/blog/x' },
    });
  });
});

describe('engagement toasts', () => {
  it.each([
    ['created', 'Post liked!', 'Post bookmarked!'],
    ['deleted', 'Like removed', 'Bookmark removed'],
    [undefined, 'Like removed', 'Bookmark removed'],
  ])('action %p', (action, like, bookmark) => {
    expect(likeToast(action)).toBe(like);
    expect(bookmarkToast(action)).toBe(bookmark);
  });
});

describe('counts', () => {
  it('uses the singular for one only', () => {
    expect(countOf(1, 'view')).toBe('1 view');
    expect(countOf(0, 'comment')).toBe('0 comments');
    expect(countOf(2, 'share')).toBe('2 shares');
    expect(countWord(3, 'reply', 'replies')).toBe('replies');
    expect(countWord(1, 'reply', 'replies')).toBe('reply');
  });
});

describe('articleHead', () => {
  it("uses the editor's SEO title and description when set, else the title and excerpt", () => {
    const post = { Title: 'Title', SeoTitle: null, SeoDescription: '  ' };
    expect(articleHead(post, 'Excerpt')).toEqual({ title: 'Title', description: 'Excerpt' });
    expect(
      articleHead({ ...post, SeoTitle: ' Search title ', SeoDescription: 'Search text' }, 'E'),
    ).toEqual({ title: 'Search title', description: 'Search text' });
  });
});
