import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { PASSWORD_TOO_SHORT } from '@cloud-consulting/domain/admin-roles';
import { waitForMail } from '../e2e/support/smtp-catcher';
import { appUrl, asAutomation, DESKTOP, owner, providerUrl, signIn } from './support/editor';
import { expectCleanAtBothSizes } from './support/both-sizes';

test.describe('people', () => {
  test('an owner invites a person, who accepts by the mailed link; the owner changes their role, disables and enables them, removes them, and the audit log shows it', async ({
    page,
    browser,
    request,
  }) => {
    // A long journey: six screens and states, each checked at two widths in two themes.
    test.setTimeout(180_000);
    const id = randomBytes(4).toString('hex');
    const invited = {
      email: `invited-${id}@example.com`,
      name: `Ivy Invited ${id}`,
      password: `quiet-meadow-${randomBytes(6).toString('hex')}`,
    };
    await page.setViewportSize(DESKTOP);
    await signIn(page, owner());
    await page.goto(appUrl('/people'));
    await expect(page.getByText(owner().email)).toBeVisible();
    await expectCleanAtBothSizes(page, () => expect(page.getByText(owner().email)).toBeVisible());

    // An address that has an account already is refused, in the server's words.
    await page.getByRole('button', { name: 'Invite a person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a person' });
    await dialog.getByLabel('Email').fill(owner().email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('This email already has an account');
    await expectCleanAtBothSizes(
      page,
      () => expect(dialog).toBeVisible(),
      'the refused invitation',
    );

    await dialog.getByLabel('Email').fill(invited.email);
    await dialog.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Editor' }).click();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${invited.email}`)).toBeVisible();

    // The mail's link opens the accept screen in the invited person's own browser.
    const mail = await waitForMail(process.env.EDITOR_APP_WORK_DIR!, invited.email);
    const link = mail.text.match(/https?:\/\/\S+\/admin\/invite#[A-Za-z0-9_-]+/)?.[0];
    expect(link, mail.text).toBeTruthy();
    const theirs = await browser.newContext();
    const invitee = await theirs.newPage();
    await invitee.goto(link!);
    await expect(invitee.getByRole('heading', { name: 'Join the editor app' })).toBeVisible();
    await expectCleanAtBothSizes(invitee, () =>
      expect(invitee.getByRole('button', { name: 'Join' })).toBeVisible(),
    );
    await invitee.getByLabel('Your name').fill(invited.name);
    // A person takes their time: the screen stays (no sign-in check sends them away meanwhile).
    await invitee.waitForTimeout(8000);
    await expect(invitee).toHaveURL(/\/admin\/invite#/);
    await expect(invitee.getByLabel('Your name')).toHaveValue(invited.name);
    await invitee.getByLabel('Password').fill('too short');
    await invitee.getByRole('button', { name: 'Join' }).click();
    await expect(invitee.getByText(PASSWORD_TOO_SHORT)).toBeVisible();
    await expect(invitee.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expectCleanAtBothSizes(
      invitee,
      () => expect(invitee.getByText(PASSWORD_TOO_SHORT)).toBeVisible(),
      'the refused password',
    );
    await invitee.getByLabel('Password').fill(invited.password);
    await invitee.getByRole('button', { name: 'Join' }).click();
    await expect(invitee.getByRole('banner')).toBeVisible();
    await expect(invitee).not.toHaveURL(/\/(invite|login)/);
    await expect(invitee.getByRole('banner')).toBeVisible();
    await theirs.close();

    // The owner finds them, changes their role, then removes them.
    await page.goto(appUrl('/people'));
    await page.getByRole('row').filter({ hasText: invited.email }).click();
    await expect(page.getByText(invited.name).first()).toBeVisible();
    await expectCleanAtBothSizes(page, () =>
      expect(page.getByRole('button', { name: 'Remove' })).toBeVisible(),
    );
    await page.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Moderator' }).click();
    await expect(page.getByText(`${invited.name} is now Moderator`)).toBeVisible();
    const people = async () =>
      (
        await (
          await request.get(`${providerUrl()}/admin/api/people`, { headers: asAutomation() })
        ).json()
      ).find((p: { email: string }) => p.email === invited.email);
    const personId: number = (await people()).id;
    expect((await people()).role).toBe('moderator');
    await page.getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByText(`${invited.name} disabled and signed out`)).toBeVisible();
    expect((await people()).disabledAt).not.toBeNull();
    await page.getByRole('button', { name: 'Enable' }).click();
    await expect(page.getByText(`${invited.name} enabled`)).toBeVisible();
    expect((await people()).disabledAt).toBeNull();
    await page.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: `Remove ${invited.name}?` });
    await expectCleanAtBothSizes(page, () => expect(confirm).toBeVisible(), 'the confirmation');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(`${invited.name} removed`)).toBeVisible();
    await expect(page).toHaveURL(/\/people$/);
    expect(await people()).toBeUndefined();

    // The audit log, filtered to the owner, names each of these actions.
    await page.setViewportSize(DESKTOP);
    await page.goto(appUrl('/audit'));
    await page.getByLabel('Actor').fill(owner().email);
    const rows = page.getByRole('row');
    const cell = (text: string) => page.getByRole('cell', { name: text, exact: true });
    const entry = (action: string) =>
      rows.filter({ has: cell(action) }).filter({ has: cell(String(personId)) });
    for (const action of ['change role', 'disable person', 'enable person', 'remove person']) {
      await expect(entry(action), action).toHaveCount(1);
    }
    await expect(entry('change role')).toContainText('role: moderator');
    await expect(
      rows.filter({ has: cell('invite person') }).filter({ hasText: invited.email }),
    ).toHaveCount(1);
    await expect(rows.filter({ has: cell('automation') })).toHaveCount(0);
  });
});
