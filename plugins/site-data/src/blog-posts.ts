/**
 * The blog's posts for the build: every active post from the provider (paged), or the posts of
 * content/blog/*.md when the provider cannot be read and fallback.ts allows it. Apart from
 * blog.ts so these rules load without the markdown renderer (ESM-only packages).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { normaliseBlogList, type BlogPost } from '@cloud-consulting/domain/blog';
import { parsePostFile } from '@cloud-consulting/domain/post-file';
import type { BuildConfig } from './config';
import { fetchProviderJson, ProviderError } from './provider-fetch';
import { allowFallback, unreadableReason } from './fallback';

/** The provider's largest page. */
const PAGE_SIZE = 100;

async function fetchAllPosts(config: BuildConfig, fetchImpl?: typeof fetch): Promise<BlogPost[]> {
  const posts: BlogPost[] = [];
  for (let page = 1; ; page += 1) {
    const raw = await fetchProviderJson(
      config,
      `blog?page=${page}&pageSize=${PAGE_SIZE}`,
      fetchImpl,
    );
    if (!Array.isArray(raw) && !Array.isArray((raw as { posts?: unknown } | null)?.posts)) {
      throw new ProviderError(`GET blog page ${page} answered without a list of posts`);
    }
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

/**
 * Posts for the build and where they came from. No posts from a provider that answered is data
 * (every post taken offline); content/blog stands in only when the provider could not be read
 * and fallback.ts allows it.
 */
export async function loadPosts(
  config: BuildConfig,
  fetchImpl?: typeof fetch,
): Promise<{ posts: BlogPost[]; isFallback: boolean; reason?: string }> {
  try {
    return { posts: await fetchAllPosts(config, fetchImpl), isFallback: false };
  } catch (error) {
    const reason = unreadableReason(error);
    allowFallback(config, 'blog', reason, error);
    return { posts: await readContentPosts(config.contentDir), isFallback: true, reason };
  }
}
