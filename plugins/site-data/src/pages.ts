/**
 * Pages generated from data: one article page per active post at /blog/{slug}. The two other
 * addresses an article also answers at (/blog/{id} and /blog/slug/{slug}) are permanent redirects
 * to the slug address: the site server answers them (from public/__redirects.json, written after
 * the build) and other hosts get them through Gatsby's createRedirect. A redirect replaces the
 * address in the history and costs no page of its own.
 */
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { ARTICLE_NOT_FOUND_PAGES, blogPostPath } from '@cloud-consulting/domain/blog';
import { SITE_ROOT } from './site-root';

const TEMPLATES = path.join(SITE_ROOT, 'src', 'templates');

export async function createBlogPages({
  actions,
  graphql,
  reporter,
}: CreatePagesArgs): Promise<void> {
  const result = await graphql<{
    allBlogPost: { nodes: { Id: number; Slug: string }[] };
  }>(`
    query BlogPages {
      allBlogPost {
        nodes {
          Id
          Slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query blog posts for page creation', result.errors);
    return;
  }
  // Any other article address (/blog/{x}, /blog/slug/{x}) shows the article's "not found" state,
  // not the site's 404.
  for (const notFound of ARTICLE_NOT_FOUND_PAGES) {
    actions.createPage({
      path: notFound.path,
      matchPath: notFound.matchPath,
      component: path.join(TEMPLATES, 'blog-post-not-found.tsx'),
      context: {},
    });
  }
  const slugPaths = new Set(result.data.allBlogPost.nodes.map((post) => blogPostPath(post)));
  for (const post of result.data.allBlogPost.nodes) {
    const to = blogPostPath(post);
    actions.createPage({
      path: to,
      component: path.join(TEMPLATES, 'blog-post.tsx'),
      context: { slug: post.Slug },
    });
    for (const from of [`/blog/${post.Id}`, `/blog/slug/${post.Slug}`]) {
      // A slug that is itself a number keeps its page: pages win over redirects.
      if (slugPaths.has(from)) continue;
      actions.createRedirect({ fromPath: from, toPath: to, isPermanent: true });
    }
  }
}
