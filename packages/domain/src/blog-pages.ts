/**
 * The paged blog listing: which posts each static page of /blog and of each tag shows. A page
 * holds a fixed number of cards whatever the blog's size, so a page stays small at 1,000 posts,
 * and an edit of one post changes only the pages that show it.
 *
 * The rule: newest first (publish date, then id, as the provider lists them). The first page
 * shows up to BLOG_FEATURED_LIMIT featured posts under 'Featured Articles'; every other post,
 * featured ones beyond the limit included, follows under 'Latest Articles', BLOG_PAGE_SIZE a
 * page. So every post is on exactly one page of a listing.
 */
import { tagCounts, type BlogPost } from './blog';
import { BLOG_FEATURED_LIMIT, BLOG_PAGE_SIZE } from './constants';

export type ListingPost = Pick<BlogPost, 'Id' | 'PublishedOn' | 'Featured' | 'Tags'>;

export interface ListingOptions {
  /** Latest cards a page (BLOG_PAGE_SIZE). */
  pageSize?: number;
  /** Featured cards on the first page (BLOG_FEATURED_LIMIT). */
  featuredLimit?: number;
}

/** One page of a listing: the posts of its two sections. */
export interface ListingSlice<T> {
  featured: T[];
  latest: T[];
}

/** A tag chip: the tag's name, the address part of its pages, and how many posts carry it. */
export interface ListingTag {
  name: string;
  slug: string;
  count: number;
}

/** A static listing page as the build creates it: only ids, so its data is the page's own. */
export interface ListingPage {
  path: string;
  /** 1 for the first page. */
  page: number;
  pageCount: number;
  /** The tag this listing shows; null for all posts. */
  tag: { name: string; slug: string } | null;
  featuredIds: number[];
  latestIds: number[];
}

/** What a listing page's query and component receive from the build (the page's context). */
export interface ListingPageContext {
  /** The page's posts, featured then latest: the page query reads these nodes only. */
  ids: number[];
  featuredIds: number[];
  page: number;
  pageCount: number;
  tag: { name: string; slug: string } | null;
  /** Every tag with its post count, for the chips. */
  tags: ListingTag[];
  pageSize: number;
  /** The build read content/ (the provider was down) or no posts: the browser asks again. */
  needsRuntime: boolean;
}

export const BLOG_LISTING_PATH = '/blog';

const publishedTime = (post: ListingPost) => Date.parse(post.PublishedOn ?? '') || 0;

/** Newest first: by publish date, then the higher id (the provider's own order). */
export function listingOrder<T extends ListingPost>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => publishedTime(b) - publishedTime(a) || b.Id - a.Id);
}

/** The pages of one listing; always at least one page (an empty one for no posts). */
export function pageListing<T extends ListingPost>(
  posts: readonly T[],
  { pageSize = BLOG_PAGE_SIZE, featuredLimit = BLOG_FEATURED_LIMIT }: ListingOptions = {},
): ListingSlice<T>[] {
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new Error(`a listing page needs at least one card, got ${pageSize}`);
  }
  const ordered = listingOrder(posts);
  const featured = ordered.filter((post) => post.Featured === true).slice(0, featuredLimit);
  const onTop = new Set(featured.map((post) => post.Id));
  const rest = ordered.filter((post) => !onTop.has(post.Id));
  const pages: ListingSlice<T>[] = [];
  for (let start = 0; start === 0 || start < rest.length; start += pageSize) {
    pages.push({
      featured: start === 0 ? featured : [],
      latest: rest.slice(start, start + pageSize),
    });
  }
  return pages;
}

/**
 * A tag's address part: lower case, '&' as 'and', '+' as 'plus', '#' as 'sharp', accents dropped,
 * every other run of characters a hyphen ('AI/ML' → 'ai-ml', 'C#' → 'c-sharp').
 */
export function tagSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/#/g, ' sharp ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'tag';
}

/**
 * Slugs for a set of tag names, each unique: names that make the same slug get -2, -3, ... in
 * the order of their names, so a tag keeps its address while the others stay.
 */
export function tagSlugs(names: readonly string[]): Map<string, string> {
  const taken = new Set<string>();
  const slugs = new Map<string, string>();
  for (const name of [...new Set(names)].sort()) {
    const base = tagSlug(name);
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    taken.add(slug);
    slugs.set(name, slug);
  }
  return slugs;
}

/** '/blog', '/blog/page/2', '/blog/tag/azure', '/blog/tag/azure/page/2'. */
export function listingPath(page = 1, tag: { slug: string } | null = null): string {
  const base = tag ? `${BLOG_LISTING_PATH}/tag/${tag.slug}` : BLOG_LISTING_PATH;
  return page > 1 ? `${base}/page/${page}` : base;
}

/** The blog's RSS feed (every post). */
export const BLOG_FEED_PATH = '/rss.xml';

/** The RSS feed of a tag's posts, beside its listing: '/blog/tag/azure/rss.xml'. */
export const tagFeedPath = (tag: { slug: string }): string => `${listingPath(1, tag)}/rss.xml`;

/** The tag chips of the listing: 'All Tags' aside, every tag with its count and slug. */
export function listingTags(posts: readonly ListingPost[]): ListingTag[] {
  const counts = tagCounts(posts as BlogPost[]);
  const slugs = tagSlugs(counts.map(({ name }) => name));
  return counts.map(({ name, count }) => ({ name, count, slug: slugs.get(name)! }));
}

/** True when the post carries the tag named `name` (as the listing's tag pages count it). */
export const hasTag = (post: ListingPost, name: string) =>
  (post.Tags ?? []).some((tag) => (tag.TagName ?? tag.Name ?? '').trim() === name);

/** Every static page of the listing: /blog and its pages, then each tag's pages. */
export function blogListingPages(
  posts: readonly ListingPost[],
  options: ListingOptions = {},
): ListingPage[] {
  const pagesOf = (list: readonly ListingPost[], tag: ListingPage['tag']): ListingPage[] => {
    const slices = pageListing(list, options);
    return slices.map((slice, index) => ({
      path: listingPath(index + 1, tag),
      page: index + 1,
      pageCount: slices.length,
      tag,
      featuredIds: slice.featured.map((post) => post.Id),
      latestIds: slice.latest.map((post) => post.Id),
    }));
  };
  return [
    ...pagesOf(posts, null),
    ...listingTags(posts).flatMap(({ name, slug }) =>
      pagesOf(
        posts.filter((post) => hasTag(post, name)),
        { name, slug },
      ),
    ),
  ];
}

/**
 * The page numbers a pager shows: all of them up to seven pages; beyond, the first, the last, the
 * current one and its neighbours, with 'gap' where numbers are left out (a gap that would hide
 * one number shows the number instead).
 */
export function pagerItems(current: number, count: number): (number | 'gap')[] {
  const near = new Set([1, count, current - 1, current, current + 1]);
  const shown = (n: number) => count <= 7 || near.has(n);
  const items: (number | 'gap')[] = [];
  for (let n = 1; n <= count; n += 1) {
    if (shown(n) || (shown(n - 1) && shown(n + 1))) items.push(n);
    else if (items[items.length - 1] !== 'gap') items.push('gap');
  }
  return items;
}

/** The listing's title: 'Blog', 'Blog: Azure', with ' (page N)' after the first page. */
export function listingTitle(page: number, tag: { name: string } | null = null): string {
  const base = tag ? `Blog: ${tag.name}` : 'Blog';
  return page > 1 ? `${base} (page ${page})` : base;
}
