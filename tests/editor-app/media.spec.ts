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

/** A drawing-only SVG, new bytes each time (uploads are stored by content); `padding` bytes more. */
function svg(mark: string, padding = 0): Buffer {
  const desc = padding > 0 ? `<desc>${'x'.repeat(padding)}</desc>` : '';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30" viewBox="0 0 40 30">` +
      `<title>${mark}</title>${desc}<rect width="40" height="30" fill="#1f5fa8"/></svg>`,
  );
}

const uniqueName = (stem: string) => `${stem}-${randomBytes(3).toString('hex')}.svg`;

/** Uploads an image through the admin API as automation; answers its library record. */
async function uploadByApi(
  request: APIRequestContext,
  name: string,
): Promise<{ id: number; url: string }> {
  const response = await request.post(`${providerUrl()}/admin/api/uploads/images`, {
    headers: asAutomation(),
    multipart: { file: { name, mimeType: 'image/svg+xml', buffer: svg(name) } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

async function openMedia(page: Page, request: APIRequestContext) {
  await signIn(page, await personWithRole(request, 'editor'));
  await page.goto(appUrl('/media'));
  await expect(page.getByRole('button', { name: 'Upload images' })).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('the media library', () => {
  test('uploads by the file button with a progress bar, then shows the thumbnail', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openMedia(page, request);
    expect(await screenProblems(page)).toEqual([]);
    // A slow line, so the upload takes a few seconds and its progress can be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 150 * 1024,
    });
    const name = uniqueName('by-button');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload images' }).click();
    await (await chooser).setFiles({ name, mimeType: 'image/svg+xml', buffer: svg(name, 600_000) });
    const progress = page.getByRole('progressbar', { name: `Uploading ${name}` });
    await expect(progress).toBeVisible();
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(page.getByRole('progressbar', { name: `${name} uploaded` })).toHaveAttribute(
      'aria-valuenow',
      '100',
      { timeout: 20_000 },
    );
    const uploaded = card(page, name);
    await expect(uploaded).toContainText(/586 KB · 40 × 30 px · SVG/);
    await expect(uploaded).toContainText('Not used anywhere');
    // No alt text yet: the thumbnail is decorative beside its name.
    await expect
      .poll(() => uploaded.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(40);
    expect(await screenProblems(page)).toEqual([]);
  });

  test('uploads files dropped on the grid', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    await openMedia(page, request);
    const name = uniqueName('dropped');
    const dataTransfer = await page.evaluateHandle(
      ({ name, text }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([text], name, { type: 'image/svg+xml' }));
        return transfer;
      },
      { name, text: svg(name).toString() },
    );
    const grid = page.locator('[data-dropzone]');
    await grid.dispatchEvent('dragenter', { dataTransfer });
    await grid.dispatchEvent('dragover', { dataTransfer });
    await expect(grid).toContainText('Drop to upload');
    await grid.dispatchEvent('drop', { dataTransfer });
    await expect(card(page, name)).toBeVisible();
    await expect(card(page, name)).toContainText('40 × 30 px');
    expect(await screenProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    expect(await screenProblems(page)).toEqual([]);
  });

  test('edits alt text in place', async ({ page, request }) => {
    const name = uniqueName('alt');
    const image = await uploadByApi(request, name);
    await page.setViewportSize(PHONE);
    await openMedia(page, request);
    const alt = card(page, name).getByLabel('Alt text');
    await alt.fill('  A blue rectangle  ');
    await card(page, name).getByRole('button', { name: 'Save alt text' }).click();
    await expect(page.getByText(`Alt text of ${name} saved`)).toBeVisible();
    const stored = await request.get(`${providerUrl()}/admin/api/media/${image.id}`, {
      headers: asAutomation(),
    });
    expect((await stored.json()).alt).toBe('A blue rectangle');
    await page.reload();
    await expect(card(page, name).getByLabel('Alt text')).toHaveValue('A blue rectangle');
    await expect(card(page, name).getByRole('img', { name: 'A blue rectangle' })).toBeVisible();
  });

  test('deletes an unused image, and shows why a used one cannot be', async ({ page, request }) => {
    const unused = uniqueName('unused');
    await uploadByApi(request, unused);
    const used = uniqueName('used');
    const image = await uploadByApi(request, used);
    const serviceName = `Service with ${used}`;
    const service = await request.post(`${providerUrl()}/admin/api/services`, {
      headers: asAutomation(),
      data: { name: serviceName, imageUrl: image.url, isActive: false },
    });
    expect(service.status(), await service.text()).toBe(201);

    await page.setViewportSize(DESKTOP);
    await openMedia(page, request);
    await card(page, unused)
      .getByRole('button', { name: `Delete ${unused}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(card(page, unused)).toHaveCount(0);

    const usedCard = card(page, used);
    await expect(usedCard).toContainText(`Services "${serviceName}"`);
    await usedCard.getByRole('button', { name: `Delete ${used}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(usedCard.getByRole('alert')).toContainText(
      `This file is still used by services "${serviceName}"`,
    );
    await expect(usedCard).toBeVisible();
    expect(await screenProblems(page)).toEqual([]);

    await page.getByRole('switch', { name: 'Only unused' }).click();
    await expect(usedCard).toHaveCount(0);
    await page.getByRole('switch', { name: 'Only unused' }).click();
    await expect(usedCard).toBeVisible();
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'PNG' }).click();
    await expect(usedCard).toHaveCount(0);
  });

  test('shows the server refusal of a file that is not an image', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    await openMedia(page, request);
    expect(await screenProblems(page)).toEqual([]);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload images' }).click();
    await (
      await chooser
    ).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    const refusal = page.getByRole('alert').filter({ hasText: 'notes.txt was not uploaded' });
    await expect(refusal).toBeVisible();
    await expect(refusal).not.toContainText('answered 400');
    expect(await screenProblems(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    expect(await screenProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    expect(await screenProblems(page)).toEqual([]);
  });

  test('shows the server refusal of a file over the size limit', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    await openMedia(page, request);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload images' }).click();
    // Over the provider's default limit of 5 MiB.
    const name = uniqueName('huge');
    await (
      await chooser
    ).setFiles({ name, mimeType: 'image/svg+xml', buffer: svg(name, 6 * 1024 * 1024) });
    const refusal = page.getByRole('alert').filter({ hasText: `${name} was not uploaded` });
    await expect(refusal).toContainText('too large', { timeout: 20_000 });
  });
});
