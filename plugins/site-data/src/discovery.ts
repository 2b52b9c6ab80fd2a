/**
 * What search engines and feed readers get: the sitemap lists only indexable pages (no 404, no
 * redirect addresses, no token pages, nothing an SEO record marks noindex), each with the date
 * its data last changed (page-dates.ts), robots.txt points to it, and the RSS feeds (the blog's
 * and one per tag) carry every active post, newest first, with its full body and an id that
 * survives a change of its address.
 */
import { createHash } from 'node:crypto';
import { ARTICLE_NOT_FOUND_PAGES, blogPostPath } from '@cloud-consulting/domain/blog';
import {
  BLOG_FEED_PATH,
  hasTag,
  listingTags,
  tagFeedPath,
} from '@cloud-consulting/domain/blog-pages';
import { absoluteLinks } from '@cloud-consulting/domain/feed-links';
import {
  pageDates,
  type DatedPost,
  type DatedSeoRecord,
} from '@cloud-consulting/domain/page-dates';
import { findPageSeo } from '@cloud-consulting/domain/seo';

export interface SitemapQuery {
  allSitePage: {
    nodes: { path: string; pageContext?: { to?: string; ids?: number[] | null } | null }[];
  };
  allPageSeo: {
    nodes: (DatedSeoRecord & { Indexable?: boolean | null; IsActive?: boolean | null })[];
  };
  allBlogPost?: { nodes: DatedPost[] };
}

const NEVER_LISTED = [
  /^\/404/,
  /^\/dev-404-page/,
  /^\/newsletter\//,
  /^\/captcha-test/,
  /^\/menu-diagnostics/,
  /^\/dashboard/,
  /^\/preview/,
  ...ARTICLE_NOT_FOUND_PAGES.map((page) => new RegExp(`^${page.path}`)),
];

/**
 * The sitemap's pages with their lastmod: from the data each page shows; the build's own start
 * only when the build read no date at all (content/ without dates).
 */
export function sitemapPages(
  data: SitemapQuery,
  buildStarted: string = new Date().toISOString(),
): { path: string; lastmod: string }[] {
  const records = data.allPageSeo.nodes.filter((r) => r.IsActive !== false);
  const lastChange = pageDates(data.allBlogPost?.nodes ?? [], records);
  return data.allSitePage.nodes
    .filter((page) => !page.pageContext?.to)
    .filter((page) => !NEVER_LISTED.some((pattern) => pattern.test(page.path)))
    .filter((page) => findPageSeo(records, page.path)?.Indexable !== false)
    .map((page) => ({ path: page.path, lastmod: lastChange(page) ?? buildStarted }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /newsletter/\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap-index.xml\n`;
}

export interface FeedPost {
  Id: number;
  Title: string;
  Slug: string;
  excerptText: string;
  PublishedOn: string | null;
  Author: string;
  category: string;
  /** The body rendered at build time. */
  html: string;
  Tags: { Name: string }[];
}

export interface FeedQuery {
  siteSettings: { siteName: string; tagline: string } | null;
  allBlogPost: { nodes: FeedPost[] };
}

/** The posts of the feeds (the blog's and each tag's), newest first. */
export const FEED_QUERY = `{
  siteSettings { siteName tagline }
  allBlogPost(sort: { PublishedOn: DESC }) {
    nodes { Id Title Slug excerptText PublishedOn Author category html Tags { Name } }
  }
}`;

/** The namespace of RFC 4122 name-based ids made from a URL. */
const URL_NAMESPACE = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex');

/**
 * A post's feed id: a name-based UUID (RFC 4122 version 5) of the site and the post's id, so a
 * feed reader sees the same item after the slug changes, and another site's post never collides.
 */
export function postGuid(id: number, siteUrl: string): string {
  const name = `${siteUrl.replace(/\/+$/, '')}/blog/posts/${id}`;
  const hash = createHash('sha1').update(URL_NAMESPACE).update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Each post as a feed item: summary, full body with absolute links, tags, a stable guid. */
export function rssItems(data: Pick<FeedQuery, 'allBlogPost'>, siteUrl: string) {
  const base = siteUrl.replace(/\/+$/, '');
  return data.allBlogPost.nodes.map((post) => {
    const url = `${base}${blogPostPath(post)}`;
    const tags = post.Tags.map((tag) => tag.Name).filter(Boolean);
    return {
      title: post.Title,
      description: post.excerptText,
      url,
      guid: postGuid(post.Id, siteUrl),
      date: post.PublishedOn ?? undefined,
      author: post.Author,
      categories: tags.length > 0 ? tags : [post.category],
      custom_elements: [{ 'content:encoded': absoluteLinks(post.html, url) }],
    };
  });
}

/** The namespace of content:encoded, the element that carries an item's full body. */
const CONTENT_NAMESPACE = { content: 'http://purl.org/rss/1.0/modules/content/' };

export function rssChannel(data: Pick<FeedQuery, 'siteSettings'>, siteUrl: string) {
  const base = siteUrl.replace(/\/+$/, '');
  const siteName = data.siteSettings?.siteName ?? '';
  return {
    title: `${siteName} Blog`,
    description: data.siteSettings?.tagline || `Articles from ${siteName}`,
    site_url: base,
    feed_url: `${base}${BLOG_FEED_PATH}`,
    language: 'en',
    custom_namespaces: CONTENT_NAMESPACE,
  };
}

/**
 * One feed per tag of the listing (the tag pages' own slugs): its file in the built site, its
 * channel and exactly the posts carrying the tag, newest first as given.
 */
export function tagFeeds(data: FeedQuery, siteUrl: string) {
  const base = siteUrl.replace(/\/+$/, '');
  const siteName = data.siteSettings?.siteName ?? '';
  return listingTags(data.allBlogPost.nodes).map((tag) => {
    const path = tagFeedPath(tag);
    const posts = data.allBlogPost.nodes.filter((post) => hasTag(post, tag.name));
    return {
      path,
      tag,
      channel: {
        title: `${siteName} Blog: ${tag.name}`,
        description: `Articles tagged ${tag.name} from ${siteName}`,
        site_url: `${base}/blog/tag/${tag.slug}`,
        feed_url: `${base}${path}`,
        language: 'en',
        custom_namespaces: CONTENT_NAMESPACE,
      },
      items: rssItems({ allBlogPost: { nodes: posts } }, siteUrl),
    };
  });
}

export interface RedirectRecord {
  fromPath: string;
  toPath: string;
  isPermanent?: boolean;
}

/** The redirects of the build as the site server reads them: from → { to, status }. */
export function redirectsFile(
  redirects: readonly RedirectRecord[],
): Record<string, { to: string; status: number }> {
  // In address order, so a build whose redirects did not change writes the same file.
  return Object.fromEntries(
    [...redirects]
      .sort((a, b) => (a.fromPath < b.fromPath ? -1 : a.fromPath > b.fromPath ? 1 : 0))
      .map((r) => [r.fromPath, { to: r.toPath, status: r.isPermanent ? 301 : 302 }]),
  );
}

/** Client-only routes of the build (a page with a matchPath), for the site server to answer. */
export function matchPathsFile(
  pages: Iterable<{ path: string; matchPath?: string | null }>,
): { matchPath: string; path: string }[] {
  return [...pages]
    .filter((page): page is { path: string; matchPath: string } => Boolean(page.matchPath))
    .map((page) => ({ matchPath: page.matchPath, path: page.path }))
    .sort((a, b) => b.matchPath.length - a.matchPath.length);
}
