/**
 * Sending a post to the newsletter from the editor app, in Chromium against a real provider and
 * SMTP catcher: an editor opens *Send to subscribers* on a published post, sees the mail, sends
 * a test to themselves, confirms a send that names the number of verified subscribers, and
 * follows its progress to done; every verified subscriber gets the mail once.
 */
import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mailsTo } from '../e2e/support/smtp-catcher';
import {
  appUrl,
  asAutomation,
  DESKTOP,
  personWithRole,
  providerUrl,
  signIn,
} from './support/editor';
import { dialogProblems, verifiedSubscriber, workDir } from './support/newsletter';

test.describe('sending a post to subscribers', () => {
  test.use({ actionTimeout: 10_000 });
  // A provider, an SMTP catcher and three axe checks on a machine that may be busy.
  test.setTimeout(180_000);

  test('an editor previews, sends a test, sends, and follows the progress to done', async ({
    page,
    request,
  }) => {
    const run = randomBytes(3).toString('hex');
    const readers = [`ana-${run}@reader.example`, `ben-${run}@reader.example`];
    for (const reader of readers) await verifiedSubscriber(request, reader);
    const title = `Newsletter post ${run}`;
    const created = await request.post(`${providerUrl()}/admin/api/blog`, {
      headers: asAutomation(),
      data: { title, content: `Hello **readers** ${run}. Read [the guide](/blog/guide).` },
    });
    expect(created.status(), await created.text()).toBe(201);
    const post = (await created.json()) as { id: number };
    const overview = await request.get(`${providerUrl()}/admin/api/blog/${post.id}/newsletter`, {
      headers: asAutomation(),
    });
    const verified = ((await overview.json()) as { verifiedSubscribers: number })
      .verifiedSubscribers;
    expect(verified).toBeGreaterThanOrEqual(2);

    const editor = await personWithRole(request, 'editor');
    await page.setViewportSize(DESKTOP);
    await signIn(page, editor);
    await page.goto(appUrl(`/posts/${post.id}`));
    await page.getByRole('button', { name: 'Send to subscribers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send to subscribers' });
    await expect(dialog).toContainText(`Subject: ${title}`);
    const preview = dialog.frameLocator('iframe[title="Mail preview"]');
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    await expect(preview.getByText(`readers`)).toBeVisible();
    await expect(preview.getByRole('link', { name: 'the guide' })).toHaveAttribute(
      'href',
      /^https?:\/\/[^/]+\/blog\/guide$/,
    );
    expect(await dialogProblems(page)).toEqual([]);

    // A test goes to the editor alone, marked as one.
    await dialog.getByRole('button', { name: 'Send a test to me' }).click();
    await expect(page.getByText(`Test sent to ${editor.email}`)).toBeVisible();
    // The editor's mailbox holds their invitation too: the test is the one with its subject.
    await expect
      .poll(async () => (await mailsTo(workDir(), editor.email)).map((m) => m.subject))
      .toContain(`[Test] ${title}`);
    for (const reader of readers) {
      expect((await mailsTo(workDir(), reader)).filter((m) => m.subject === title)).toHaveLength(0);
    }

    // The confirmation names how many verified subscribers get it.
    await dialog.getByRole('button', { name: 'Send…' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      `to ${verified} verified subscribers now?`,
    );
    expect(await dialogProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: `Send to ${verified} subscribers` }).click();

    await expect(dialog.getByRole('status')).toHaveText(
      `Done: sent to ${verified} of ${verified}.`,
      { timeout: 30_000 },
    );
    await expect(dialog.locator('[data-count="Sent"]')).toHaveText(String(verified));
    await expect(dialog.locator('[data-count="Failed"]')).toHaveText('0');
    expect(await dialogProblems(page)).toEqual([]);
    for (const reader of readers) {
      const issues = (await mailsTo(workDir(), reader)).filter((m) => m.subject === title);
      expect(issues, reader).toHaveLength(1);
    }

    // Opened again, the dialog shows the send, not a second one.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Send to subscribers' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      `Done: sent to ${verified} of ${verified}.`,
    );
    await expect(dialog.getByRole('button', { name: 'Send…' })).toHaveCount(0);
  });
});
