/**
 * Sources the blog: every active post from the provider (paged), or content/blog/*.md when the
 * provider is down or empty. Each post becomes a BlogPost node with its body rendered to HTML at
 * build time, its derivations (category, excerpt, read time, related posts) computed once, and
 * its own image processed when it is a raster the build can read (featuredImageFile).
 */
import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SourceNodesArgs } from 'gatsby';
import {
  normaliseBlogList,
  ownPostImage,
  postAuthor,
  postCategory,
  postExcerpt,
  readTimeMinutes,
  relatedPostsOfAll,
  tagName,
  type BlogPost,
} from '@cloud-consulting/domain/blog';
import { parsePostFile } from '@cloud-consulting/domain/post-file';
import type { BuildConfig } from './config';
import { fetchProviderJson } from './provider-fetch';
import { renderMarkdown } from './markdown';
import type { ImageFiles } from './images';
import { SITE_ROOT } from './site-root';

export const BLOG_POST_TYPE = 'BlogPost';
/** The provider's largest page. */
const PAGE_SIZE = 100;

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
    Author: String!
    IsActive: Boolean!
    Excerpt: String
    ImageUrl: String
    FeaturedImagePath: String
    Featured: Boolean!
    Tags: [BlogTag!]!
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
    "The post's own image (ImageUrl, else FeaturedImagePath) processed at build time: responsive WebP with a blurred placeholder; null for SVG, no image, or an image the build could not read"
    featuredImageFile: File @link
  }
`;

async function fetchAllPosts(config: BuildConfig): Promise<BlogPost[]> {
  const posts: BlogPost[] = [];
  for (let page = 1; ; page += 1) {
    const raw = await fetchProviderJson(config, `blog?page=${page}&pageSize=${PAGE_SIZE}`);
    const batch = normaliseBlogList(raw);
    posts.push(...batch);
    const total = (raw as { total?: unknown } | null)?.total;
    if (batch.length < PAGE_SIZE || (typeof total === 'number' && posts.length >= total)) break;
  }
  return posts;
}

/** The posts of content/blog/*.md, in file order, shaped as the provider answers them. */
export async function readContentPosts(contentDir: string): Promise<BlogPost[]> {
  const dir = path.join(contentDir, 'blog');
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.md'))
    .sort();
  const tagIds = new Map<string, number>();
  const posts = await Promise.all(
    files.map(async (file, index) => {
      const input = parsePostFile(await readFile(path.join(dir, file), 'utf8'), file);
      return {
        Id: index + 1,
        Title: input.Title,
        Slug: input.Slug ?? '',
        Content: input.Content,
        PublishedOn: input.PublishedOn ?? null,
        Author: input.Author ?? null,
        IsActive: input.IsActive !== false,
        Excerpt: input.Excerpt ?? null,
        ImageUrl: input.ImageUrl ?? null,
        FeaturedImagePath: input.FeaturedImagePath ?? null,
        Featured: input.Featured === true,
        Tags: (input.Tags ?? []).map((tag) => {
          if (!tagIds.has(tag.Name)) tagIds.set(tag.Name, tagIds.size + 1);
          return { Id: tagIds.get(tag.Name), Name: tag.Name, Color: tag.Color ?? null };
        }),
      } satisfies BlogPost;
    }),
  );
  return posts.filter((post) => post.IsActive);
}

/** Posts for the build and where they came from. */
export async function loadPosts(
  config: BuildConfig,
): Promise<{ posts: BlogPost[]; isFallback: boolean; reason?: string }> {
  try {
    const posts = await fetchAllPosts(config);
    if (posts.length > 0) return { posts, isFallback: false };
    return {
      posts: await readContentPosts(config.contentDir),
      isFallback: true,
      reason: 'the provider has no posts',
    };
  } catch (error) {
    const reason = `the provider could not be read (${error instanceof Error ? error.message : String(error)})`;
    return { posts: await readContentPosts(config.contentDir), isFallback: true, reason };
  }
}

/**
 * A digest of the markdown renderer's code and the locked package versions; random (nothing
 * reused) when they cannot be read.
 */
async function rendererFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  try {
    for (const file of [
      path.join(SITE_ROOT, 'plugins', 'site-data', 'src', 'markdown.ts'),
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
  const related = relatedPostsOfAll(posts);
  const postNodeId = (id: number) => createNodeId(`${BLOG_POST_TYPE}-${id}`);
  // A body's HTML from the last build when the body is unchanged: an edit re-renders one post,
  // not all of them. The key covers all the HTML depends on: the body, the site's address and
  // the renderer (its code and the locked package versions).
  const renderer = await rendererFingerprint();
  let reused = 0;
  const bodyHtml = async (markdown: string): Promise<string> => {
    const key = `post-html-${createContentDigest([markdown, config.siteUrl, renderer])}`;
    const kept: unknown = await cache.get(key);
    if (typeof kept === 'string') {
      reused += 1;
      return kept;
    }
    const { html } = await renderMarkdown(markdown, config.siteUrl);
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
