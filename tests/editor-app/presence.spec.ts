/**
 * Working side by side, in Chromium against a real provider: two people signed in in two
 * browsers open the same post and each sees the other named on the edit screen; the posts list
 * marks the post the other has open; leaving the post takes the name away. The same on a
 * content record.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import {
  appUrl,
  asAutomation,
  DESKTOP,
  personWithRole,
  providerUrl,
  screenProblems,
  signIn,
  type Person,
} from './support/editor';

const mark = () => randomBytes(3).toString('hex');

async function arrange(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const res = await request.post(`${providerUrl()}/admin/api${path}`, {
    headers: asAutomation(),
    data,
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}

/** A browser of its own (cookies and all), signed in as `person`. */
async function signedIn(browser: Browser, person: Person): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: DESKTOP });
  const page = await context.newPage();
  await signIn(page, person);
  return page;
}

const presence = (page: Page) => page.getByRole('status').filter({ hasText: 'also editing' });

// A heartbeat every 15 s: the other name shows at the next one at the latest.
const NEXT_BEAT = { timeout: 20_000 };
// A screen's first opening loads its part of the app.
const FIRST_LOAD = { timeout: 15_000 };

test.describe('who else has a record open', () => {
  test.use({ actionTimeout: 10_000 });
  test.setTimeout(120_000);

  test('two people on the same post see each other by name, and the list marks the post', async ({
    browser,
    request,
  }) => {
    const id = mark();
    const post = await arrange(request, '/blog', {
      title: `Side by side ${id}`,
      content: 'Shared body',
      status: 'published',
    });
    const editor = await personWithRole(request, 'editor');
    const owner = await personWithRole(request, 'owner');
    const dana = await signedIn(browser, editor);
    const sam = await signedIn(browser, owner);
    try {
      await dana.goto(appUrl(`/posts/${post.id}`));
      await expect(dana.getByRole('textbox', { name: /^Title/ })).toHaveValue(
        `Side by side ${id}`,
        FIRST_LOAD,
      );
      await sam.goto(appUrl(`/posts/${post.id}`));
      // Sam opens it second: his first heartbeat already names Dana.
      await expect(presence(sam)).toHaveText(
        `${editor.name} is also editing this post. Saves are checked: if theirs comes first, you will be asked what to keep.`,
        FIRST_LOAD,
      );
      await expect(presence(dana)).toContainText(
        `${owner.name} is also editing this post.`,
        NEXT_BEAT,
      );
      // Names, never addresses.
      await expect(presence(dana)).not.toContainText('@');
      expect(await screenProblems(dana)).toEqual([]);

      // Dana goes to the list: the post Sam has open carries a badge naming him.
      await dana.getByRole('menuitem', { name: 'Posts' }).click();
      await dana.getByRole('textbox', { name: 'Search' }).fill(`Side by side ${id}`);
      const row = dana.locator('tbody tr').filter({ hasText: `Side by side ${id}` });
      await expect(row).toHaveCount(1);
      await expect(
        row.getByRole('img', { name: `${owner.name} is editing this post` }),
      ).toBeVisible();
      expect(await screenProblems(dana)).toEqual([]);

      // Dana left the post: Sam's screen stops naming her at his next heartbeat.
      await expect(presence(sam)).toHaveCount(0, NEXT_BEAT);
      // Sam leaves too: the badge goes at the list's next look.
      await sam.getByRole('menuitem', { name: 'Posts' }).click();
      await expect(row.getByRole('img')).toHaveCount(0, NEXT_BEAT);
    } finally {
      await dana.context().close();
      await sam.context().close();
    }
  });

  test('the same on a content record', async ({ browser, request }) => {
    const faq = await arrange(request, '/faq', {
      question: `Who else is here ${mark()}?`,
      answer: 'Someone.',
    });
    const editor = await personWithRole(request, 'editor');
    const owner = await personWithRole(request, 'owner');
    const dana = await signedIn(browser, editor);
    const sam = await signedIn(browser, owner);
    try {
      await dana.goto(appUrl(`/faq/${faq.id}`));
      await expect(dana.getByRole('button', { name: 'Save' })).toBeVisible(FIRST_LOAD);
      await sam.goto(appUrl(`/faq/${faq.id}`));
      await expect(presence(sam)).toContainText(
        `${editor.name} is also editing this record.`,
        FIRST_LOAD,
      );
      expect(await screenProblems(sam)).toEqual([]);
    } finally {
      await dana.context().close();
      await sam.context().close();
    }
  });
});
