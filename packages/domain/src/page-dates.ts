/**
 * When each page of the sitemap last changed (its <lastmod>), from the data the page shows, never
 * from the build's clock, so an unchanged page keeps its date build after build:
 * - an article: its last public change (post-modified.ts);
 * - a blog listing page: the newest change among the posts it lists;
 * - any other page: its SEO record's update time, else the site's content date (the newest
 *   change among the posts and SEO records the build read).
 */
import { blogPostPath } from './blog';
import { articleModifiedOn, latestDate } from './post-modified';
import { findPageSeo } from './seo';

export interface DatedPost {
  Id: number;
  Slug: string;
  PublishedOn?: string | null;
  UpdatedOn?: string | null;
}

export interface DatedSeoRecord {
  Path: string;
  UpdatedAt?: string | null;
}

export interface DatedPage {
  path: string;
  /** A listing page's context names its posts (ids). */
  pageContext?: { ids?: readonly number[] | null } | null;
}

/** The newest change among every post and SEO record: the date of the site's content. */
export function siteContentDate(
  posts: readonly DatedPost[],
  records: readonly DatedSeoRecord[],
): string | null {
  return latestDate([...posts.map(articleModifiedOn), ...records.map((r) => r.UpdatedAt)]);
}

/** A function giving each page's last change; null only when the build read no date at all. */
export function pageDates(posts: readonly DatedPost[], records: readonly DatedSeoRecord[]) {
  const bySlugPath = new Map(posts.map((post) => [blogPostPath(post), post]));
  const byId = new Map(posts.map((post) => [post.Id, post]));
  const contentDate = siteContentDate(posts, records);
  return (page: DatedPage): string | null => {
    const post = bySlugPath.get(page.path);
    if (post) return articleModifiedOn(post) ?? contentDate;
    const ids = page.pageContext?.ids;
    if (Array.isArray(ids)) {
      return (
        latestDate(ids.map((id) => byId.get(id)).map((p) => (p ? articleModifiedOn(p) : null))) ??
        contentDate
      );
    }
    return latestDate([findPageSeo(records, page.path)?.UpdatedAt]) ?? contentDate;
  };
}
