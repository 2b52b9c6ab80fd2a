/**
 * Sources the blog (the posts from blog-posts.ts). Each post becomes a BlogPost node with its
 * body rendered to HTML at build time, its derivations (category, excerpt, read time, related
 * posts) computed once, and its own image processed when it is a raster the build can read
 * (featuredImageFile).
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SourceNodesArgs } from 'gatsby';
import {
  ownPostImage,
  postAuthor,
  postCategory,
  postExcerpt,
  readTimeMinutes,
  relatedPostsOfAll,
  tagName,
} from '@cloud-consulting/domain/blog';
import type { BuildConfig } from './config';
import { loadPosts } from './blog-posts';
import { renderMarkdown } from '@cloud-consulting/markdown/render-markdown';
import type { ImageFiles } from './images';
import { loadUploadedImages, uploadedImageIndex } from './uploaded-images';
import { SITE_ROOT } from './site-root';

export { loadPosts, readContentPosts } from './blog-posts';

export const BLOG_POST_TYPE = 'BlogPost';

export const blogTypeDefs = `
  "A tag of a blog post."
  type BlogTag {
    Id: Int
    Name: String!
    "Hex colour chosen by the editor"
    Color: String
  }

  "BlogPost: GET /api/blog (every page), or content/blog/*.md."
  type ${BLOG_POST_TYPE} implements Node @dontInfer {
    Id: Int!
    Title: String!
    Slug: String!
    "Markdown body as the editor wrote it"
    Content: String!
    PublishedOn: Date @dateformat
    "The last change readers see, or the publish date (shared rule post-modified.ts); null from content/"
    UpdatedOn: Date @dateformat
    Author: String!
    IsActive: Boolean!
    Excerpt: String
    ImageUrl: String
    FeaturedImagePath: String
    Featured: Boolean!
    Tags: [BlogTag!]!
    "The editor's title for search results (<title>); null: the title"
    SeoTitle: String
    "The editor's meta description; null: the excerpt"
    SeoDescription: String
    "Body rendered to HTML at build time (code highlighted, raw HTML dropped)"
    html: String!
    "First tag name, or 'General'"
    category: String!
    "Excerpt, or the first 150 characters of the body without markup"
    excerptText: String!
    "Words / 200, rounded up"
    readTimeMinutes: Int!
    "Ids of up to 3 related posts"
    relatedIds: [Int!]!
    "Up to 3 related posts, the most related first. Linked node by node, so a page that shows them is built again only when one of them changes, not on every edit of any post."
    related: [${BLOG_POST_TYPE}!]! @link(from: "relatedNodeIds")
    "True when the provider was down or empty and content/ was used"
    isFallback: Boolean!
    "CSS object-position keeping the post image's focal point (set in the media library) in its crops; null: centred"
    imagePosition: String
    "The post's own image (ImageUrl, else FeaturedImagePath) processed at build time: responsive WebP with a blurred placeholder; null for SVG, no image, or an image the build could not read"
    featuredImageFile: File @link
  }
`;

/**
 * A digest of the markdown renderer's code and the locked package versions; random (nothing
 * reused) when they cannot be read.
 */
async function rendererFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  try {
    for (const file of [
      path.join(SITE_ROOT, 'packages', 'markdown', 'src', 'render-markdown.ts'),
      path.join(SITE_ROOT, 'package-lock.json'),
    ]) {
      hash.update(await readFile(file));
    }
  } catch {
    hash.update(randomUUID());
  }
  return hash.digest('hex');
}

export async function sourceBlog(
  args: SourceNodesArgs,
  config: BuildConfig,
  images: ImageFiles,
): Promise<void> {
  const { actions, createNodeId, createContentDigest, reporter, cache } = args;
  const { posts, isFallback, reason } = await loadPosts(config);
  const uploaded = isFallback
    ? uploadedImageIndex([])
    : await loadUploadedImages(config, (message) => reporter.warn(message));
  const related = relatedPostsOfAll(posts);
  const postNodeId = (id: number) => createNodeId(`${BLOG_POST_TYPE}-${id}`);
  // A body's HTML from the last build when the body is unchanged: an edit re-renders one post,
  // not all of them. The key covers all the HTML depends on: the body, the site's address and
  // the renderer (its code and the locked package versions) and the resized copies of the
  // uploaded images it shows.
  const renderer = await rendererFingerprint();
  let reused = 0;
  const bodyHtml = async (markdown: string): Promise<string> => {
    const copies = uploaded.usedBy(markdown);
    const key = `post-html-${createContentDigest([markdown, config.siteUrl, renderer, copies])}`;
    const kept: unknown = await cache.get(key);
    if (typeof kept === 'string') {
      reused += 1;
      return kept;
    }
    const { html } = await renderMarkdown(markdown, config.siteUrl, uploaded.lookup);
    await cache.set(key, html);
    return html;
  };
  // Read together (images.ts bounds how many at once), so slow hosts do not add up.
  const imageFiles = await Promise.all(
    posts.map((post) => images.fileFor(ownPostImage(post), `post ${post.Slug}`)),
  );
  for (const [index, post] of posts.entries()) {
    const html = await bodyHtml(post.Content ?? '');
    const featuredImageFile = imageFiles[index] ?? null;
    const content = {
      ...post,
      Author: postAuthor(post),
      Tags: (post.Tags ?? []).map((tag) => ({ ...tag, Name: tagName(tag) })),
      html,
      category: postCategory(post),
      excerptText: postExcerpt(post),
      readTimeMinutes: readTimeMinutes(post.Content),
      relatedIds: (related.get(post.Id) ?? []).map((other) => other.Id),
      relatedNodeIds: (related.get(post.Id) ?? []).map((other) => postNodeId(other.Id)),
      isFallback,
      featuredImageFile,
      imagePosition: uploaded.objectPositionOf(ownPostImage(post)),
    };
    actions.createNode({
      ...content,
      id: postNodeId(post.Id),
      internal: { type: BLOG_POST_TYPE, contentDigest: createContentDigest(content) },
    });
  }
  const origin = isFallback ? `content/blog because ${reason}` : 'the provider';
  (isFallback ? reporter.warn : reporter.info)(
    `blog: ${posts.length} posts from ${origin}, ${posts.length - reused} bodies rendered, ${reused} unchanged since the last build`,
  );
}
