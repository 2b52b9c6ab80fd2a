/**
 * The editorial back end as an editor meets it on the site: a post scheduled a few seconds ahead
 * goes live by itself (the provider publishes it and asks for the rebuild), and a draft's signed
 * preview address shows the article as it will read, before anything is public.
 */
import { expect, test } from '@playwright/test';
import { e2eEnv, siteBuildsIdle } from './support/env';
import { horizontalOverflow } from './support/page-checks';
import { adminRequest } from './support/provider';

const site = () => e2eEnv('E2E_SITE_URL');
const provider = () => e2eEnv('E2E_PROVIDER_URL');

/** A post as the admin API answers it (camelCase; the public API keeps its PascalCase names). */
interface AdminPost {
  id: number;
  slug: string;
  title: string;
  status: string;
  publishAt: string | null;
}

const BODY = [
  'Landing zones give every new subscription the same guard rails from its first day.',
  '',
  '## What a landing zone sets up',
  '',
  '- Management groups and policies that apply to every subscription below them',
  '- A hub network with the firewall and the private DNS zones',
  '- Logging to one workspace, kept for the period the auditors ask for',
  '',
  'Start small: one platform subscription, one workload, and grow from there.',
].join('\n');

test.describe('editorial back end on the site', () => {
  test.beforeAll(async () => {
    // A build takes longer than a hook's usual 30 s.
    test.setTimeout(300_000);
    await siteBuildsIdle();
  });

  test('a post scheduled a few seconds ahead goes live on the site with nobody touching anything', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const stamp = Date.now();
    const publishAt = new Date(stamp + 5_000);
    const post = await adminRequest<AdminPost>('POST', '/blog', {
      title: `Landing zones before the first workload ${stamp}`,
      content: BODY,
      status: 'scheduled',
      publishAt: publishAt.toISOString(),
    });
    expect(post.status).toBe('scheduled');
    const article = `${site()}/blog/${post.slug}`;
    try {
      // Before its time: neither the provider's public API nor the site has it.
      const early = await fetch(`${provider()}/api/blog/${post.id}`, {
        headers: { 'X-API-Key': process.env.GATSBY_API_KEY || 'local-dev-key' },
      });
      expect(early.status).toBe(404);
      expect((await page.request.get(article)).status()).toBe(404);

      await expect
        .poll(async () => (await page.request.get(article)).status(), {
          timeout: 240_000,
          intervals: [1_000],
        })
        .toBe(200);
      const liveAfterMs = Date.now() - publishAt.getTime();
      console.log(
        `Scheduled post: publish instant to live page ${(liveAfterMs / 1000).toFixed(1)} s`,
      );
      test.info().annotations.push({ type: 'publish to live', description: `${liveAfterMs} ms` });

      await page.goto(article);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await expect(
        page.getByRole('heading', { name: 'What a landing zone sets up' }),
      ).toBeVisible();
      const published = await adminRequest<AdminPost>('GET', `/blog/${post.id}`);
      expect(published.status).toBe('published');
    } finally {
      // The site as it was: the post archived, and its page gone again after the rebuild.
      await adminRequest('POST', `/blog/${post.id}/archive`);
      await expect
        .poll(async () => (await page.request.get(article)).status(), {
          timeout: 240_000,
          intervals: [2_000],
        })
        .toBe(404);
    }
  });

  test("a draft's preview address shows the article as it will read, on a phone, before it is public", async ({
    browser,
  }) => {
    const draft = await adminRequest<AdminPost>('POST', '/blog', {
      title: `Draft: private endpoints for every PaaS service ${Date.now()}`,
      content: BODY,
      status: 'draft',
      tags: [{ name: 'Networking' }],
    });
    try {
      const link = await adminRequest<{ url: string; pageUrl: string }>(
        'POST',
        `/blog/${draft.id}/preview`,
      );
      const query = new URL(link.pageUrl).search;
      const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
      const page = await context.newPage();
      await page.goto(`${site()}/preview/${query}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
      await expect(
        page.getByText(
          'Preview: this post is a draft. Only people with this link can see this page.',
        ),
      ).toBeVisible();
      // The body through the article's pipeline, and the article's own parts.
      await expect(
        page.getByRole('heading', { name: 'What a landing zone sets up' }),
      ).toBeVisible();
      await expect(page.getByRole('list', { name: 'Tags' })).toContainText('#Networking');
      await expect(
        page.getByText('Likes, comments and the lead forms join the article once it is published.'),
      ).toBeVisible();
      await expect(page.locator('[data-part="comments"]')).toHaveCount(0);
      expect(await horizontalOverflow(page)).toBe(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

      // An address moved to another post, or without its signature, shows why it cannot open.
      await page.goto(
        `${site()}/preview/${query.replace(`post=${draft.id}`, `post=${draft.id + 1}`)}`,
      );
      await expect(page.getByText('The preview link is not valid')).toBeVisible();
      await page.goto(`${site()}/preview/?post=${draft.id}`);
      await expect(
        page.getByText(
          'This preview link is incomplete: open the preview again from the editor app.',
        ),
      ).toBeVisible();
      await context.close();
      // Still a draft: the site does not serve it.
      expect((await fetch(`${site()}/blog/${draft.slug}`)).status).toBe(404);
    } finally {
      await adminRequest('DELETE', `/blog/${draft.id}`);
    }
  });
});
