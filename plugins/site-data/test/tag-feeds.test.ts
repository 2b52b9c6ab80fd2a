import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeTagFeeds } from '../src/tag-feeds';
import type { FeedPost } from '../src/discovery';

const post = (Id: number, Slug: string, tags: string[]): FeedPost => ({
  Id,
  Slug,
  Title: `Post ${Id}`,
  excerptText: 'About it',
  PublishedOn: '2025-01-14T09:00:00.000Z',
  Author: 'Sam',
  category: tags[0] ?? 'General',
  html: '<p>Body</p>',
  Tags: tags.map((Name) => ({ Name })),
});

const data = (...nodes: FeedPost[]) => ({
  siteSettings: { siteName: 'Acme Cloud', tagline: '' },
  allBlogPost: { nodes },
});

describe('writeTagFeeds', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tag-feeds-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes each tag's feed with its posts' guids and full content", async () => {
    const { written } = await writeTagFeeds(
      dir,
      data(post(1, 'one', ['Azure']), post(2, 'two', ['DevOps'])),
      'https://acme.example',
      [],
    );
    expect(written.sort()).toEqual(['blog/tag/azure/rss.xml', 'blog/tag/devops/rss.xml']);
    const azure = await readFile(path.join(dir, 'blog/tag/azure/rss.xml'), 'utf8');
    expect(azure).toContain('<link>https://acme.example/blog/one</link>');
    expect(azure).not.toContain('https://acme.example/blog/two');
    expect(azure).toMatch(/<guid isPermaLink="false">urn:uuid:[0-9a-f-]{36}<\/guid>/);
    expect(azure).toContain('<content:encoded>');
    expect(azure).toContain('xmlns:content="http://purl.org/rss/1.0/modules/content/"');
  });

  it('leaves an unchanged feed untouched and removes the feed of a tag no post carries', async () => {
    const site = 'https://acme.example';
    await writeTagFeeds(dir, data(post(1, 'one', ['Azure']), post(2, 'two', ['DevOps'])), site, []);
    const azureFile = path.join(dir, 'blog/tag/azure/rss.xml');
    const before = (await stat(azureFile)).mtimeMs;
    await mkdir(path.join(dir, 'blog/tag/azure/page/2'), { recursive: true });
    await writeFile(path.join(dir, 'blog/tag/azure/index.html'), '<p>page</p>');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await writeTagFeeds(dir, data(post(1, 'one', ['Azure'])), site, [
      'blog/tag/azure/rss.xml',
      'blog/tag/azure/index.html',
      'blog/tag/devops/rss.xml',
    ]);
    expect(again).toEqual({ written: [], removed: ['blog/tag/devops/rss.xml'] });
    expect((await stat(azureFile)).mtimeMs).toBe(before);
    await expect(stat(path.join(dir, 'blog/tag/devops'))).rejects.toThrow();
    expect(await readFile(path.join(dir, 'blog/tag/azure/index.html'), 'utf8')).toBe('<p>page</p>');
  });
});
