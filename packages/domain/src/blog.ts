/** Blog derivations: what the list, cards and article show from the server's post fields. */
import { parseHexColor } from './contrast';
import {
  EXCERPT_LENGTH,
  FALLBACK_BLOG_IMAGE_COUNT,
  READ_TIME_WORDS_PER_MINUTE,
  RELATED_POSTS_LIMIT,
  TAGS_PER_CARD,
  TAG_PALETTE_SIZE,
} from './constants';
import { countWords } from './patterns';
import { articleModifiedOn } from './post-modified';

export interface BlogTag {
  TagName?: string;
  Name?: string;
  Color?: string | null;
}

export interface BlogPost {
  Id: number;
  Title: string;
  Slug: string;
  Content?: string | null;
  PublishedOn?: string | null;
  /** The last change readers see, or the publish date (post-modified.ts); absent in content/. */
  UpdatedOn?: string | null;
  Author?: string | null;
  IsActive?: boolean | null;
  Excerpt?: string | null;
  ImageUrl?: string | null;
  FeaturedImagePath?: string | null;
  Featured?: boolean | null;
  Tags?: BlogTag[] | null;
  /** The editor's title and description for search results; the title and excerpt otherwise. */
  SeoTitle?: string | null;
  SeoDescription?: string | null;
}

export const DEFAULT_AUTHOR = 'Expert Team';
export const DEFAULT_CATEGORY = 'General';
export const DEFAULT_ARTICLE_CATEGORY = 'Technology';

export const BLOG_MESSAGES = {
  noArticles: 'No articles found',
  viewAll: 'View All Articles',
  clearSearch: 'Clear Search',
  allTags: 'All Tags',
  featured: 'Featured Articles',
  latest: 'Latest Articles',
  errorHeading: 'Error Loading Article',
  backToBlog: 'Back to Blog',
  loadFailed: 'Failed to load blog post',
  notFound: 'Blog post not found',
  noIdentifier: 'No blog post identifier provided',
  contributingAuthor: 'Contributing Author',
  related: 'Related Articles',
  copied: 'Copied!',
} as const;

export const ENGAGEMENT_MESSAGES = {
  likeFailed: 'Failed to update like',
  bookmarkFailed: 'Failed to update bookmark',
  shareFailed: 'Failed to record share',
  liked: 'Post liked!',
  unliked: 'Like removed',
  bookmarked: 'Post bookmarked!',
  unbookmarked: 'Bookmark removed',
  shared: 'Share recorded!',
  statsFailed: 'Failed to fetch engagement stats',
  viewFailed: 'Failed to record view',
} as const;

/** A like or bookmark answer: 'created' means it was added; anything else means removed. */
/**
 * Likes of one post counted from one client address at most: a household or an office shares an
 * address, but new guest ids from one address cannot inflate a count beyond this.
 */
export const LIKES_COUNTED_PER_ADDRESS = 3;

export const isAdded = (action: string | null | undefined): boolean => action === 'created';

export const likeToast = (action: string | null | undefined): string =>
  isAdded(action) ? ENGAGEMENT_MESSAGES.liked : ENGAGEMENT_MESSAGES.unliked;
export const bookmarkToast = (action: string | null | undefined): string =>
  isAdded(action) ? ENGAGEMENT_MESSAGES.bookmarked : ENGAGEMENT_MESSAGES.unbookmarked;

export const tagName = (tag: BlogTag): string => (tag.TagName ?? tag.Name ?? '').trim();
const tagNames = (post: BlogPost): string[] => (post.Tags ?? []).map(tagName).filter(Boolean);

/** The card badge: the first tag, else 'General' (the article page passes 'Technology'). */
export function postCategory(post: BlogPost, fallback: string = DEFAULT_CATEGORY): string {
  return tagNames(post)[0] ?? fallback;
}

export const postAuthor = (post: BlogPost): string => post.Author?.trim() || DEFAULT_AUTHOR;

/** Markdown and HTML reduced to the words a reader sees. */
export function stripMarkup(content: string): string {
  return content
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The card text: the post's own excerpt, else the first 150 characters of the content without
 * markup, with an ellipsis when the text was cut.
 */
export function postExcerpt(post: BlogPost): string {
  const own = post.Excerpt?.trim();
  if (own) return own;
  const text = stripMarkup(post.Content ?? '');
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}...` : text;
}

/** Minutes to read at 200 words a minute, rounded up. */
export const readTimeMinutes = (content: string | null | undefined): number =>
  Math.ceil(countWords(stripMarkup(content ?? '')) / READ_TIME_WORDS_PER_MINUTE);

export const readTimeLabel = (content: string | null | undefined): string =>
  `${readTimeMinutes(content)} min read`;

/** The word for n things: the singular for one ('1 view', '2 views', '0 comments'). */
export const countWord = (n: number, singular: string, plural = `${singular}s`): string =>
  n === 1 ? singular : plural;

/** 'N things', the singular for one. */
export const countOf = (n: number, singular: string, plural?: string): string =>
  `${n} ${countWord(n, singular, plural)}`;

const plural = (n: number, unit: string) => `${countOf(n, unit)} ago`;

/** 'just now', 'N minutes ago', 'N hours ago', 'N days ago' under a week, then a local date. */
export function relativeTime(value: string | Date, now: Date, locale = 'en-US'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const seconds = Math.floor((now.getTime() - date.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 7) return plural(days, 'day');
  return date.toLocaleDateString(locale);
}

/** Eight tag colours; a tag keeps its colour everywhere because it is hashed from the name. */
export const TAG_PALETTE: readonly string[] = [
  '#2563eb',
  '#7c3aed',
  '#db2777',
  '#dc2626',
  '#ea580c',
  '#16a34a',
  '#0891b2',
  '#4f46e5',
];

export function tagColorIndex(name: string): number {
  let hash = 0;
  for (const char of name.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return Math.abs(hash) % TAG_PALETTE_SIZE;
}

/** The server's colour when it gives a hex colour, else the palette colour for the name. */
export const tagColor = (tag: BlogTag): string => {
  const given = tag.Color?.trim() ?? '';
  return parseHexColor(given) ? given : TAG_PALETTE[tagColorIndex(tagName(tag))]!;
};

/** The chips on a card: the first three tags and a '+N' label for the rest. */
export function cardTags(post: BlogPost): { shown: string[]; more: string | null } {
  const names = tagNames(post);
  const rest = names.length - TAGS_PER_CARD;
  return { shown: names.slice(0, TAGS_PER_CARD), more: rest > 0 ? `+${rest}` : null };
}

/** Case-insensitive substring over title, excerpt and tag names; a blank query matches all. */
export function matchesSearch(post: BlogPost, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [post.Title, postExcerpt(post), ...tagNames(post)].some((text) =>
    (text ?? '').toLowerCase().includes(q),
  );
}

/** Search and tag filter combined with AND; a null tag means all tags. */
export function filterPosts(
  posts: readonly BlogPost[],
  query: string,
  tag: string | null,
): BlogPost[] {
  const wanted = tag?.toLowerCase();
  return posts.filter(
    (post) =>
      matchesSearch(post, query) &&
      (!wanted || tagNames(post).some((name) => name.toLowerCase() === wanted)),
  );
}

/** Clicking the active tag returns to all tags. */
export const toggleTag = (active: string | null, clicked: string): string | null =>
  active === clicked ? null : clicked;

/** Tag chips with post counts, most used first, then by name. */
export function tagCounts(posts: readonly BlogPost[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const post of posts) {
    for (const name of new Set(tagNames(post))) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

export function splitFeatured(posts: readonly BlogPost[]): {
  featured: BlogPost[];
  latest: BlogPost[];
} {
  return {
    featured: posts.filter((post) => post.Featured === true),
    latest: posts.filter((post) => post.Featured !== true),
  };
}

const publishedTime = (post: BlogPost) => Date.parse(post.PublishedOn ?? '') || 0;

/** A post with what ranking needs, worked out once. */
interface Rankable {
  post: BlogPost;
  /** Lower-cased tag names, repeats kept (each counts). */
  names: string[];
  nameSet: Set<string>;
  time: number;
}

const rankable = (post: BlogPost): Rankable => {
  const names = tagNames(post).map((name) => name.toLowerCase());
  return { post, names, nameSet: new Set(names), time: publishedTime(post) };
};

/** A candidate's standing against the current post. */
interface Standing {
  post: BlogPost;
  shared: number;
  /** How far apart the two were published, in milliseconds. */
  distance: number;
  time: number;
}

/** Whether `a` ranks before `b`: more shared tags, then nearer in time, then newer. */
const ranksBefore = (a: Standing, b: Standing): boolean =>
  a.shared !== b.shared
    ? a.shared > b.shared
    : a.distance !== b.distance
      ? a.distance < b.distance
      : a.time > b.time;

/**
 * The best RELATED_POSTS_LIMIT candidates for one post, in one pass: more shared tags first,
 * then the nearest in time, then newer, then the candidates' own order. No sort of the whole
 * list, so ranking every post of a large blog against every other stays quick.
 */
function topRelated(current: Rankable, candidates: readonly Rankable[]): BlogPost[] {
  const best: Standing[] = [];
  for (const candidate of candidates) {
    if (candidate.post.Id === current.post.Id || candidate.post.IsActive === false) continue;
    let shared = 0;
    for (const name of candidate.names) if (current.nameSet.has(name)) shared += 1;
    const standing: Standing = {
      post: candidate.post,
      shared,
      distance: Math.abs(candidate.time - current.time),
      time: candidate.time,
    };
    let at = best.length;
    while (at > 0 && ranksBefore(standing, best[at - 1]!)) at -= 1;
    if (at >= RELATED_POSTS_LIMIT) continue;
    best.splice(at, 0, standing);
    if (best.length > RELATED_POSTS_LIMIT) best.pop();
  }
  return best.map(({ post }) => post);
}

/**
 * Up to three other active posts: those sharing the most tags first, then those published
 * nearest to it. Shared tags are the strongest sign that a reader of one post wants the other;
 * among equals, the posts of the same time (a series' neighbours) rather than the newest, so
 * that every post is linked from a few others across the archive instead of the newest ones from
 * nearly every article, which also made an edit of a new post rebuild a hundred pages.
 */
export function relatedPosts(current: BlogPost, posts: readonly BlogPost[]): BlogPost[] {
  return topRelated(rankable(current), posts.map(rankable));
}

/** relatedPosts of every post, by post id, each post's tags and date read once. */
export function relatedPostsOfAll(posts: readonly BlogPost[]): Map<number, BlogPost[]> {
  const ranked = posts.map(rankable);
  return new Map(ranked.map((current) => [current.post.Id, topRelated(current, ranked)]));
}

/** The list endpoint answers a bare list or `{ posts }`; anything else is an empty list. */
export function normaliseBlogList(response: unknown): BlogPost[] {
  const list = Array.isArray(response)
    ? response
    : response &&
        typeof response === 'object' &&
        Array.isArray((response as { posts?: unknown }).posts)
      ? (response as { posts: unknown[] }).posts
      : [];
  return (list as BlogPost[]).filter((post) => post && post.IsActive !== false);
}

/** Article links always use the slug. */
export const blogPostPath = (post: Pick<BlogPost, 'Slug'>): string => `/blog/${post.Slug}`;

/** The site's page previewing a post in any status, by its signed address (post, exp, sig). */
export const PREVIEW_PAGE_PATH = '/preview/';

export interface PreviewAddress {
  post: number;
  exp: number;
  sig: string;
}

export const previewPagePath = ({ post, exp, sig }: PreviewAddress): string =>
  `${PREVIEW_PAGE_PATH}?${new URLSearchParams({ post: String(post), exp: String(exp), sig })}`;

export const PREVIEW_PAGE_MESSAGES = {
  title: 'Post preview',
  loading: 'Loading the preview',
  parts: 'Likes, comments and the lead forms join the article once it is published.',
  incomplete: 'This preview link is incomplete: open the preview again from the editor app.',
  failed: 'The preview could not be loaded',
} as const;

/**
 * What the preview page says above the article: the post's status, and who can see it. A
 * scheduled post names its instant in UTC, the same for every reader of the link.
 */
export function previewBanner(status: string, publishAt: string | null | undefined): string {
  const when = publishAt ? new Date(publishAt) : null;
  const instant =
    when && !Number.isNaN(when.getTime())
      ? `${when.toISOString().slice(0, 16).replace('T', ' ')} UTC`
      : null;
  const state =
    status === 'scheduled' && instant
      ? `scheduled for ${instant}`
      : status === 'published'
        ? 'published'
        : status === 'archived'
          ? 'archived'
          : 'a draft';
  return `Preview: this post is ${state}. Only people with this link can see this page.`;
}

/** The signed address in a preview page's query, or null when a part is missing or malformed. */
export function previewAddressOf(search: string): PreviewAddress | null {
  const query = new URLSearchParams(search);
  const post = Number(query.get('post'));
  const exp = Number(query.get('exp'));
  const sig = query.get('sig') ?? '';
  if (!Number.isInteger(post) || post < 1 || !Number.isInteger(exp) || exp < 0) return null;
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(sig)) return null;
  return { post, exp, sig };
}

/**
 * The article "not found" pages: built at paths no slug can take, one for each address family of
 * an article (/blog/{id or slug} and /blog/slug/{slug}), and answered with status 404 for every
 * such address that is no article and no redirect. Each matches a single segment, not /blog/*:
 * Gatsby lists every built page a pattern matches in match-paths.json, which every page loads, so
 * a wildcard would carry each listing page (/blog/page/N, /blog/tag/{slug}/…) into every page's
 * first load. A deeper unknown address (/blog/a/b/c) gets the site's 404 page.
 */
export const ARTICLE_NOT_FOUND_PATH = '/blog/__not-found';
export const ARTICLE_NOT_FOUND_PAGES: readonly { path: string; matchPath: string }[] = [
  { path: ARTICLE_NOT_FOUND_PATH, matchPath: '/blog/:slug' },
  { path: '/blog/slug/__not-found', matchPath: '/blog/slug/:slug' },
];

/** Whether a page path (with or without its trailing slash) is an article "not found" page. */
export function isArticleNotFoundPage(pagePath: string): boolean {
  const trimmed = pagePath.replace(/\/+$/, '');
  return ARTICLE_NOT_FOUND_PAGES.some((page) => page.path === trimmed);
}

/** A route parameter is a numeric id or a slug; an id address is replaced by the slug address. */
export function parseBlogIdentifier(
  param: string | null | undefined,
): { id: number } | { slug: string } | null {
  const value = (param ?? '').trim();
  if (!value) return null;
  return /^\d+$/.test(value) ? { id: Number(value) } : { slug: value };
}

/** The stock photo shown in place of a blog image that failed to load. */
export const STOCK_BLOG_PHOTO = '/images/blog/stock-photo.jpg';

/** Shown under an article's hero when its image failed and the stock photo stands in. */
export const STOCK_PHOTO_CAPTION = 'Illustrative stock photo';

/** Six static images cycled by index for posts without their own. */
export const FALLBACK_BLOG_IMAGES: readonly string[] = Array.from(
  { length: FALLBACK_BLOG_IMAGE_COUNT },
  (_, i) => `/images/blog/fallback-${i + 1}.jpg`,
);

export const fallbackBlogImage = (index: number): string =>
  FALLBACK_BLOG_IMAGES[
    ((index % FALLBACK_BLOG_IMAGE_COUNT) + FALLBACK_BLOG_IMAGE_COUNT) % FALLBACK_BLOG_IMAGE_COUNT
  ]!;

/** The image a post gives itself: its own image, else its featured image; null for none. */
export const ownPostImage = (post: BlogPost): string | null =>
  post.ImageUrl?.trim() || post.FeaturedImagePath?.trim() || null;

/** The post's image address: its own image, its featured image, else the cycled fallback. */
export const postImage = (post: BlogPost, index: number): string =>
  ownPostImage(post) ?? fallbackBlogImage(index);

/**
 * The article's title and description in the document head: the editor's SEO title and
 * description when set, else the post's title and its card text.
 */
export function articleHead(
  post: Pick<BlogPost, 'Title' | 'SeoTitle' | 'SeoDescription'>,
  excerpt: string,
): { title: string; description: string } {
  return {
    title: post.SeoTitle?.trim() || post.Title,
    description: post.SeoDescription?.trim() || excerpt,
  };
}

/** The article's structured data (schema.org BlogPosting) for the document head. */
/**
 * An author's page for search engines: the site has no page per author (the spec's routes), so
 * every author links to the About page, where the firm's consultants are presented.
 */
export const authorUrl = (siteUrl: string): string => `${siteUrl.replace(/\/+$/, '')}/about`;

export function articleStructuredData(
  post: BlogPost,
  site: { siteUrl: string; siteName: string; pageUrl: string; imageUrl?: string | null },
): Record<string, unknown> {
  const base = site.siteUrl.replace(/\/+$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.Title,
    datePublished: post.PublishedOn ?? undefined,
    dateModified: articleModifiedOn(post) ?? undefined,
    author: { '@type': 'Person', name: postAuthor(post), url: authorUrl(site.siteUrl) },
    url: site.pageUrl,
    mainEntityOfPage: { '@type': 'WebPage', '@id': site.pageUrl },
    ...(site.imageUrl ? { image: site.imageUrl } : {}),
    publisher: {
      '@type': 'Organization',
      name: site.siteName,
      logo: { '@type': 'ImageObject', url: `${base}/images/logo-512.png` },
    },
  };
}
