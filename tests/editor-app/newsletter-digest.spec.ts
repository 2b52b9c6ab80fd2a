/**
 * Sending a digest of the posts since the last newsletter send from the editor app, in Chromium
 * against a real provider and SMTP catcher: an editor opens *Send a digest* on the Posts list,
 * sees the posts it lists and the mail (each post's title, excerpt and absolute link), sends a
 * test to themselves, confirms a send that names the number of verified subscribers and of
 * posts, and follows its progress to done; every verified subscriber gets the digest once, and
 * the window then holds nothing, which the dialog says, offering no send.
 */
import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { DIGEST_MESSAGES } from '@cloud-consulting/domain/newsletter-digest';
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

interface DigestOverview {
  verifiedSubscribers: number;
  posts: Array<{ id: number; title: string; url: string }>;
  mail: { subject: string } | null;
  send: unknown;
}

test.describe('sending a digest to subscribers', () => {
  test.use({ actionTimeout: 10_000 });
  test.setTimeout(180_000);

  test('an editor previews the digest, sends a test, sends, and follows the progress to done', async ({
    page,
    request,
  }) => {
    const run = randomBytes(3).toString('hex');
    const readers = [`dia-${run}@reader.example`, `eli-${run}@reader.example`];
    for (const reader of readers) await verifiedSubscriber(request, reader);
    const titles = [`Digest first ${run}`, `Digest second ${run}`];
    for (const title of titles) {
      const created = await request.post(`${providerUrl()}/admin/api/blog`, {
        headers: asAutomation(),
        data: { title, content: `About **${title}**. Read [the guide](/blog/guide).` },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    const answer = await request.get(`${providerUrl()}/admin/api/newsletter-digest`, {
      headers: asAutomation(),
    });
    const overview = (await answer.json()) as DigestOverview;
    expect(overview.send).toBeNull();
    expect(overview.posts.map((p) => p.title)).toEqual(expect.arrayContaining(titles));
    const verified = overview.verifiedSubscribers;
    const postCount = overview.posts.length;
    const subject = overview.mail!.subject;
    expect(verified).toBeGreaterThanOrEqual(2);

    const editor = await personWithRole(request, 'editor');
    await page.setViewportSize(DESKTOP);
    await signIn(page, editor);
    await page.goto(appUrl('/posts'));
    await page.getByRole('button', { name: 'Send a digest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a digest' });
    await expect(dialog).toContainText(`Subject: ${subject}`);
    const list = dialog.getByRole('region', { name: `Posts in this digest (${postCount})` });
    for (const title of titles) await expect(list.getByRole('link', { name: title })).toBeVisible();
    const preview = dialog.frameLocator('iframe[title="Mail preview"]');
    for (const title of titles) {
      await expect(preview.getByRole('heading', { name: title })).toBeVisible();
      await expect(preview.getByRole('link', { name: title })).toHaveAttribute(
        'href',
        /^https?:\/\/[^/]+\/blog\/digest-/,
      );
      await expect(preview.getByText(`About ${title}. Read the guide.`)).toBeVisible();
    }
    expect(await dialogProblems(page)).toEqual([]);

    // A test goes to the editor alone, marked as one.
    await dialog.getByRole('button', { name: 'Send a test to me' }).click();
    await expect(page.getByText(`Test sent to ${editor.email}`)).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(workDir(), editor.email)).map((m) => m.subject))
      .toContain(`[Test] ${subject}`);
    for (const reader of readers) {
      expect((await mailsTo(workDir(), reader)).filter((m) => m.subject === subject)).toHaveLength(
        0,
      );
    }

    // The confirmation names the subscribers and the posts.
    await dialog.getByRole('button', { name: 'Send…' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      `Send a digest of ${postCount} post${postCount === 1 ? '' : 's'} to ${verified} verified subscribers now?`,
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
      const digests = (await mailsTo(workDir(), reader)).filter((m) => m.subject === subject);
      expect(digests, reader).toHaveLength(1);
      for (const title of titles) expect(digests[0]!.text).toContain(title);
    }

    // Opened again: nothing since this send, said plainly, and nothing to send.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Send a digest' }).click();
    await expect(dialog).toContainText(DIGEST_MESSAGES.nothingToSend);
    await expect(dialog.getByRole('button', { name: 'Send…' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Send a test to me' })).toHaveCount(0);
  });
});
