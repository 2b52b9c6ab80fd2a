/** Where the blog's pages sit, as BreadcrumbList structured data (structured-data.ts). */
import { blogPostPath, type BlogPost } from './blog';
import { listingPath } from './blog-pages';
import { breadcrumbList, type Crumb } from './structured-data';

const HOME: Crumb = { name: 'Home', path: '/' };
const BLOG: Crumb = { name: 'Blog', path: listingPath() };

/** Home, Blog, the article. */
export const articleBreadcrumbs = (post: Pick<BlogPost, 'Title' | 'Slug'>, siteUrl: string) =>
  breadcrumbList([HOME, BLOG, { name: post.Title, path: blogPostPath(post) }], siteUrl);

/**
 * The crumbs of a listing page below /blog: Home, Blog, the tag (on a tag's pages), then 'Page N'
 * past the first page. Null for /blog itself, which sits at the top level.
 */
export function listingBreadcrumbs(
  page: number,
  tag: { name: string; slug: string } | null,
  siteUrl: string,
) {
  if (page <= 1 && !tag) return null;
  const crumbs: Crumb[] = [HOME, BLOG];
  if (tag) crumbs.push({ name: tag.name, path: listingPath(1, tag) });
  if (page > 1) crumbs.push({ name: `Page ${page}`, path: listingPath(page, tag) });
  return breadcrumbList(crumbs, siteUrl);
}
