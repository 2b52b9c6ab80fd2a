import { createApiClient } from '../../../src/services/api-client';
import { createBlogPostsApi } from '../../../src/services/blog-posts-api';

const post = (Id: number, IsActive = true) => ({
  Id,
  Title: `Post ${Id}`,
  Slug: `post-${Id}`,
  IsActive,
});

/** The listing's post calls over a fake provider holding `count` posts. */
function provider(count: number) {
  const urls: URL[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    urls.push(url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const size = Number(url.searchParams.get('pageSize') ?? 12);
    const all = Array.from({ length: count }, (_, i) => post(i + 1));
    const body = { posts: all.slice((page - 1) * size, page * size), total: count, page };
    return { ok: true, status: 200, text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
  const client = createApiClient({
    baseUrl: 'http://api.test',
    apiKey: 'k',
    fetchImpl,
    logger: { error: () => undefined },
  });
  return { api: createBlogPostsApi(client), urls };
}

describe('the blog listing calls', () => {
  it('reads every post page after page of 100', async () => {
    const { api, urls } = provider(230);
    const posts = await api.all();
    expect(posts.map((p) => p.Id)).toEqual(Array.from({ length: 230 }, (_, i) => i + 1));
    expect(urls.map((u) => `${u.pathname}?${u.searchParams}`)).toEqual([
      '/api/blog?page=1&pageSize=100',
      '/api/blog?page=2&pageSize=100',
      '/api/blog?page=3&pageSize=100',
    ]);
  });

  it('stops after one page when the blog fits it', async () => {
    const { api, urls } = provider(100);
    expect(await api.all()).toHaveLength(100);
    expect(urls).toHaveLength(1);
  });

  it('searches with the text, the page, its size and the tag, and reads the total', async () => {
    const { api, urls } = provider(30);
    const result = await api.search('AI & ML', { page: 2, pageSize: 24, tag: 'AI/ML' });
    expect(urls[0]!.pathname).toBe('/api/blog/search');
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      q: 'AI & ML',
      page: '2',
      pageSize: '24',
      tag: 'AI/ML',
    });
    expect(result.total).toBe(30);
    expect(result.posts.map((p) => p.Id)).toEqual([25, 26, 27, 28, 29, 30]);
  });

  it('sends no tag on the pages of all posts', async () => {
    const { api, urls } = provider(3);
    await api.search('azure', { pageSize: 24, tag: null });
    expect(urls[0]!.searchParams.has('tag')).toBe(false);
  });
});
