import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import {
  PASSWORD_REPETITIVE,
  PASSWORD_TOO_COMMON,
} from '@cloud-consulting/domain/password-strength';
import { mailsTo } from '../e2e/support/smtp-catcher';
import { appUrl, asAutomation, DESKTOP, owner, providerUrl, signIn } from './support/editor';
import { expectCleanAtBothSizes } from './support/both-sizes';

const work = () => process.env.EDITOR_APP_WORK_DIR!;

/** The link of the newest mail to `address` that carries one matching `pattern`. */
async function linkInMail(address: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const found = (await mailsTo(work(), address))
          .map((mail) => mail.text.match(pattern)?.[0])
          .filter(Boolean);
        link = found.at(-1);
        return found.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  return link!;
}

/** A new editor brought in by automation's invitation, for this test alone. */
async function newEditor(request: APIRequestContext) {
  const id = randomBytes(4).toString('hex');
  const person = {
    email: `penny-${id}@example.com`,
    name: `Penny ${id}`,
    password: `amber-kettle-${randomBytes(6).toString('hex')}`,
  };
  const invited = await request.post(`${providerUrl()}/admin/api/people/invitations`, {
    headers: asAutomation(),
    data: { email: person.email, role: 'editor' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = await linkInMail(person.email, /\/admin\/invite#[A-Za-z0-9_-]+/);
  const accepted = await request.post(`${providerUrl()}/admin/api/invitations/accept`, {
    data: { token: link.split('#')[1], name: person.name, password: person.password },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return person;
}

/** The page's session still lets it in: the app opens, not the sign-in page. */
async function expectSignedIn(page: Page): Promise<void> {
  await page.goto(appUrl('/posts'));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The page's session ended: the app sends it to the sign-in page. */
async function expectSignedOut(page: Page): Promise<void> {
  await page.goto(appUrl('/posts'));
  await expect(page).toHaveURL(/\/login/);
}

test.describe('passwords', () => {
  test('a person changes their own password: a wrong current one and a weak new one are refused in words, and their other session ends', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const person = await newEditor(request);
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await signIn(other, person);

    await page.setViewportSize(DESKTOP);
    await signIn(page, person);
    // The user menu's button (named "Profile", or the person's name).
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`Profile|${person.name}`) })
      .click();
    await page.getByRole('menuitem', { name: 'Change my password' }).click();
    await expect(page.getByRole('heading', { name: 'Change my password', level: 1 })).toBeVisible();
    await expectCleanAtBothSizes(page, () =>
      expect(page.getByRole('button', { name: 'Change password' })).toBeVisible(),
    );

    const fresh = `cobalt-orchard-${randomBytes(6).toString('hex')}`;
    await page.getByLabel('Current password').fill(person.password);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('aaaaaaaaaaaa');
    await page.getByLabel('New password again').fill('aaaaaaaaaaaa');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(PASSWORD_REPETITIVE)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await page.getByLabel('Current password').fill('not my password at all');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(fresh);
    await page.getByLabel('New password again').fill(fresh);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The current password is not right.')).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Current password').fill(person.password);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(fresh);
    await page.getByLabel('New password again').fill(fresh);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('Password changed. You were signed out everywhere else.'),
    ).toBeVisible();

    await expectSignedIn(page);
    await expectSignedOut(other);
    await signIn(other, { email: person.email, password: fresh });
    await elsewhere.close();
  });

  test('an owner mails a reset link; its page refuses a common password, sets a new one once, and ends the old sessions', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const person = await newEditor(request);
    const theirs = await browser.newContext();
    const theirPage = await theirs.newPage();
    await signIn(theirPage, person);

    await page.setViewportSize(DESKTOP);
    await signIn(page, owner());
    await page.goto(appUrl('/people'));
    await page.getByRole('row').filter({ hasText: person.email }).click();
    await page.getByRole('button', { name: 'Send password reset link' }).click();
    const confirm = page.getByRole('dialog', {
      name: `Send ${person.name} a password reset link?`,
    });
    await confirm.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText(`Password reset link sent to ${person.email}`)).toBeVisible();

    const link = await linkInMail(
      person.email,
      /https?:\/\/\S+\/admin\/reset-password#[A-Za-z0-9_-]+/,
    );
    const resetting = await browser.newContext();
    const resetPage = await resetting.newPage();
    await resetPage.goto(link);
    await expect(resetPage.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await expect(resetPage.getByText(person.email)).toBeVisible();
    await expectCleanAtBothSizes(resetPage, () =>
      expect(resetPage.getByText(person.email)).toBeVisible(),
    );
    await resetPage.getByLabel('New password').fill('password1234');
    await resetPage.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(resetPage.getByText(PASSWORD_TOO_COMMON)).toBeVisible();

    const fresh = `saffron-glacier-${randomBytes(6).toString('hex')}`;
    await resetPage.getByLabel('New password').fill(fresh);
    await resetPage.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(resetPage.getByRole('banner')).toBeVisible();
    await expect(resetPage).not.toHaveURL(/\/(reset-password|login)/);

    await expectSignedOut(theirPage);
    await signIn(theirPage, { email: person.email, password: fresh });

    // The link works once.
    await resetPage.goto(link);
    await expect(resetPage.getByRole('alert')).toContainText('This reset link is not valid');
    await expect(
      resetPage.getByRole('button', { name: 'Set password and sign in' }),
    ).toBeDisabled();
    await theirs.close();
    await resetting.close();
  });

  test('an owner sees a pending invitation, whose join page names the address and role, and revokes it: the link stops working', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = `rowan-${randomBytes(4).toString('hex')}@example.com`;
    await page.setViewportSize(DESKTOP);
    await signIn(page, owner());
    await page.goto(appUrl('/people'));
    await page.getByRole('button', { name: 'Invite a person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a person' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Moderator' }).click();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    const pending = page.getByRole('region', { name: 'Pending invitations' });
    await expect(pending.getByText(email)).toBeVisible();
    await expect(pending.getByText(/Moderator · invited by/)).toBeVisible();
    await expectCleanAtBothSizes(page, () => expect(pending.getByText(email)).toBeVisible());

    const link = await linkInMail(email, /https?:\/\/\S+\/admin\/invite#[A-Za-z0-9_-]+/);
    const theirs = await browser.newContext();
    const invitee = await theirs.newPage();
    await invitee.goto(link);
    await expect(
      invitee.getByText(`You are joining as Moderator with the address ${email}.`),
    ).toBeVisible();

    await pending.getByRole('button', { name: `Revoke the invitation to ${email}` }).click();
    const confirm = page.getByRole('dialog', { name: `Revoke the invitation to ${email}?` });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText(`Invitation to ${email} revoked`)).toBeVisible();
    await expect(pending.getByText(email, { exact: true })).toHaveCount(0);

    await invitee.reload();
    await expect(invitee.getByRole('alert')).toContainText('This invitation is not valid');
    await expect(invitee.getByRole('button', { name: 'Join' })).toBeDisabled();
    await theirs.close();
  });
});
