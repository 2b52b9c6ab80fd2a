/**
 * The editor app as its people use it, against the real provider and the real site server, each
 * journey timed from signing in to its result on the public site (.e2e/editor-journeys.json, read
 * by `npm run bench -- --only editor`). Nothing but the app is touched during a journey: the site
 * rebuilds because the provider asks it to, and the app's bar follows that build to "Live".
 */
import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { e2eEnv, scrollThrough, siteBuildsIdle } from './support/env';
import { adminRequest } from './support/provider';
import { journey } from './support/journeys';
import { appUrl, DESKTOP, personWithRole, providerUrl, signIn } from '../editor-app/support/editor';
import { postComments, sendFeedback } from '../editor-app/support/visitors';
import { csvRows } from '../editor-app/support/csv';

const site = () => e2eEnv('E2E_SITE_URL');
const LIVE = 'Live: the site shows your changes.';
const unique = () => randomBytes(3).toString('hex');
// A real 3×2 PNG: the post's hero image, uploaded by dropping it on the editor.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVR4nGMwTpsJQQxwFgBFaActhtF1TgAAAABJRU5ErkJggg==';
const pad = (n: number) => String(n).padStart(2, '0');
/** A datetime-local value with seconds, in this machine's time zone (the browser's). */
const localInput = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

interface Service {
  id: number;
  name: string;
  description: string | null;
}

/** The app's bar after a save: first the estimate, then "Live" once the build that has it ends. */
async function expectSavedThenLive(page: Page): Promise<void> {
  const bar = page.getByRole('status').filter({ hasText: /Saved|Live/ });
  await expect(bar).toContainText(/Saved/, { timeout: 15_000 });
  await expect(bar).toContainText(LIVE, { timeout: 240_000 });
}

/** The built page's HTML (what a visitor gets before any script runs). */
async function builtHtml(page: Page, route: string): Promise<string> {
  const answer = await page.request.get(`${site()}${route}`, { maxRedirects: 0 });
  return answer.text();
}

test.describe('editor journeys on the public site', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await siteBuildsIdle();
  });
  test.beforeEach(async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(DESKTOP);
  });

  test('an editor fixes a typo in a service, sees "Live", and /services has the new text', async ({
    page,
    request,
  }) => {
    const services = await adminRequest<Service[]>('GET', '/services');
    const service = services.find((s) => s.description) ?? services[0]!;
    const mark = unique();
    const typo = `${service.description ?? ''} Certfied architects ${mark}.`.trim();
    await adminRequest('PATCH', `/services/${service.id}`, { description: typo });
    await siteBuildsIdle();
    expect(await builtHtml(page, '/services')).toContain(`Certfied architects ${mark}`);

    const clock = journey('fix a typo in a service until /services shows it');
    await signIn(page, await personWithRole(request, 'editor'));
    await page.goto(appUrl(`/services/${service.id}`));
    const description = page.getByLabel('Description');
    await expect(description).toHaveValue(typo);
    await description.fill(typo.replace('Certfied', 'Certified'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expectSavedThenLive(page);
    const html = await builtHtml(page, '/services');
    expect(html).toContain(`Certified architects ${mark}`);
    expect(html).not.toContain(`Certfied architects ${mark}`);
    await clock.done();
    await page.goto(`${site()}/services`);
    await expect(page.getByText(`Certified architects ${mark}`)).toBeVisible();
  });

  test('an editor switches a menu section off and its route sends visitors home, then back on', async ({
    page,
    request,
  }) => {
    const route = '/path';
    expect((await page.request.get(`${site()}${route}`)).status()).toBe(200);
    const clock = journey('switch a menu section off until its route redirects');
    await signIn(page, await personWithRole(request, 'editor'));
    await page.goto(appUrl('/menu-sections'));
    const toggle = page.getByRole('switch', { name: 'Path on the site' });
    await expect(toggle).toBeChecked();
    try {
      await toggle.click();
      await expect(toggle).not.toBeChecked();
      await expectSavedThenLive(page);
      await page.goto(`${site()}${route}`);
      await expect(page).toHaveURL(`${site()}/`);
      await clock.done();
    } finally {
      // Later specs read the whole site: the section goes back on, and that build ends first.
      await page.goto(appUrl('/menu-sections'));
      const again = page.getByRole('switch', { name: 'Path on the site' });
      if (!(await again.isChecked())) {
        await again.click();
        await expect(again).toBeChecked();
        await expectSavedThenLive(page);
      }
    }
    await page.goto(`${site()}${route}`);
    await expect(page).toHaveURL(`${site()}${route}`);
  });

  test('a restored revision of a service comes back on the site', async ({ page, request }) => {
    const mark = unique();
    const original = `Cloud landing zones reviewed in two weeks ${mark}.`;
    const created = await adminRequest<Service>('POST', '/services', {
      name: `Landing zone review ${mark}`,
      description: original,
      features: ['Review'],
    });
    await adminRequest('PATCH', `/services/${created.id}`, {
      description: `Replaced description ${mark}.`,
    });
    await siteBuildsIdle();
    expect(await builtHtml(page, '/services')).toContain(`Replaced description ${mark}`);

    const clock = journey('restore a revision until the site shows it');
    await signIn(page, await personWithRole(request, 'editor'));
    await page.goto(appUrl(`/services/${created.id}`));
    const versions = page.getByRole('list', { name: 'Earlier versions' }).getByRole('link');
    await versions.first().click();
    const dialog = page.getByRole('dialog', { name: /Version \d+/ });
    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    await page
      .getByRole('dialog', { name: /Restore version \d+\?/ })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect(page.getByLabel('Description')).toHaveValue(original);
    await expectSavedThenLive(page);
    expect(await builtHtml(page, '/services')).toContain(original);
    await clock.done();
  });

  test('an editor writes a post with an uploaded image, previews it, schedules it two seconds ahead and sees it live', async ({
    page,
    request,
  }) => {
    const id = unique();
    const title = `Landing zones in practice ${id}`;
    const clock = journey('write, preview and schedule a post until it is live on the site');
    await signIn(page, await personWithRole(request, 'editor'));
    await page.goto(appUrl('/posts/create'));
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page
      .getByRole('textbox', { name: 'Body (Markdown)' })
      .fill(`## Start with one subscription ${id}\n\nGuard rails first, then *workloads*.`);
    await expect(
      page
        .getByTestId('live-preview')
        .getByRole('heading', { name: `Start with one subscription ${id}` }),
    ).toBeVisible();
    const dataTransfer = await page.evaluateHandle((png) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], `hero-${Date.now()}.png`, { type: 'image/png' }));
      return transfer;
    }, PNG);
    await page.getByTestId('hero-image-drop-zone').dispatchEvent('drop', { dataTransfer });
    const image = page.getByRole('textbox', { name: 'Image address' });
    await expect(image).toHaveValue(/^\/uploads\/images\/.+\.png$/);
    const imagePath = await image.inputValue();
    const slug = await page.getByRole('textbox', { name: 'Slug' }).inputValue();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);

    // The draft as the site will show it, on the real site's preview page.
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Preview' }).click();
    const tab = await popup;
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 30_000 });
    await expect(
      tab.getByRole('heading', { name: `Start with one subscription ${id}` }),
    ).toBeVisible();
    await tab.close();
    expect((await page.request.get(`${site()}/blog/${slug}`)).status()).toBe(404);

    await page.getByRole('button', { name: 'Schedule…' }).click();
    const publishAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + 2_000);
    await page.getByLabel('Publish at').fill(localInput(publishAt));
    await page.getByRole('button', { name: 'Schedule the post' }).click();
    await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();

    // Nothing else is touched: the provider publishes it on time and the site rebuilds.
    await expect
      .poll(async () => (await page.request.get(`${site()}/blog/${slug}`)).status(), {
        timeout: 240_000,
        intervals: [1_000],
      })
      .toBe(200);
    await clock.done();
    await page.goto(`${site()}/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const html = await builtHtml(page, `/blog/${slug}`);
    expect(html).toContain(path.basename(imagePath));
  });

  test('a moderator approves a held comment and sees it on the article', async ({
    page,
    request,
  }) => {
    const headers = { 'x-api-key': process.env.GATSBY_API_KEY || 'local-dev-key' };
    const answer = await request.get(`${providerUrl()}/api/blog?limit=1`, { headers });
    const post = (await answer.json()).posts[0] as { Id: number; Slug: string };
    const id = unique();
    const text = `Worth reading, see https://example.com/landing-zones ${id}`;
    const [held] = await postComments(request, post.Id, [
      { content: text, authorName: 'Rita Reader' },
    ]);
    expect(held!.status).toBe('pending_approval');
    // The journeys before this one leave builds behind; a build that ends while the article
    // loads swaps its scripts under it, which is not what this journey is about.
    await siteBuildsIdle();

    const clock = journey('approve a held comment until the article shows it');
    await signIn(page, await personWithRole(request, 'moderator'));
    await page.goto(appUrl('/comments'));
    const row = page.getByRole('row').filter({ hasText: id });
    await row.getByRole('button', { name: /^Approve comment/ }).click();
    await expect(page.getByRole('row').filter({ hasText: id })).toHaveCount(0);
    // Every reader's answer has it now (so a failure below is the article page's).
    await expect
      .poll(
        async () =>
          (await request.get(`${providerUrl()}/api/blog/${post.Id}/comments`, { headers })).text(),
        { timeout: 15_000 },
      )
      .toContain(id);
    await page.goto(`${site()}/blog/${post.Slug}`);
    await scrollThrough(page);
    await expect(page.getByText(text)).toBeVisible({ timeout: 30_000 });
    await clock.done();
  });

  test("a sales person filters this week's leads and downloads the CSV; posts stay closed to them", async ({
    page,
    request,
  }) => {
    const id = unique();
    const leadId = await sendFeedback(request, `journey-${id}@client.example`, `Quick help ${id}`);
    const clock = journey("filter this week's leads and download the CSV");
    const sales = await personWithRole(request, 'sales');
    await signIn(page, sales);
    await page.goto(appUrl('/leads'));
    await page.getByRole('button', { name: 'This week' }).click();
    await expect(page.getByRole('row').filter({ hasText: `journey-${id}@` })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    await clock.done();
    const ids = csvRows(csv).map((row) => Number(row[0]));
    expect(ids).toContain(leadId);

    // Posts: no menu item, the app's screen refuses, and so does the server.
    await expect(page.getByRole('menuitem', { name: 'Posts' })).toHaveCount(0);
    await page.goto(appUrl('/posts'));
    await expect(page.getByText(/Access denied/i)).toBeVisible();
    expect((await page.request.get(`${providerUrl()}/admin/api/blog`)).status()).toBe(403);
  });
});
