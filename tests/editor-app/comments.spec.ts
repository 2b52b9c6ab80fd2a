import { expect, test } from '@playwright/test';
import { appUrl, asAutomation, personWithRole, PHONE, providerUrl, signIn } from './support/editor';
import { expectCleanAtBothSizes } from './support/both-sizes';
import { postComments, publishedPostId } from './support/visitors';

const queue = async (request: import('@playwright/test').APIRequestContext, status: string) => {
  const res = await request.get(`${providerUrl()}/admin/api/comments?status=${status}`, {
    headers: asAutomation(),
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { id: number; status: string }[];
};

test.describe('moderating comments', () => {
  test('a moderator approves a held reply in one click and rejects two held comments at once', async ({
    page,
    request,
  }) => {
    const run = Date.now().toString(36);
    const postId = await publishedPostId(request);
    const [parent] = await postComments(request, postId, [
      { content: `Which regions does this cover? (${run})`, authorName: 'Ann Asker' },
    ]);
    expect(parent!.status).toBe('published');
    const [reply, second, third] = await postComments(request, postId, [
      {
        content: `All of them, see https://example.com/regions (${run})`,
        authorName: 'Rob Replier',
        parentId: parent!.id,
      },
      { content: `Cheap offers at https://example.com/a (${run})`, authorName: 'Sam Second' },
      { content: `More at https://example.com/b (${run})`, authorName: 'Tia Third' },
    ]);
    for (const held of [reply, second, third]) expect(held!.status).toBe('pending_approval');

    const moderator = await personWithRole(request, 'moderator');
    await page.setViewportSize(PHONE);
    await signIn(page, moderator);
    await page.goto(appUrl('/comments'));
    const replyRow = page.getByRole('row').filter({ hasText: `All of them, see` });
    await expect(replyRow).toContainText(`Which regions does this cover? (${run})`);
    await expect(replyRow).toContainText('In reply to Ann Asker');
    await expect(replyRow).toContainText('Rob Replier');
    await expect(replyRow).toContainText('Contains links');
    await expect(replyRow.getByRole('link')).toHaveAttribute('href', /\/blog\/[^/]+$/);
    await expectCleanAtBothSizes(page, () =>
      expect(replyRow.getByRole('button', { name: /^Approve comment/ })).toBeVisible(),
    );

    // One click approves the reply: it leaves the held queue and is published.
    await replyRow.getByRole('button', { name: /^Approve comment/ }).click();
    await expect(page.getByText('1 comment approved')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'All of them, see' })).toHaveCount(0);
    expect((await queue(request, 'published')).some((c) => c.id === reply!.id)).toBe(true);

    // Two selected rows, one bulk rejection.
    await page.setViewportSize(PHONE);
    for (const text of [`Cheap offers at`, `More at https`]) {
      await page
        .getByRole('row')
        .filter({ hasText: text })
        .filter({ hasText: run })
        .getByRole('checkbox', { name: /^Select comment/ })
        .check();
    }
    await page.getByRole('button', { name: 'Reject selected' }).click();
    await expect(page.getByText('2 comments rejected')).toBeVisible();
    const rejected = (await queue(request, 'rejected')).map((c) => c.id);
    expect(rejected).toEqual(expect.arrayContaining([second!.id, third!.id]));

    // The rejected ones are under their status, each offering approval back.
    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Rejected' }).click();
    const rejectedRow = page
      .getByRole('row')
      .filter({ hasText: `More at https://example.com/b (${run})` });
    await expect(rejectedRow.getByRole('button', { name: /^Approve comment/ })).toBeVisible();
    await expect(rejectedRow.getByRole('button', { name: /^Reject comment/ })).toHaveCount(0);
  });

  test("a refusal shows the server's words and the screen stays accessible", async ({
    page,
    request,
  }) => {
    const run = Date.now().toString(36);
    const postId = await publishedPostId(request);
    await postComments(request, postId, [
      { content: `Refused later: https://example.com/r (${run})`, authorName: 'Uma Refused' },
    ]);
    const moderator = await personWithRole(request, 'moderator');
    await signIn(page, moderator);
    await page.route('**/admin/api/comments/*/approve', (route) =>
      route.fulfill({ status: 403, json: { message: 'Your role may not moderate comments.' } }),
    );
    await page.goto(appUrl('/comments'));
    const row = page.getByRole('row').filter({ hasText: run });
    await row.getByRole('button', { name: /^Approve comment/ }).click();
    await expect(page.getByText('Your role may not moderate comments.')).toBeVisible();
    await expectCleanAtBothSizes(
      page,
      () => expect(page.getByText('Your role may not moderate comments.')).toBeVisible(),
      'the refusal',
    );
  });
});
