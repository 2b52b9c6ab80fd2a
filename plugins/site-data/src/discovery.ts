/**
 * What search engines and feed readers get: the sitemap lists only indexable pages (no 404, no
 * redirect addresses, no token pages, nothing an SEO record marks noindex), robots.txt points to
 * it, and the RSS feed carries every active post, newest first.
 */
import { ARTICLE_NOT_FOUND_PAGES, blogPostPath } from '@cloud-consulting/domain/blog';
import { findPageSeo } from '@cloud-consulting/domain/seo';

export interface SitemapQuery {
  allSitePage: { nodes: { path: string; pageContext?: { to?: string } | null }[] };
  allPageSeo: { nodes: { Path: string; Indexable?: boolean | null; IsActive?: boolean | null }[] };
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

export function sitemapPages(data: SitemapQuery): { path: string }[] {
  const records = data.allPageSeo.nodes.filter((r) => r.IsActive !== false);
  return data.allSitePage.nodes
    .filter((page) => !page.pageContext?.to)
    .filter((page) => !NEVER_LISTED.some((pattern) => pattern.test(page.path)))
    .filter((page) => findPageSeo(records, page.path)?.Indexable !== false)
    .map((page) => ({ path: page.path }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /newsletter/\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap-index.xml\n`;
}

export interface FeedQuery {
  siteSettings: { siteName: string; tagline: string } | null;
  allBlogPost: {
    nodes: {
      Title: string;
      Slug: string;
      excerptText: string;
      PublishedOn: string | null;
      Author: string;
      category: string;
    }[];
  };
}

export function rssItems(data: FeedQuery, siteUrl: string) {
  const base = siteUrl.replace(/\/+$/, '');
  return data.allBlogPost.nodes.map((post) => ({
    title: post.Title,
    description: post.excerptText,
    url: `${base}${blogPostPath(post)}`,
    guid: `${base}${blogPostPath(post)}`,
    date: post.PublishedOn ?? undefined,
    author: post.Author,
    categories: [post.category],
  }));
}

export function rssChannel(data: FeedQuery, siteUrl: string) {
  const base = siteUrl.replace(/\/+$/, '');
  const siteName = data.siteSettings?.siteName ?? '';
  return {
    title: `${siteName} Blog`,
    description: data.siteSettings?.tagline || `Articles from ${siteName}`,
    site_url: base,
    feed_url: `${base}/rss.xml`,
    language: 'en',
  };
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
