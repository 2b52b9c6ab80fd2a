/**
 * The blog listing as static pages: /blog, /blog/page/2, ... and each tag's /blog/tag/{slug},
 * /blog/tag/{slug}/page/2, ... (the paging rule is the shared rules' blog-pages.ts). A page's
 * context holds only its own post ids and the tag chips, so an edit of one post changes only the
 * pages that show it (its card), and a new tag or post count changes the chips.
 */
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import {
  blogListingPages,
  listingTags,
  type ListingPageContext,
  type ListingPost,
} from '@cloud-consulting/domain/blog-pages';
import { BLOG_FEATURED_LIMIT } from '@cloud-consulting/domain/constants';
import type { BuildConfig } from './config';
import { SITE_ROOT } from './site-root';

export const LISTING_TEMPLATE = path.join(SITE_ROOT, 'src', 'templates', 'blog-listing.tsx');

export async function createListingPages(
  { actions, graphql, reporter }: CreatePagesArgs,
  config: Pick<BuildConfig, 'blogPageSize'>,
): Promise<void> {
  const result = await graphql<{
    allBlogPost: {
      nodes: (ListingPost & { Tags: { Name: string }[]; isFallback: boolean })[];
    };
  }>(`
    query BlogListingPages {
      allBlogPost {
        nodes {
          Id
          PublishedOn
          Featured
          isFallback
          Tags {
            Name
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query blog posts for the listing pages', result.errors);
    return;
  }
  const posts = result.data.allBlogPost.nodes;
  const needsRuntime = posts.length === 0 || posts.some((post) => post.isFallback);
  const tags = listingTags(posts);
  const pages = blogListingPages(posts, {
    pageSize: config.blogPageSize,
    featuredLimit: BLOG_FEATURED_LIMIT,
  });
  for (const page of pages) {
    const context: ListingPageContext = {
      ids: [...page.featuredIds, ...page.latestIds],
      featuredIds: page.featuredIds,
      page: page.page,
      pageCount: page.pageCount,
      tag: page.tag,
      tags,
      pageSize: config.blogPageSize,
      needsRuntime,
    };
    actions.createPage({ path: page.path, component: LISTING_TEMPLATE, context });
  }
  reporter.info(
    `blog listing: ${pages.length} pages (${config.blogPageSize} latest a page, ${tags.length} tags)`,
  );
}
