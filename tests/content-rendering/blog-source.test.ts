import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildConfigFromEnv, type BuildConfig } from '../../plugins/site-data/src/config';
import { loadPosts, readContentPosts } from '../../plugins/site-data/src/blog';

/** A provider answering GET /api/blog with whatever `answer` gives for the requested page. */
function providerWith(answer: (page: number, pageSize: number) => unknown) {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://provider');
    if (url.pathname !== '/api/blog') {
      res.writeHead(404).end();
      return;
    }
    const body = answer(
      Number(url.searchParams.get('page')),
      Number(url.searchParams.get('pageSize')),
    );
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  return {
    requests,
    async start(): Promise<BuildConfig> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      return { ...buildConfigFromEnv({}), providerUrl: `http://127.0.0.1:${port}`, retries: 0 };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const post = (id: number) => ({
  Id: id,
  Title: `Post ${id}`,
  Slug: `post-${id}`,
  Content: 'Body',
  IsActive: true,
  Featured: false,
  Tags: [],
});

describe('loadPosts', () => {
  let contentPosts: Awaited<ReturnType<typeof readContentPosts>>;
  before(async () => {
    contentPosts = await readContentPosts(buildConfigFromEnv({}).contentDir);
  });

  it('reads every page of the provider, and nothing from content/', async () => {
    const provider = providerWith((page) => ({
      posts: Array.from({ length: page === 1 ? 100 : 30 }, (_, i) =>
        post((page - 1) * 100 + i + 1),
      ),
      total: 130,
    }));
    try {
      const { posts, isFallback } = await loadPosts(await provider.start());
      assert.equal(isFallback, false);
      assert.equal(posts.length, 130);
      assert.deepEqual(provider.requests, [
        '/api/blog?page=1&pageSize=100',
        '/api/blog?page=2&pageSize=100',
      ]);
    } finally {
      await provider.close();
    }
  });

  it('keeps no posts when the provider answers with none (every post offline), not content/blog', async () => {
    const provider = providerWith(() => ({ posts: [], total: 0 }));
    try {
      const { posts, isFallback, reason } = await loadPosts(await provider.start());
      assert.equal(isFallback, false);
      assert.equal(reason, undefined);
      assert.deepEqual(posts, []);
    } finally {
      await provider.close();
    }
  });

  it('uses content/blog when the provider cannot be read, and says why', async () => {
    const provider = providerWith(() => ({}));
    const config = await provider.start();
    await provider.close();
    const { posts, isFallback, reason } = await loadPosts(config);
    assert.equal(isFallback, true);
    assert.match(reason ?? '', /^the provider could not be read/);
    assert.equal(posts.length, contentPosts.length);
  });

  it('leaves drafts of content/blog out', async () => {
    const files = (await readdir(path.join(buildConfigFromEnv({}).contentDir, 'blog'))).filter(
      (f) => f.endsWith('.md'),
    );
    assert.equal(contentPosts.length, files.length - 1, 'one draft among the files');
    assert.ok(!contentPosts.some((p) => /governance/i.test(p.Title)));
  });
});
