/**
 * The Posts screens in Chromium against a real provider: an editor finds posts, writes one
 * (hero image dropped in, live preview, slug check, scheduling), compares and restores a
 * version, is warned before losing changes, walks the editor by keyboard; a sales person has
 * no way in.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import {
  appUrl,
  asAutomation,
  DESKTOP,
  personWithRole,
  PHONE,
  providerUrl,
  screenProblems,
  signIn,
} from './support/editor';

// A real 3×2 PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVR4nGMwTpsJQQxwFgBFaActhtF1TgAAAABJRU5ErkJggg==';

const mark = () => randomBytes(3).toString('hex');

async function arrangePost(request: APIRequestContext, fields: Record<string, unknown>) {
  const res = await request.post(`${providerUrl()}/admin/api/blog`, {
    headers: asAutomation(),
    data: { content: 'Arranged body', ...fields },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; slug: string; title: string };
}

async function signInAsEditor(page: Page, request: APIRequestContext) {
  await signIn(page, await personWithRole(request, 'editor'));
}

const titleBox = (page: Page) => page.getByRole('textbox', { name: /^Title/ });

test.describe('the Posts screens', () => {
  test.use({ actionTimeout: 10_000 });

  test('an editor searches and filters the list, on a phone and a desktop', async ({
    page,
    request,
  }) => {
    const id = mark();
    const tag = `Topic ${id}`;
    const author = `Author ${id}`;
    await arrangePost(request, { title: `Draft about ${id}`, status: 'draft', author });
    await arrangePost(request, { title: `Live about ${id}`, tags: [{ name: tag }], author });
    await arrangePost(request, { title: `Other ${id}`, excerpt: 'nothing to see' });
    await page.setViewportSize(DESKTOP);
    await signInAsEditor(page, request);
    await page.goto(appUrl('/posts'));
    await page.getByRole('textbox', { name: 'Search' }).fill(`about ${id}`);
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Author');
    expect(await screenProblems(page)).toEqual([]);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Draft' }).click();
    await expect(page).toHaveURL(/draft/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Draft about ${id}`);
    await expect(rows.first()).toContainText('Draft');

    // The list remembers its filters; an address with none starts afresh.
    const unfiltered = appUrl('/posts?filter=%7B%7D&displayedFilters=%7B%7D');
    await page.goto(unfiltered);
    await page.getByRole('combobox', { name: 'Tag' }).click();
    await page.getByRole('option', { name: tag }).click();
    await expect(rows.first()).toContainText(`Live about ${id}`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(tag);

    await page.goto(unfiltered);
    await page.getByRole('combobox', { name: 'Author' }).click();
    await page.getByRole('option', { name: author }).click();
    await expect(rows).toHaveCount(2);

    await page.setViewportSize(PHONE);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByText(`Live about ${id}`)).toBeVisible();
    expect(await screenProblems(page)).toEqual([]);
  });

  test('an editor writes a post: hero image dropped in, live preview, slug check, then schedules it', async ({
    page,
    request,
  }) => {
    const id = mark();
    const taken = await arrangePost(request, { title: `Taken ${id}` });
    await page.setViewportSize(DESKTOP);
    const editor = await personWithRole(request, 'editor');
    await signIn(page, editor);
    await page.goto(appUrl('/posts/create'));
    // The person writing is the author until they choose another.
    await expect(page.getByRole('combobox', { name: 'Author' })).toHaveValue(editor.name);
    await titleBox(page).fill(`Taken ${id}`);
    const slug = page.getByRole('textbox', { name: 'Slug' });
    await expect(slug).toHaveValue(taken.slug);
    await expect(page.getByText('This slug is taken')).toBeVisible();
    expect(await screenProblems(page)).toEqual([]);
    await page.getByRole('button', { name: `Use ${taken.slug}-2` }).click();
    await expect(slug).toHaveValue(`${taken.slug}-2`);
    await expect(page.getByText(`/blog/${taken.slug}-2/ (free)`)).toBeVisible();

    await titleBox(page).fill(`Written ${id}`);
    await expect(slug).toHaveValue(`${taken.slug}-2`, { timeout: 1000 });
    await slug.fill('');
    await expect(slug).toHaveValue(`written-${id}`);

    await page
      .getByRole('textbox', { name: 'Body (Markdown)' })
      .fill(`## Heading ${id}\n\nSome *text*.`);
    await expect(
      page.getByTestId('live-preview').getByRole('heading', { name: `Heading ${id}` }),
    ).toBeVisible();

    const dataTransfer = await page.evaluateHandle((png) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], `hero-${Date.now()}.png`, { type: 'image/png' }));
      return transfer;
    }, PNG);
    await page.getByTestId('hero-image-drop-zone').dispatchEvent('drop', { dataTransfer });
    await expect(page.getByRole('textbox', { name: 'Image address' })).toHaveValue(
      /^\/uploads\/images\/.+\.png$/,
    );
    await expect(page.getByTestId('hero-image-preview')).toBeVisible();

    await page.getByRole('combobox', { name: 'Add a tag' }).fill(`Fresh ${id}`);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: `Remove the tag Fresh ${id}` })).toBeVisible();

    await page.getByRole('textbox', { name: 'SEO title' }).fill(`Search title ${id}`);
    await expect(page.getByTestId('search-snippet')).toContainText(`Search title ${id}`);
    await expect(page.getByTestId('search-snippet')).toContainText(`/blog/written-${id}/`);
    await expect(page.getByText('19 / 70 characters')).toBeVisible();

    await page.setViewportSize(PHONE);
    expect(await screenProblems(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    expect(await screenProblems(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    // A draft is not on the site: the bar says so rather than waiting for a build.
    await expect(page.getByRole('status').filter({ hasText: 'Saved as draft' })).toHaveText(
      'Saved as draft: not on the site.',
    );

    await page.getByRole('button', { name: 'Schedule…' }).click();
    const when = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}T10:30`;
    await page.getByLabel('Publish at').fill(local);
    await page.getByRole('button', { name: 'Schedule the post' }).click();
    await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(page.getByTestId('post-publish-at')).toContainText('Goes live');
    // Preview: a signed address of the site's preview page, in a new tab (the site is not
    // running here, so its page is stood in for).
    await page
      .context()
      .route(/\/preview\/\?post=/, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Preview</title>' }),
      );
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Preview' }).click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toMatch(/\/preview\/\?post=\d+&exp=\d+&sig=[\w-]+$/);
    await tab.close();

    const postId = page.url().split('/').pop();
    const saved = await request.get(`${providerUrl()}/admin/api/blog/${postId}`, {
      headers: asAutomation(),
    });
    const post = await saved.json();
    expect([post.status, post.seoTitle, post.tags[0].name]).toEqual([
      'scheduled',
      `Search title ${id}`,
      `Fresh ${id}`,
    ]);
    expect(new Date(post.publishAt).getTime()).toBe(new Date(local).getTime());
  });

  test('an editor compares and restores a version, and is warned before losing changes', async ({
    page,
    request,
  }) => {
    const id = mark();
    // Published: a draft saves itself a few seconds after typing (draft-autosave.spec.ts), a
    // published post's changes wait for Save.
    const post = await arrangePost(request, { title: `First title ${id}`, status: 'published' });
    await page.setViewportSize(DESKTOP);
    await signInAsEditor(page, request);
    await page.goto(appUrl(`/posts/${post.id}`));
    await titleBox(page).fill(`Second title ${id}`);

    const leaving = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(leaving).toBe(true);
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await page.getByRole('menuitem', { name: 'Posts' }).click();
    expect(await asked).toMatch(/changes/i);
    await expect(page).toHaveURL(new RegExp(`/posts/${post.id}$`));

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Compare version 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Compare version 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Version 1' });
    await expect(dialog.getByRole('region', { name: 'Title' })).toContainText('First');
    await expect(dialog.locator('ins')).toContainText('Second');
    expect(await screenProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(titleBox(page)).toHaveValue(`First title ${id}`);
    await expect(page.getByRole('button', { name: 'Compare version 2' })).toBeVisible();
  });

  test('an edit made just before "Publish now" or "Archive" is what the provider keeps', async ({
    page,
    request,
  }) => {
    const id = mark();
    const post = await arrangePost(request, { title: `Typo titel ${id}`, status: 'draft' });
    await page.setViewportSize(PHONE);
    await signInAsEditor(page, request);
    await page.goto(appUrl(`/posts/${post.id}`));
    await titleBox(page).fill(`Fixed title ${id}`);
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText('Changes saved. Post published')).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await expect(titleBox(page)).toHaveValue(`Fixed title ${id}`);
    const saved = async () =>
      (await (
        await request.get(`${providerUrl()}/admin/api/blog/${post.id}`, {
          headers: asAutomation(),
        })
      ).json()) as { title: string; status: string; excerpt: string | null };
    expect(await saved()).toMatchObject({ title: `Fixed title ${id}`, status: 'published' });
    // The public API serves the typed title, not the text saved before it.
    const publicPost = await request.get(`${providerUrl()}/api/blog/${post.id}`, {
      headers: { 'x-api-key': 'local-dev-key' },
    });
    expect(publicPost.status()).toBe(200);
    expect((await publicPost.json()).Title).toBe(`Fixed title ${id}`);

    // Nothing is left unsaved: leaving asks nothing.
    const leaving = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(leaving).toBe(false);

    await page.getByRole('textbox', { name: 'Excerpt' }).fill(`Archived with a note ${id}`);
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Changes saved. Post archived')).toBeVisible();
    expect(await saved()).toMatchObject({
      excerpt: `Archived with a note ${id}`,
      status: 'archived',
    });

    // A change the form refuses stays in the form, and the status stays as it was.
    await titleBox(page).fill('');
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(
      page.getByText('Fix the highlighted fields first: your changes are kept.'),
    ).toBeVisible();
    expect((await saved()).status).toBe('archived');
    expect(await screenProblems(page)).toEqual([]);
  });

  test('a field the provider refuses says why in words next to it, and keeps what was typed', async ({
    page,
    request,
  }) => {
    const id = mark();
    // Published, so the refusal is Save's own (a draft's autosave shows it the same way).
    const post = await arrangePost(request, { title: `Long read ${id}`, status: 'published' });
    await page.setViewportSize(DESKTOP);
    await signInAsEditor(page, request);
    await page.goto(appUrl(`/posts/${post.id}`));
    // One character over the provider's limit of the body (200,000).
    const body = `Too long ${id} ${'x'.repeat(200_000)}`;
    const editor = page.getByRole('textbox', { name: 'Body (Markdown)' });
    await editor.fill(body);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const help = page.locator('#post-body-help');
    await expect(help).toHaveText('At most 200,000 characters');
    await expect(
      page.getByText('Some fields need a change: the reason is under each one.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText(/@@react-admin|must NOT have/)).toHaveCount(0);
    expect((await editor.inputValue()).length).toBe(body.length);
    const saved = await request.get(`${providerUrl()}/admin/api/blog/${post.id}`, {
      headers: asAutomation(),
    });
    expect(((await saved.json()) as { content: string }).content).toBe('Arranged body');

    // Shortened, it saves, and the toast names what was saved.
    await editor.fill(`Short enough ${id}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Post saved')).toBeVisible();
    await expect(help).not.toHaveText('At most 200,000 characters');
  });

  test('two people on one post: the later save stops, says who saved and what differs, then keeps or takes', async ({
    browser,
    request,
  }) => {
    const id = mark();
    const post = await arrangePost(request, {
      title: `Shared ${id}`,
      excerpt: 'Original excerpt',
      // Published: the saves here are the people's own (a draft's autosave meeting a newer save
      // is draft-autosave.spec.ts).
      status: 'published',
    });
    const editor = await personWithRole(request, 'editor');
    const owner = await personWithRole(request, 'owner');
    const [anaContext, boContext] = [await browser.newContext(), await browser.newContext()];
    const [ana, bo] = [await anaContext.newPage(), await boContext.newPage()];
    try {
      for (const [page, person] of [
        [ana, editor],
        [bo, owner],
      ] as const) {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.setViewportSize(DESKTOP);
        await signIn(page, person);
        await page.goto(appUrl(`/posts/${post.id}`));
        await expect(titleBox(page)).toHaveValue(`Shared ${id}`);
      }
      const excerpt = (page: Page) => page.getByRole('textbox', { name: 'Excerpt' });
      const saved = async () =>
        (await (
          await request.get(`${providerUrl()}/admin/api/blog/${post.id}`, {
            headers: asAutomation(),
          })
        ).json()) as { title: string; excerpt: string };

      await excerpt(ana).fill(`Ana's excerpt ${id}`);
      await ana.getByRole('button', { name: 'Save' }).click();
      await expect.poll(async () => (await saved()).excerpt).toBe(`Ana's excerpt ${id}`);

      // Bo's form still holds the version both opened.
      await excerpt(bo).fill(`Bo's excerpt ${id}`);
      await bo.getByRole('button', { name: 'Save' }).click();
      const dialog = bo.getByRole('dialog', { name: 'Someone else saved this' });
      await expect(dialog).toContainText(`${editor.email} saved it at`);
      const table = dialog.getByRole('table', { name: 'What differs' });
      await expect(table.getByRole('row', { name: /Excerpt/ })).toContainText(`Bo's excerpt ${id}`);
      await expect(table.getByRole('row', { name: /Excerpt/ })).toContainText(
        `Ana's excerpt ${id}`,
      );
      expect((await saved()).excerpt, 'nothing overwritten while Bo decides').toBe(
        `Ana's excerpt ${id}`,
      );
      expect(await screenProblems(bo)).toEqual([]);
      await dialog.getByRole('button', { name: 'Keep mine' }).click();
      await expect(bo.getByText('Your version is saved.')).toBeVisible();
      await expect.poll(async () => (await saved()).excerpt).toBe(`Bo's excerpt ${id}`);

      // Now Ana's form is the stale one: she takes Bo's version instead.
      await titleBox(ana).fill(`Ana's title ${id}`);
      await ana.getByRole('button', { name: 'Save' }).click();
      const hers = ana.getByRole('dialog', { name: 'Someone else saved this' });
      await expect(hers).toContainText(`${owner.email} saved it at`);
      await hers.getByRole('button', { name: 'Take theirs' }).click();
      await expect(excerpt(ana)).toHaveValue(`Bo's excerpt ${id}`);
      await expect(titleBox(ana)).toHaveValue(`Shared ${id}`);
      expect(await saved()).toMatchObject({ title: `Shared ${id}`, excerpt: `Bo's excerpt ${id}` });
    } finally {
      await anaContext.close();
      await boContext.close();
    }
  });

  test('text typed and never saved comes back after the tab is closed, on the next opening', async ({
    browser,
    request,
  }) => {
    const id = mark();
    const post = await arrangePost(request, { title: `Kept ${id}`, status: 'draft' });
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    try {
      const first = await context.newPage();
      await first.setViewportSize(PHONE);
      await signInAsEditor(first, request);
      await first.goto(appUrl(`/posts/${post.id}`));
      await titleBox(first).fill(`Kept and typed ${id}`);
      await first.getByRole('textbox', { name: 'Excerpt' }).fill(`An excerpt nobody saved ${id}`);
      // Kept a moment after typing; then the tab goes without a word (a crash, a closed lid).
      await first.waitForTimeout(1000);
      await first.close({ runBeforeUnload: false });

      const second = await context.newPage();
      await second.setViewportSize(PHONE);
      await second.goto(appUrl(`/posts/${post.id}`));
      const offer = second.getByRole('region', { name: 'Unsaved changes' });
      await expect(offer).toContainText('that were not saved (2 fields)');
      await expect(titleBox(second)).toHaveValue(`Kept ${id}`);
      expect(await screenProblems(second)).toEqual([]);
      await offer.getByRole('button', { name: 'Bring them back' }).click();
      await expect(titleBox(second)).toHaveValue(`Kept and typed ${id}`);
      await expect(second.getByRole('textbox', { name: 'Excerpt' })).toHaveValue(
        `An excerpt nobody saved ${id}`,
      );
      await second.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(async () => {
          const res = await request.get(`${providerUrl()}/admin/api/blog/${post.id}`, {
            headers: asAutomation(),
          });
          return ((await res.json()) as { title: string }).title;
        })
        .toBe(`Kept and typed ${id}`);

      // Saved: nothing is offered any more.
      await second.reload();
      await expect(titleBox(second)).toHaveValue(`Kept and typed ${id}`);
      await expect(second.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('the post editor can be walked by keyboard, every field reached with visible focus', async ({
    page,
    request,
  }) => {
    // Scheduled, not a draft: a draft saves itself while the walk goes on, and Save, with
    // nothing left to save, leaves the tab order.
    const post = await arrangePost(request, {
      title: `Keyboard ${mark()}`,
      status: 'scheduled',
      publishAt: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
    });
    await page.setViewportSize(DESKTOP);
    await signInAsEditor(page, request);
    await page.goto(appUrl(`/posts/${post.id}`));
    await titleBox(page).fill(`${post.title} edited`);
    const reached: string[] = [];
    const problems: string[] = [];
    for (let i = 0; i < 150; i += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const labelled = el.getAttribute('aria-labelledby');
        const name =
          el.getAttribute('aria-label') ||
          (labelled ? document.getElementById(labelled.split(' ')[0]!)?.textContent : null) ||
          (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ||
          el.closest('label')?.textContent ||
          el.textContent ||
          '';
        const style = getComputedStyle(el);
        const visible =
          el.matches(':focus-visible') &&
          ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
            style.boxShadow !== 'none' ||
            Boolean(el.closest('.Mui-focused, .Mui-focusVisible')) ||
            Boolean(el.parentElement?.closest('label')?.matches(':focus-within')));
        return { name: name.replace(/\s+/g, ' ').trim(), visible };
      });
      if (!focused) continue;
      reached.push(focused.name);
      if (!focused.visible) problems.push(`no visible focus on "${focused.name}"`);
      if (/^Save$/.test(focused.name)) break;
    }
    for (const field of [
      /^Slug/,
      /^Excerpt/,
      /^Body \(Markdown\)/,
      /^Add a tag/,
      /^Featured/,
      /^Image address/,
      /^Choose from the media library/,
      /^Drop an image/,
      /^Author/,
      /^Publish now/,
      /^SEO title/,
      /^SEO description/,
      /^Save$/,
    ]) {
      expect(
        reached.some((name) => field.test(name)),
        `${field} in ${reached.join(' | ')}`,
      ).toBe(true);
    }
    expect(problems).toEqual([]);
  });

  test('the list and the post editor are axe clean in the dark theme too', async ({
    page,
    request,
  }) => {
    const post = await arrangePost(request, { title: `Dark ${mark()}`, tags: [{ name: 'Azure' }] });
    await page.setViewportSize(DESKTOP);
    await signInAsEditor(page, request);
    await page.goto(appUrl('/posts'));
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    expect(await screenProblems(page)).toEqual([]);
    await page.goto(appUrl(`/posts/${post.id}`));
    await expect(page.getByRole('textbox', { name: 'Body (Markdown)' })).toBeVisible();
    await expect(page.getByTestId('live-preview')).toContainText('Arranged body');
    expect(await screenProblems(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await screenProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
  });

  test('a sales person has no Posts menu item, no Posts screen and a 403 from the API', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, await personWithRole(request, 'sales'));
    await expect(page.getByRole('menuitem', { name: 'Leads' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Posts' })).toHaveCount(0);
    await page.goto(appUrl('/posts'));
    await expect(page.getByText(/access denied|permissions/i).first()).toBeVisible();
    // The refusal screen is a screen like the others: axe clean, and it fits a phone.
    expect(await screenProblems(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await screenProblems(page)).toEqual([]);
    const answer = await page.request.get(`${providerUrl()}/admin/api/blog`);
    expect(answer.status()).toBe(403);
  });
});
