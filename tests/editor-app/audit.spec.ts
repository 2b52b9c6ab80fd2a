import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { AUDIT_RANGE_MESSAGE } from '@cloud-consulting/domain/audit';
import { appUrl, asAutomation, DESKTOP, owner, providerUrl, signIn } from './support/editor';
import { expectCleanAtBothSizes } from './support/both-sizes';

test.describe('the audit log', () => {
  test('an owner filters it by actor and action, and a reversed date range is refused in words', async ({
    page,
    request,
  }) => {
    const email = `audited-${randomBytes(4).toString('hex')}@example.com`;
    const invited = await request.post(`${providerUrl()}/admin/api/people/invitations`, {
      headers: asAutomation(),
      data: { email, role: 'sales' },
    });
    expect(invited.status()).toBe(201);

    await page.setViewportSize(DESKTOP);
    await signIn(page, owner());
    await page.goto(appUrl('/audit'));
    await page.getByLabel('Actor').fill('automation');
    await page.getByLabel('Action').fill('invite person');
    const entry = page.getByRole('row').filter({ hasText: email });
    await expect(entry).toContainText('invite person');
    await expect(entry).toContainText('automation');
    await expect(page.getByRole('row').filter({ hasText: 'sign in' })).toHaveCount(0);
    await expectCleanAtBothSizes(page, () => expect(page.getByText(email)).toBeVisible());

    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'From' }).click();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'To (included)' }).click();
    await page.getByLabel('From').fill('2026-03-10');
    await page.getByLabel('To (included)').fill('2026-03-01');
    await expect(page.getByText(AUDIT_RANGE_MESSAGE)).toBeVisible();
    await expectCleanAtBothSizes(
      page,
      () => expect(page.getByText(AUDIT_RANGE_MESSAGE)).toBeVisible(),
      'the refused range',
    );
  });
});
