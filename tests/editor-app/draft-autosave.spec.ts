/**
 * No lost edits, in Chromium against a real provider: a draft saves itself a few seconds after
 * typing stops (the bar says so, the provider has the text, a reload shows it); a published
 * post's changes wait for Save; an autosave that meets someone else's newer save overwrites
 * nothing and asks what to keep.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import {
  appUrl,
  asAutomation,
  DESKTOP,
  personWithRole,
  providerUrl,
  screenProblems,
  signIn,
} from './support/editor';

const mark = () => randomBytes(3).toString('hex');
const api = (path: string) => `${providerUrl()}/admin/api${path}`;

async function arrangePost(request: APIRequestContext, fields: Record<string, unknown>) {
  const res = await request.post(api('/blog'), {
    headers: asAutomation(),
    data: { content: 'Arranged body', ...fields },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}

async function saved(request: APIRequestContext, id: number) {
  const res = await request.get(api(`/blog/${id}`), { headers: asAutomation() });
  return (await res.json()) as { title: string; excerpt: string | null; version: number };
}

test.describe('a draft saves itself', () => {
  test.use({ actionTimeout: 10_000 });

  test('typed into a draft, then reloaded without pressing Save: the text is kept', async ({
    page,
    request,
  }) => {
    const id = mark();
    const post = await arrangePost(request, { title: `Draft ${id}`, status: 'draft' });
    await page.setViewportSize(DESKTOP);
    await signIn(page, await personWithRole(request, 'editor'));
    await page.goto(appUrl(`/posts/${post.id}`));
    await page.getByRole('textbox', { name: /^Title/ }).fill(`Draft typed ${id}`);
    await page.getByRole('textbox', { name: 'Excerpt' }).fill(`Typed, never saved by hand ${id}`);

    await expect(
      page.getByRole('status').filter({ hasText: 'Draft saved automatically at' }),
    ).toHaveText(/^Draft saved automatically at \d{1,2}:\d{2}( [AP]M)?\. Not on the site\.$/, {
      timeout: 15_000,
    });
    expect(await saved(request, post.id)).toMatchObject({
      title: `Draft typed ${id}`,
      excerpt: `Typed, never saved by hand ${id}`,
    });
    // Saved: nothing left to save by hand, nothing to warn about on leaving.
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    expect(await screenProblems(page)).toEqual([]);

    await page.reload();
    await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(`Draft typed ${id}`);
    await expect(page.getByRole('textbox', { name: 'Excerpt' })).toHaveValue(
      `Typed, never saved by hand ${id}`,
    );
    await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
  });

  test('a published post is not saved on its own: its changes wait for Save', async ({
    page,
    request,
  }) => {
    const id = mark();
    const post = await arrangePost(request, { title: `Live ${id}`, status: 'published' });
    await page.setViewportSize(DESKTOP);
    await signIn(page, await personWithRole(request, 'editor'));
    await page.goto(appUrl(`/posts/${post.id}`));
    await page.getByRole('textbox', { name: 'Excerpt' }).fill(`Not live yet ${id}`);
    // Longer than a draft's autosave waits.
    await page.waitForTimeout(5000);
    expect((await saved(request, post.id)).excerpt).toBeNull();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  });

  test('an autosave that meets a newer save overwrites nothing and asks what to keep', async ({
    page,
    request,
  }) => {
    const id = mark();
    const post = await arrangePost(request, { title: `Contested ${id}`, status: 'draft' });
    await page.setViewportSize(DESKTOP);
    await signIn(page, await personWithRole(request, 'editor'));
    await page.goto(appUrl(`/posts/${post.id}`));
    await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(`Contested ${id}`);
    // Someone else saves after the form was opened.
    const theirs = await request.patch(api(`/blog/${post.id}`), {
      headers: asAutomation(),
      data: { excerpt: `Their excerpt ${id}` },
    });
    expect(theirs.status(), await theirs.text()).toBe(200);

    await page.getByRole('textbox', { name: 'Excerpt' }).fill(`My excerpt ${id}`);
    const dialog = page.getByRole('dialog', { name: 'Someone else saved this' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    const row = dialog.getByRole('table', { name: 'What differs' }).getByRole('row', {
      name: /Excerpt/,
    });
    await expect(row).toContainText(`My excerpt ${id}`);
    await expect(row).toContainText(`Their excerpt ${id}`);
    expect((await saved(request, post.id)).excerpt).toBe(`Their excerpt ${id}`);
    expect(await screenProblems(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await expect.poll(async () => (await saved(request, post.id)).excerpt).toBe(`My excerpt ${id}`);
  });
});
