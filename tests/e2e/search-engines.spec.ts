/**
 * What search engines and feed readers read on the live site, checked in the built files: every
 * sitemap address with its lastmod, an article's own image and last public change in its head,
 * a feed per tag with exactly its posts, and feed items whose id survives a new slug. The last
 * test edits a post of its own and waits for the rebuilds, so this spec runs with the changing
 * ones.
 */
import { expect, test } from '@playwright/test';
import { e2eEnv, rebuildAfter, rebuildStatus, siteBuildsIdle } from './support/env';
import { adminRequest, providerGet } from './support/provider';
import { hasTag, listingTags, tagFeedPath } from '@cloud-consulting/domain/blog-pages';
import { articleModifiedOn } from '@cloud-consulting/domain/post-modified';

const site = () => e2eEnv('E2E_SITE_URL');

interface PublicPost {
  Id: number;
  Title: string;
  Slug: string;
  PublishedOn: string;
  UpdatedOn: string;
  ImageUrl: string | null;
  Tags: { Name: string }[];
}

const publicPosts = async () =>
  (await providerGet<{ posts: PublicPost[] }>('/api/blog?pageSize=100')).posts;

async function fetchText(path: string): Promise<string> {
  const res = await fetch(`${site()}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The text of each element `name` in xml (entities as written). */
const elements = (xml: string, name: string): string[] =>
  [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([\\s\\S]*?)</${name}>`, 'g'))].map(
    (m) => m[1]!,
  );

const unCdata = (text: string) => text.replace(/^<!\[CDATA\[([\s\S]*)\]\]>$/, '$1');

/** Every address of the sitemap (all its files) with its lastmod, by path. */
async function sitemap(): Promise<Map<string, string | undefined>> {
  const index = await fetchText('/sitemap-index.xml');
  const out = new Map<string, string | undefined>();
  for (const loc of elements(index, 'loc')) {
    const xml = await fetchText(new URL(loc).pathname);
    for (const url of elements(xml, 'url')) {
      out.set(new URL(elements(url, 'loc')[0]!).pathname, elements(url, 'lastmod')[0]);
    }
  }
  return out;
}

interface FeedItem {
  link: string;
  guid: string;
  guidTag: string;
  content: string | undefined;
}

async function feedItems(path: string): Promise<FeedItem[]> {
  const xml = await fetchText(path);
  return elements(xml, 'item').map((item) => ({
    link: new URL(unCdata(elements(item, 'link')[0]!)).pathname,
    guid: unCdata(elements(item, 'guid')[0]!),
    guidTag: item.match(/<guid[^>]*>/)![0],
    content: elements(item, 'content:encoded')[0],
  }));
}

/** The page's JSON-LD blocks, and its og:image. */
async function head(path: string) {
  const html = await fetchText(path);
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!) as Record<string, unknown> & { '@type': string });
  const ogImage = html.match(/<meta property="og:image" content="([^"]*)"/)?.[1];
  const ogUrl = html.match(/<meta property="og:url" content="([^"]*)"/)?.[1];
  return { html, blocks, ogImage, origin: new URL(ogUrl!).origin };
}

const sameInstant = (a: string | undefined, b: string | null | undefined) =>
  Date.parse(a ?? '') === Date.parse(b ?? 'x');

test.describe('what search engines and feed readers read', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await siteBuildsIdle();
  });

  test("every sitemap address has a lastmod, and an article's is its last public change", async () => {
    const urls = await sitemap();
    expect(urls.size).toBeGreaterThan(10);
    for (const [path, lastmod] of urls) {
      expect(lastmod, `${path} has a lastmod`).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    for (const post of await publicPosts()) {
      const lastmod = urls.get(`/blog/${post.Slug}`);
      expect(sameInstant(lastmod, articleModifiedOn(post)), `lastmod of ${post.Slug}`).toBe(true);
    }
  });

  test("an article shares its own image, dates its last change and links its author's page", async () => {
    const post = (await publicPosts()).find(
      (p) => p.ImageUrl && /\.(jpe?g|png|webp)$/i.test(p.ImageUrl),
    );
    expect(post, 'a seeded post has its own raster image').toBeTruthy();
    const { blocks, ogImage, origin } = await head(`/blog/${post!.Slug}`);
    const image = new URL(post!.ImageUrl!, origin).href;
    expect(ogImage).toBe(image);
    const article = blocks.find((b) => b['@type'] === 'BlogPosting')!;
    expect(article).toMatchObject({
      image,
      author: { '@type': 'Person', url: `${origin}/about` },
    });
    expect(sameInstant(article.dateModified as string, articleModifiedOn(post!))).toBe(true);
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList') as unknown as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement.map((c) => c.item)).toEqual([
      `${origin}/`,
      `${origin}/blog`,
      `${origin}/blog/${post!.Slug}`,
    ]);
  });

  test('the services pages list their services as Service, the training page its topics as Course', async () => {
    for (const [path, type] of [
      ['/services', 'Service'],
      ['/azure-consulting', 'Service'],
      ['/corporate-training', 'Course'],
    ] as const) {
      const { blocks, origin } = await head(path);
      const list = blocks.find((b) => b['@type'] === 'ItemList') as unknown as {
        url: string;
        itemListElement: { position: number; item: Record<string, unknown> }[];
      };
      expect(list.url).toBe(`${origin}${path}`);
      expect(list.itemListElement.length, path).toBeGreaterThan(1);
      for (const [index, entry] of list.itemListElement.entries()) {
        expect(entry.position).toBe(index + 1);
        expect(entry.item).toMatchObject({
          '@type': type,
          name: expect.any(String),
          provider: { '@type': 'Organization', url: `${origin}/` },
        });
      }
    }
  });

  test("every tag has a feed, linked from its page, with exactly that tag's posts in full", async () => {
    const posts = await publicPosts();
    const tags = listingTags(posts);
    expect(tags.length).toBeGreaterThan(1);
    for (const tag of tags) {
      const feed = tagFeedPath(tag);
      const items = await feedItems(feed);
      const expected = posts.filter((p) => hasTag(p, tag.name)).map((p) => `/blog/${p.Slug}`);
      expect(items.map((i) => i.link).sort(), feed).toEqual(expected.sort());
      for (const item of items) {
        expect(item.guidTag).toBe('<guid isPermaLink="false">');
        expect(item.guid).toMatch(/^urn:uuid:/);
        expect(item.content, `${feed} carries the body`).toBeTruthy();
      }
      const page = await fetchText(`/blog/tag/${tag.slug}`);
      expect(page).toMatch(
        new RegExp(`<link rel="alternate" type="application/rss\\+xml"[^>]*href="${feed}"`),
      );
    }
    const all = await feedItems('/rss.xml');
    expect(all).toHaveLength(posts.length);
  });

  test("an edit moves the article's dateModified and lastmod, and a new slug keeps its feed guid", async () => {
    test.setTimeout(600_000);
    const stamp = Date.now();
    const tag = `Feeds ${stamp}`;
    const before = (await rebuildStatus()).builds;
    const created = await adminRequest<{ id: number; slug: string }>('POST', '/blog', {
      title: `Sitemaps that tell the truth ${stamp}`,
      content: 'Read about [our services](/services) before the first migration.',
      tags: [{ name: tag }],
      status: 'published',
      publishedOn: '2025-05-01T09:00:00.000Z',
      imageUrl: '/uploads/images/blog/landing-zones.jpg',
    });
    try {
      const firstBuild = await rebuildAfter(before, 240_000);
      const oldPath = `/blog/${created.slug}`;
      const first = await head(oldPath);
      const article = first.blocks.find((b) => b['@type'] === 'BlogPosting')!;
      expect(article.dateModified).toBe(article.datePublished);
      const [item] = (await feedItems('/rss.xml')).filter((i) => i.link === oldPath);
      expect(item!.content).toContain(`href=&quot;${first.origin}/services&quot;`);
      const tagItems = await feedItems(
        tagFeedPath(listingTags([{ Id: 1, Tags: [{ Name: tag }] }])[0]!),
      );
      expect(tagItems.map((i) => i.link)).toEqual([oldPath]);

      const newSlug = `${created.slug}-renamed`;
      await adminRequest('PATCH', `/blog/${created.id}`, {
        title: `Sitemaps that tell the whole truth ${stamp}`,
        slug: newSlug,
      });
      await rebuildAfter(firstBuild.builds, 240_000);
      const edited = await providerGet<PublicPost>(`/api/blog/${created.id}`);
      expect(Date.parse(edited.UpdatedOn)).toBeGreaterThan(Date.parse(edited.PublishedOn));
      const newPath = `/blog/${newSlug}`;
      const after = await head(newPath);
      const changed = after.blocks.find((b) => b['@type'] === 'BlogPosting')!;
      expect(changed.datePublished).toBe(article.datePublished);
      expect(sameInstant(changed.dateModified as string, edited.UpdatedOn)).toBe(true);
      expect(sameInstant((await sitemap()).get(newPath), edited.UpdatedOn)).toBe(true);
      const items = await feedItems('/rss.xml');
      expect(items.filter((i) => i.link === oldPath)).toEqual([]);
      expect(items.find((i) => i.link === newPath)?.guid).toBe(item!.guid);
    } finally {
      await adminRequest('POST', `/blog/${created.id}/archive`);
    }
  });
});
