/**
 * The blog listing's calls for posts at run time: every post (when the build had none to show)
 * and the search. Apart from blog-api.ts so that only the listing's pages load them.
 */
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import { normaliseBlogList, type BlogPost } from '@cloud-consulting/domain/blog';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';

/** The provider's largest page of posts. */
const LIST_PAGE_MAX = 100;

const totalOf = (body: unknown): number | null => {
  const total = (body as { total?: unknown } | null)?.total;
  return typeof total === 'number' ? total : null;
};

export function createBlogPostsApi(client: ApiClient) {
  return {
    /** Every active post, page after page of GET /api/blog. */
    all: async (): Promise<BlogPost[]> => {
      const posts: BlogPost[] = [];
      for (let page = 1; ; page += 1) {
        const body = await client.request<unknown>(
          `${API_PATHS.blog}?page=${page}&pageSize=${LIST_PAGE_MAX}`,
        );
        const batch = normaliseBlogList(body);
        posts.push(...batch);
        const total = totalOf(body);
        if (batch.length < LIST_PAGE_MAX || total === null || posts.length >= total) return posts;
      }
    },
    /**
     * GET /api/blog/search: a page of the active posts whose title, excerpt or a tag name holds
     * the text, newest first, only those carrying `tag` when one is given.
     */
    search: async (
      query: string,
      { page = 1, pageSize, tag }: { page?: number; pageSize: number; tag?: string | null },
    ): Promise<{ posts: BlogPost[]; total: number }> => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      if (tag) params.set('tag', tag);
      const body = await client.request<unknown>(`${API_PATHS.blogSearch(query)}&${params}`);
      const posts = normaliseBlogList(body);
      return { posts, total: totalOf(body) ?? posts.length };
    },
  };
}

export type BlogPostsApi = ReturnType<typeof createBlogPostsApi>;

const perClient = new WeakMap<ApiClient, BlogPostsApi>();

/** The listing's post calls over the page's API client (a fake one in tests). */
export function useBlogPostsApi(): BlogPostsApi {
  const client = useApi();
  let value = perClient.get(client);
  if (!value) {
    value = createBlogPostsApi(client);
    perClient.set(client, value);
  }
  return value;
}
