/**
 * The blog in a real browser against the real provider: listing search and tag filter, id
 * addresses, guest engagement after accepting cookies (checked against the provider), guest
 * comments through moderation and replies, the newsletter round trip over real SMTP, and the
 * article without JavaScript.
 */
import { expect, test, type Page } from '@playwright/test';
import { e2eEnv, scrollThrough, waitForHydration } from './support/env';
import { activePosts, providerGet, type ApiPost } from './support/provider';
import { waitForMail } from './support/smtp-catcher';

const site = () => e2eEnv('E2E_SITE_URL');
const GUEST_KEY = 'cloudforge_guest_session';

interface Stats {
  likes: number;
  bookmarks: number;
  userLiked: boolean;
  userBookmarked: boolean;
}

interface ApiComment {
  Id: number;
  Content: string;
  Replies: ApiComment[];
}

test.beforeEach(async ({ page }) => {
  // No internet here: analytics (loaded once cookies are accepted) must not stall the page.
  await page.route(/googletagmanager\.com|google-analytics\.com/, (route) => route.abort());
});

/**
 * Repeats an action until the hydrated page reacts: input before hydration is lost, and React
 * ignores a later input event that leaves the value as it already was, so fields are cleared
 * first on each try.
 */
async function untilHydrated(page: Page, act: () => Promise<void>, check: () => Promise<void>) {
  await expect(async () => {
    await act();
    await check();
  }).toPass({ timeout: 15_000 });
}

async function acceptCookies(page: Page) {
  // The banner comes with the served page; its buttons answer once the page is hydrated.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Accept All' }).click();
  await expect(page.getByRole('button', { name: 'Accept All' })).toBeHidden();
}

async function guestId(page: Page): Promise<string> {
  const handle = await page.waitForFunction((key) => {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { guestId: string }).guestId : null;
  }, GUEST_KEY);
  return (await handle.jsonValue()) as string;
}

async function postWithTags(): Promise<ApiPost & { Tags?: { Name?: string }[] }> {
  const posts = (await activePosts()) as (ApiPost & { Tags?: { Name?: string }[] })[];
  return posts[0]!;
}

type TaggedPost = ApiPost & { Tags?: { Name?: string }[]; Featured?: boolean };

const cardTitles = (page: Page) => page.getByTestId('blog-card').locator('h3').allTextContents();
const pager = (page: Page) => page.getByRole('navigation', { name: 'Blog pages' });
const tagChips = (page: Page) => page.getByRole('navigation', { name: 'Filter by tag' });

/**
 * Reads every page of a listing by its Next link, from the address given: the titles of each
 * page's cards, in order. Checks on the way that each page is numbered and marked as current.
 */
async function walkPages(page: Page, first: string): Promise<string[][]> {
  await page.goto(first);
  const pages: string[][] = [];
  for (let n = 1; ; n += 1) {
    await expect(page.getByTestId('blog-card').first()).toBeVisible();
    pages.push(await cardTitles(page));
    const next = pager(page).getByRole('link', { name: 'Next' });
    if ((await pager(page).count()) === 0 || (await next.count()) === 0) break;
    await expect(pager(page).getByRole('link', { name: `Page ${n}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await next.click();
    await expect(page).toHaveURL(new RegExp(`/page/${n + 1}$`));
    await expect(pager(page).getByRole('link', { name: `Page ${n + 1}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  return pages;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const hasTag = (post: TaggedPost, name: string) =>
  (post.Tags ?? []).some((tag) => tag.Name === name);

test.describe('blog listing', () => {
  test('/blog shows its first page; Next leads through the pages, each post on exactly one', async ({
    page,
  }) => {
    const posts = await activePosts();
    const pageSize = Number(e2eEnv('E2E_BLOG_PAGE_SIZE'));
    const pages = await walkPages(page, `${site()}/blog`);
    expect(pages.length, 'content/ posts fill several pages').toBeGreaterThan(1);
    expect(pages.slice(1).every((titles) => titles.length <= pageSize)).toBe(true);
    const titles = pages.flat();
    expect([...titles].sort()).toEqual(posts.map((p) => p.Title).sort());
    expect(new Set(titles).size).toBe(titles.length);
    // The newest post of all opens the listing (featured or latest).
    expect(pages[0]).toContain(posts[0]!.Title);
    await expect(page).toHaveTitle(new RegExp(`^Blog \\(page ${pages.length}\\) \\|`));
    await expect(pager(page).getByRole('link', { name: 'Next' })).toHaveCount(0);
    await pager(page).getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(
      pages.length === 2 ? `${site()}/blog` : `${site()}/blog/page/${pages.length - 1}`,
    );
  });

  test('page 2 lists its posts and its links without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const res = await page.goto(`${site()}/blog/page/2`);
    expect(res?.status()).toBe(200);
    expect((await cardTitles(page)).length).toBeGreaterThan(0);
    await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pager(page).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/blog',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/page\/2$/);
    await expect(tagChips(page).getByRole('link', { name: 'All Tags' })).toHaveAttribute(
      'href',
      '/blog',
    );
    await context.close();
  });

  test("a tag's chip leads to its pages, holding exactly its posts; the active chip returns to all", async ({
    page,
  }) => {
    const posts = (await activePosts()) as TaggedPost[];
    await page.goto(`${site()}/blog`);
    const chips = tagChips(page).getByRole('link');
    // The most used tag comes first after All Tags.
    const chip = chips.nth(1);
    const [, name, count] = /^(.+) \((\d+)\)$/.exec((await chip.textContent())!)!;
    const tagged = posts.filter((post) => hasTag(post, name!));
    expect(tagged).toHaveLength(Number(count));
    const href = (await chip.getAttribute('href'))!;
    expect(href).toMatch(/^\/blog\/tag\/[a-z0-9-]+$/);

    await waitForHydration(page);
    await chip.click();
    await expect(page).toHaveURL(`${site()}${href}`);
    const active = tagChips(page).getByRole('link', { name: `${name} (${count})` });
    await expect(active).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveTitle(new RegExp(`^Blog: ${escapeRegExp(name!)} \\|`));

    const pages = await walkPages(page, `${site()}${href}`);
    const titles = pages.flat();
    expect([...titles].sort()).toEqual(tagged.map((p) => p.Title).sort());
    expect(new Set(titles).size).toBe(titles.length);

    await page.goto(`${site()}${href}`);
    await waitForHydration(page);
    await tagChips(page)
      .getByRole('link', { name: `${name} (${count})` })
      .click();
    await expect(page).toHaveURL(`${site()}/blog`);
    await expect(tagChips(page).getByRole('link', { name: 'All Tags' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test("search asks the provider over every post, keeps to a tag's pages, and survives a reload", async ({
    page,
  }) => {
    const posts = (await activePosts()) as TaggedPost[];
    await page.goto(`${site()}/blog`);
    const firstPage = await cardTitles(page);
    // The oldest post not on /blog's first page: the search finds it all the same.
    const target = [...posts].reverse().find((post) => !firstPage.includes(post.Title))!;
    const word = target.Title.split(/\s+/).find((w) => w.length > 5)!;
    const found = (
      await providerGet<{ posts: TaggedPost[] }>(
        `/api/blog/search?q=${encodeURIComponent(word)}&pageSize=100`,
      )
    ).posts;
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    const asked = page.waitForRequest(
      (req) =>
        req.url().includes('/api/blog/search?') &&
        new URL(req.url()).searchParams.get('q') === word,
    );
    await untilHydrated(
      page,
      async () => {
        await search.fill('');
        await search.fill(word);
      },
      () => expect(page).toHaveURL(/\?q=/, { timeout: 1000 }),
    );
    await asked;
    await expect(page.getByRole('link', { name: `Read more: ${target.Title}` })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /articles? found/ })).toHaveText(
      /\d+ articles? found/,
    );
    expect((await cardTitles(page)).length).toBeGreaterThanOrEqual(found.length);
    await expect(pager(page)).toHaveCount(0);

    await page.reload();
    await expect(search).toHaveValue(word);
    await expect(page.getByRole('link', { name: `Read more: ${target.Title}` })).toBeVisible();

    // A tag the post does not carry: search and tag combine with AND, so nothing is found.
    const other = (await tagChips(page).getByRole('link').allTextContents())
      .slice(1)
      .map((text) => text.replace(/ \(\d+\)$/, ''))
      .find((name) => !hasTag(target, name) && !found.some((p) => hasTag(p, name)))!;
    await waitForHydration(page);
    await tagChips(page)
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(other)} \\(`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/blog/tag/[a-z0-9-]+\\?q=`));
    await expect(search).toHaveValue(word);
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search', exact: true }).click();
    await expect(search).toHaveValue('');
    await expect(page).toHaveURL(/\/blog\/tag\/[a-z0-9-]+$/);
    await expect(page.getByTestId('blog-card').first()).toBeVisible();

    await search.fill('zzzz-no-such-article');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await page.getByRole('link', { name: 'View All Articles' }).click();
    await expect(page).toHaveURL(`${site()}/blog`);
    await expect(search).toHaveValue('');
  });

  test('/blog/{id} lands on the slug address of the article', async ({ page }) => {
    const post = await postWithTags();
    await page.goto(`${site()}/blog/${post.Id}`);
    await expect(page).toHaveURL(`${site()}/blog/${post.Slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.Title })).toBeVisible();
    await expect(page.getByText('Contributing Author')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Related Articles' })).toBeVisible();
  });
});

test.describe('engagement as a guest', () => {
  test('like, unlike and bookmark after accepting cookies; counts match the provider', async ({
    page,
  }) => {
    const post = (await activePosts())[2]!;
    await page.goto(`${site()}/blog/${post.Slug}`);
    const like = page.getByTestId('like-button');
    await expect(like).toHaveAttribute('aria-disabled', 'true');
    await acceptCookies(page);
    await expect(like).not.toHaveAttribute('aria-disabled', 'true');
    const guest = await guestId(page);
    const stats = () =>
      providerGet<Stats>(`/api/blog/${post.Id}/engagements/stats?guestId=${guest}`);
    const before = await stats();
    await expect(page.getByTestId('like-count')).toHaveText(String(before.likes));

    await like.click();
    await expect(page.getByText('Post liked!')).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await stats()).likes).toBe(before.likes + 1);
    expect((await stats()).userLiked).toBe(true);
    await expect(page.getByTestId('like-count')).toHaveText(String(before.likes + 1));

    await like.click();
    await expect(page.getByText('Like removed')).toBeVisible();
    await expect.poll(async () => (await stats()).likes).toBe(before.likes);
    await expect(page.getByTestId('like-count')).toHaveText(String(before.likes));

    await page.getByTestId('bookmark-button').click();
    await expect(page.getByText('Post bookmarked!')).toBeVisible();
    await expect.poll(async () => (await stats()).bookmarks).toBe(before.bookmarks + 1);
    expect((await stats()).userBookmarked).toBe(true);
    await expect(page.getByTestId('bookmark-count')).toHaveText(String(before.bookmarks + 1));

    // The same guest sees its own state after a reload.
    await page.reload();
    await expect(page.getByTestId('bookmark-button')).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('comments as a guest', () => {
  test('a plain comment is published, a comment with a link waits for review, and a reply nests', async ({
    page,
  }) => {
    const post = (await activePosts())[3]!;
    const stamp = Date.now();
    await page.goto(`${site()}/blog/${post.Slug}`);
    await scrollThrough(page);
    const form = page.getByTestId('comment-form');
    await untilHydrated(
      page,
      async () => {
        await form.getByLabel('Your comment').fill('');
        await form.getByLabel('Your comment').fill(`Very helpful article ${stamp}`);
      },
      () => expect(form).toContainText('4 / 500 words', { timeout: 1000 }),
    );
    await form.getByLabel('Name *').fill('Jane Guest');
    // The provider refuses forms filled faster than a person could.
    await page.waitForTimeout(2100);
    await form.getByRole('button', { name: 'Post Comment' }).click();
    await expect(page.getByText('Comment posted successfully!')).toBeVisible();
    const published = page
      .getByTestId('comment')
      .filter({ hasText: `Very helpful article ${stamp}` });
    await expect(published).toBeVisible();
    const thread = () => providerGet<ApiComment[]>(`/api/blog/${post.Id}/comments`);
    expect((await thread()).some((c) => c.Content === `Very helpful article ${stamp}`)).toBe(true);

    await form.getByLabel('Your comment').fill(`See https://example.com/docs ${stamp}`);
    await page.waitForTimeout(2100);
    await form.getByRole('button', { name: 'Post Comment' }).click();
    await expect(
      page.getByText(
        'Comment submitted! Your comment will be reviewed and published once approved.',
      ),
    ).toBeVisible();
    const pending = page.getByTestId('pending-comment');
    await expect(pending).toContainText('Pending Review');
    await expect(pending).toContainText(`https://example.com/docs ${stamp}`);
    expect(JSON.stringify(await thread())).not.toContain(`https://example.com/docs ${stamp}`);

    await published.getByRole('button', { name: 'Reply' }).click();
    const reply = page.getByTestId('reply-form');
    await reply.getByLabel('Name *').fill('Sam Reply');
    await reply.getByLabel('Your reply').fill(`Thanks for the reply ${stamp}`);
    await page.waitForTimeout(2100);
    await reply.getByRole('button', { name: 'Post Reply' }).click();
    await expect(reply).toBeHidden();
    await expect(published.getByText(`Thanks for the reply ${stamp}`)).toBeVisible();
    const parent = (await thread()).find((c) => c.Content === `Very helpful article ${stamp}`)!;
    expect(parent.Replies.map((r) => r.Content)).toContain(`Thanks for the reply ${stamp}`);
  });
});

test.describe('newsletter', () => {
  test('subscribe, verify from the mailed link, then unsubscribe from its link', async ({
    page,
  }) => {
    const email = `reader-${Date.now()}@example.com`;
    await page.goto(`${site()}/blog`);
    await scrollThrough(page);
    const band = page.getByTestId('newsletter-band');
    // The band's form loads on the reader's first approach: wait for it before typing.
    await expect(band.getByLabel('Work email')).toBeVisible({ timeout: 15_000 });
    await untilHydrated(
      page,
      async () => {
        await band.getByLabel('Work email').fill('');
        await band.getByLabel('Work email').fill(email);
      },
      () => expect(band.getByText('Looks good!')).toBeVisible({ timeout: 1000 }),
    );
    await band.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Subscription received')).toBeVisible();

    const mail = await waitForMail(e2eEnv('E2E_WORK_DIR'), email);
    const verify = /(https?:\/\/\S+\/newsletter\/verify\/[\w-]+)/.exec(mail.text)?.[1];
    const unsubscribe = /(https?:\/\/\S+\/newsletter\/unsubscribe\/[\w-]+)/.exec(mail.text)?.[1];
    expect(verify).toBeTruthy();
    expect(unsubscribe).toBeTruthy();
    expect(verify!.startsWith(site())).toBe(true);

    await page.goto(verify!);
    await expect(page.getByRole('heading', { name: 'Verification Successful!' })).toBeVisible();
    await expect(page.getByTestId('masked-email')).toHaveText(`r*****@example.com`);

    await page.goto(unsubscribe!);
    await expect(page.getByRole('heading', { name: 'Unsubscribed Successfully' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toBeVisible();

    await page.goto(verify!);
    await expect(
      page.getByRole('heading', { name: /Verification (Successful!|Failed)/ }),
    ).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test('the article body, images and links are in the HTML', async ({ browser }) => {
    const post = (await activePosts())[0]!;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site()}/blog/${post.Slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.Title })).toBeVisible();
    await expect(page.locator('.article-body p').first()).toBeVisible();
    const hero = page.getByRole('img', { name: post.Title });
    await expect(hero).toBeVisible();
    expect(
      await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await expect(page.getByRole('link', { name: /Back to Blog/ }).first()).toHaveAttribute(
      'href',
      /^\/blog\/?$/,
    );
    const related = page.getByTestId('related-articles').getByRole('link');
    expect(await related.count()).toBeGreaterThan(0);
    await page.getByTestId('related-articles').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
  });
});

test('an address under /blog/ that is no article shows "Blog post not found" with a 404', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  for (const address of ['/blog/99999', '/blog/no-such-slug', '/blog/slug/no-such-slug']) {
    const response = await page.goto(`${site()}${address}`);
    expect(response?.status(), address).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog post not found');
    await expect(page.getByRole('link', { name: /Back to Blog/ })).toBeVisible();
    expect(page.url()).toBe(`${site()}${address}`);
  }
  // The page stays as built after hydration: no second render over it, no React error.
  expect(consoleErrors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
});

test("a deeper unknown address under /blog/ is no article address: the site's 404 page", async ({
  page,
}) => {
  for (const address of ['/blog/a/b/c', '/blog/page/99']) {
    const response = await page.goto(`${site()}${address}`);
    expect(response?.status(), address).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByText('Blog post not found')).toHaveCount(0);
  }
});
