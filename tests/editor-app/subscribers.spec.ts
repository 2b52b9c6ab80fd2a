import { expect, test, type APIRequestContext } from '@playwright/test';
import { appUrl, asAutomation, personWithRole, PHONE, providerUrl, signIn } from './support/editor';
import { expectCleanAtBothSizes } from './support/both-sizes';
import { subscribe } from './support/visitors';

async function subscriberId(request: APIRequestContext, email: string): Promise<number | null> {
  const res = await request.get(
    `${providerUrl()}/admin/api/subscribers?search=${encodeURIComponent(email)}`,
    { headers: asAutomation() },
  );
  expect(res.ok()).toBe(true);
  const found = (await res.json()).subscribers.find((s: { email: string }) => s.email === email);
  return found ? found.id : null;
}

test.describe('newsletter subscribers', () => {
  test('a sales person finds a subscriber by address and erases them after confirming', async ({
    page,
    request,
  }) => {
    const run = Date.now().toString(36);
    const leaving = `leaving-${run}@reader.example`;
    const staying = `staying-${run}@reader.example`;
    await subscribe(request, leaving, 'Lee');
    await subscribe(request, staying, 'Sue');
    const sales = await personWithRole(request, 'sales');

    await page.setViewportSize(PHONE);
    await signIn(page, sales);
    await page.goto(appUrl('/subscribers'));
    await page.getByRole('textbox', { name: 'Search addresses' }).fill(`leaving-${run}`);
    await expect(page.getByRole('row').filter({ hasText: leaving })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: staying })).toHaveCount(0);
    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Waiting for confirmation' }).click();
    await expect(page.getByRole('row').filter({ hasText: leaving })).toContainText(
      'Waiting for confirmation',
    );
    const csv = page.getByRole('link', { name: 'Download CSV' });
    await expect(csv).toHaveAttribute('href', /status=pending/);
    await expect(csv).toHaveAttribute('href', new RegExp(`search=leaving-${run}`));
    await expectCleanAtBothSizes(page, () =>
      expect(page.getByRole('button', { name: `Erase ${leaving}` })).toBeVisible(),
    );

    // Cancelling keeps them; confirming erases them.
    await page.getByRole('button', { name: `Erase ${leaving}` }).click();
    const dialog = page.getByRole('dialog', { name: `Erase ${leaving}?` });
    await expect(dialog).toContainText('cannot be undone');
    await expectCleanAtBothSizes(page, () => expect(dialog).toBeVisible(), 'the dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await subscriberId(request, leaving)).not.toBeNull();
    await page.getByRole('button', { name: `Erase ${leaving}` }).click();
    await dialog.getByRole('button', { name: 'Erase' }).click();
    await expect(page.getByText(`${leaving} erased`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: leaving })).toHaveCount(0);
    expect(await subscriberId(request, leaving)).toBeNull();
    expect(await subscriberId(request, staying)).not.toBeNull();
  });

  test("erasing a subscriber erased meanwhile shows the server's refusal", async ({
    page,
    request,
  }) => {
    const run = Date.now().toString(36);
    const gone = `gone-${run}@reader.example`;
    await subscribe(request, gone, 'Gus');
    const sales = await personWithRole(request, 'sales');
    await signIn(page, sales);
    await page.goto(appUrl('/subscribers'));
    await page.getByRole('textbox', { name: 'Search addresses' }).fill(gone);
    await page.getByRole('button', { name: `Erase ${gone}` }).click();
    const erased = await request.delete(
      `${providerUrl()}/admin/api/subscribers/${await subscriberId(request, gone)}`,
      { headers: asAutomation() },
    );
    expect(erased.status()).toBe(204);
    await page.getByRole('dialog').getByRole('button', { name: 'Erase' }).click();
    await expect(page.getByText('Subscriber not found')).toBeVisible();
    await expectCleanAtBothSizes(
      page,
      () => expect(page.getByText('Subscriber not found')).toBeVisible(),
      'the refusal',
    );
  });
});
