import { expect, test, type Page } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { e2eEnv, rebuildStatus } from './support/env';
import { activePosts, adminRequest } from './support/provider';

const site = () => e2eEnv('E2E_SITE_URL');

async function meta(page: Page, selector: string): Promise<string | null> {
  return page.locator(selector).first().getAttribute('content');
}

test.describe('blog pages generated at build time', () => {
  test('each active post has a page at /blog/{slug} with its body rendered to HTML', async ({
    page,
  }) => {
    const posts = await activePosts();
    expect(posts.length).toBeGreaterThan(0);
    const withCode = posts.find((p) => p.Content.includes('```')) ?? posts[0]!;
    await page.goto(`${site()}/blog/${withCode.Slug}`);
    await expect(page.getByRole('heading', { level: 1, name: withCode.Title })).toBeVisible();
    if (withCode.Content.includes('```')) {
      await expect(page.locator('.article-body pre code .token').first()).toBeAttached();
    }
  });

  test('/blog/{id} and /blog/slug/{slug} replace themselves with the slug address', async ({
    page,
  }) => {
    const [post] = await activePosts();
    await page.goto(`${site()}/`);
    await page.goto(`${site()}/blog/${post!.Id}`);
    await expect(page).toHaveURL(`${site()}/blog/${post!.Slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post!.Title })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${site()}/`);
    await page.goto(`${site()}/blog/slug/${post!.Slug}`);
    await expect(page).toHaveURL(`${site()}/blog/${post!.Slug}`);
  });

  test('the article body is in the HTML without JavaScript', async ({ browser }) => {
    const [post] = await activePosts();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site()}/blog/${post!.Slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post!.Title })).toBeVisible();
    await expect(page.locator('.article-body p').first()).toBeVisible();
    await context.close();
  });
});

test.describe('head tags', () => {
  test('a page with an SEO record uses it', async ({ page }) => {
    await page.goto(`${site()}/`);
    const siteName = e2eEnv('E2E_SITE_NAME');
    await expect(page).toHaveTitle(new RegExp(`^.+ \\| ${siteName}$`));
    expect(await meta(page, 'meta[name="robots"]')).toMatch(/^(index|noindex), (follow|nofollow)$/);
    expect(await meta(page, 'meta[name="description"]')).toBeTruthy();
    expect(await meta(page, 'meta[name="twitter:card"]')).toBeTruthy();
  });

  test('an article without an SEO record gets its title, the defaults and Article structured data', async ({
    page,
  }) => {
    const [post] = await activePosts();
    await page.goto(`${site()}/blog/${post!.Slug}`);
    await expect(page).toHaveTitle(`${post!.Title} | ${e2eEnv('E2E_SITE_NAME')}`);
    expect(await meta(page, 'meta[name="robots"]')).toBe('index, follow');
    expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: post!.Title,
      publisher: { '@type': 'Organization' },
    });
    expect(ld.publisher.logo.url).toMatch(/\/images\/logo-512\.png$/);
  });
});

test.describe('sitemap, robots and feed', () => {
  async function parseXml(
    page: Page,
    path: string,
  ): Promise<{ ok: boolean; root: string; locs: string[] }> {
    const res = await page.request.get(`${site()}${path}`);
    expect(res.status()).toBe(200);
    const text = await res.text();
    await page.goto(`${site()}/`);
    return page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return {
        ok: doc.getElementsByTagName('parsererror').length === 0,
        root: doc.documentElement.nodeName,
        locs: Array.from(doc.getElementsByTagName('loc')).map((n) => n.textContent ?? ''),
      };
    }, text);
  }

  test('sitemap.xml lists the articles and not their redirect addresses', async ({ page }) => {
    const index = await parseXml(page, '/sitemap-index.xml');
    expect(index).toMatchObject({ ok: true, root: 'sitemapindex' });
    const sitemap = await parseXml(page, '/sitemap-0.xml');
    expect(sitemap.ok).toBe(true);
    const [post] = await activePosts();
    expect(sitemap.locs.some((l) => l.endsWith(`/blog/${post!.Slug}`))).toBe(true);
    expect(sitemap.locs.some((l) => l.endsWith(`/blog/${post!.Id}`))).toBe(false);
    expect(sitemap.locs.some((l) => l.includes('/404'))).toBe(false);
  });

  test('robots.txt points to the sitemap', async ({ request }) => {
    const text = await (await request.get(`${site()}/robots.txt`)).text();
    expect(text).toContain('User-agent: *');
    expect(text).toMatch(/Sitemap: .+\/sitemap-index\.xml/);
  });

  test('rss.xml is an RSS 2.0 feed with one item per post', async ({ page }) => {
    const feed = await parseXml(page, '/rss.xml');
    expect(feed).toMatchObject({ ok: true, root: 'rss' });
    const text = await (await page.request.get(`${site()}/rss.xml`)).text();
    expect((text.match(/<item>/g) ?? []).length).toBe((await activePosts()).length);
  });
});

test.describe('rebuild webhook', () => {
  test('a signed request with a bad signature is refused with 401', async ({ request }) => {
    const body = '{"event":"content.changed"}';
    const bad = createHmac('sha256', 'not-the-secret').update(body).digest('hex');
    const res = await request.post(`${site()}/__rebuild`, {
      data: body,
      headers: { 'content-type': 'application/json', 'x-signature-256': `sha256=${bad}` },
    });
    expect(res.status()).toBe(401);
  });

  test('a post title edited through the admin API is live after the webhook rebuild, with no restart, on its page and where it is related', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const posts = await activePosts();
    // An article that lists the edited post among its related articles.
    const showing = posts[posts.length - 1]!;
    await page.goto(`${site()}/blog/${showing.Slug}`);
    const relatedHref = await page
      .getByTestId('related-articles')
      .getByRole('link')
      .first()
      .getAttribute('href');
    const post = posts.find((candidate) => `/blog/${candidate.Slug}` === relatedHref)!;
    expect(post, `a post at ${relatedHref}`).toBeDefined();
    const newTitle = `${post.Title} (updated ${Date.now()})`;
    const escaped = newTitle.replace(/&/g, '&amp;');
    await adminRequest('PATCH', `/blog/${post.Id}`, { title: newTitle });
    await expect
      .poll(
        async () => {
          // Its own page, and a page that shows it as related (their data is linked post by post).
          const pages = await Promise.all(
            [post, showing].map((one) => page.request.get(`${site()}/blog/${one.Slug}`)),
          );
          const texts = await Promise.all(pages.map((res) => res.text()));
          return texts.map((text) => text.includes(escaped));
        },
        { timeout: 150_000, intervals: [2_000] },
      )
      .toEqual([true, true]);
    await page.goto(`${site()}/blog/${post.Slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);
    await page.goto(`${site()}/blog/${showing.Slug}`);
    await expect(
      page.getByTestId('related-articles').getByRole('link', { name: newTitle }),
    ).toBeVisible();
    const status = await rebuildStatus();
    expect(status.lastBuild?.result).toBe('success');
    expect(status.builds).toBeGreaterThanOrEqual(2);
  });
});

test.describe('taking a post offline', () => {
  test('an article an editor takes offline stops being served after the webhook rebuild, and comes back', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const posts = await activePosts();
    const post = posts[0]!;
    const served = async () => {
      const res = await page.request.get(`${site()}/blog/${post.Slug}`);
      const listing = await (await page.request.get(`${site()}/blog`)).text();
      return { status: res.status(), listed: listing.includes(`/blog/${post.Slug}"`) };
    };
    expect(await served()).toEqual({ status: 200, listed: true });
    await adminRequest('PATCH', `/blog/${post.Id}`, { isActive: false });
    try {
      await expect
        .poll(served, { timeout: 150_000, intervals: [2_000] })
        .toEqual({ status: 404, listed: false });
      // The blog's own state for a post that is missing or inactive.
      await page.goto(`${site()}/blog/${post.Slug}`);
      await expect(page.getByRole('heading', { name: 'Blog post not found' })).toBeVisible();
    } finally {
      await adminRequest('PATCH', `/blog/${post.Id}`, { isActive: true });
    }
    await expect
      .poll(served, { timeout: 150_000, intervals: [2_000] })
      .toEqual({ status: 200, listed: true });
  });
});
