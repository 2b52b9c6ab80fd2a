/**
 * Pictures in the post body, in Chromium against a real provider: an image dropped into the body
 * uploads with its progress, asks for alt text and goes in as Markdown at the cursor; the saved
 * post names it and the provider serves the original and its resized copies. A refused file says
 * why in words. Insert from media puts in a library file with its stored alt text; a media card
 * copies its address and sets the focal point by click and by keyboard.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  appUrl,
  asAutomation,
  DESKTOP,
  personWithRole,
  providerUrl,
  screenProblems,
  signIn,
} from './support/editor';

const mark = () => randomBytes(3).toString('hex');

/** A real JPEG, 1200 × 675 px, new bytes each time (uploads are stored by content). */
async function photo(): Promise<string> {
  const colour = randomBytes(3);
  const data = await sharp({
    create: {
      width: 1200,
      height: 675,
      channels: 3,
      background: { r: colour[0]!, g: colour[1]!, b: colour[2]! },
    },
  })
    .jpeg()
    .toBuffer();
  return data.toString('base64');
}

async function arrangePost(request: APIRequestContext, content: string) {
  const res = await request.post(`${providerUrl()}/admin/api/blog`, {
    headers: asAutomation(),
    data: { title: `Pictures ${mark()}`, content },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}

/** Drops a file on an element the way a browser does (a DataTransfer holding it). */
async function dropFile(
  page: Page,
  target: ReturnType<Page['getByRole']>,
  file: { name: string; type: string; base64: string },
) {
  const dataTransfer = await page.evaluateHandle(({ name, type, base64 }) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], name, { type }));
    return transfer;
  }, file);
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

const bodyBox = (page: Page) => page.getByRole('textbox', { name: 'Body (Markdown)' });

test.describe('pictures in the post body', () => {
  test.use({ actionTimeout: 10_000 });

  test('an image dropped into the body uploads, asks for alt text, goes in at the cursor; the provider serves it and its copies', async ({
    page,
    request,
  }) => {
    const post = await arrangePost(request, 'First paragraph.\n\nLast paragraph.');
    await page.setViewportSize(DESKTOP);
    await signIn(page, await personWithRole(request, 'editor'));
    await page.goto(appUrl(`/posts/${post.id}`));
    const body = bodyBox(page);
    await expect(body).toHaveValue('First paragraph.\n\nLast paragraph.');
    // The cursor after the first paragraph.
    await body.click();
    await body.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(16, 16));

    const name = `costs-${mark()}.jpg`;
    await dropFile(page, body, { name, type: 'image/jpeg', base64: await photo() });
    const dialog = page.getByRole('dialog', { name: 'Add an image to the body' });
    await expect(dialog).toBeVisible();
    const alt = dialog.getByRole('textbox', { name: 'Alt text' });
    await expect(alt).toBeFocused();
    await expect(dialog.getByRole('progressbar', { name: `${name} uploaded` })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(await screenProblems(page)).toEqual([]);
    // No alt text: the dialog says what it needs and inserts nothing.
    await dialog.getByRole('button', { name: 'Insert image' }).click();
    await expect(
      dialog.getByText('Describe the image for people who cannot see it.'),
    ).toBeVisible();
    await alt.fill('Cloud costs [2026] by month');
    await alt.press('Enter');
    await expect(dialog).toBeHidden();
    // Focus comes back to the body, just after the image.
    await expect(body).toBeFocused();
    const value = await body.inputValue();
    const inserted =
      /^First paragraph\.\n\n!\[Cloud costs \\\[2026\\\] by month\]\((\/uploads\/images\/costs-[\w-]+\.jpg)\)\n\nLast paragraph\.$/.exec(
        value,
      );
    expect(inserted, value).not.toBeNull();
    const url = inserted![1]!;
    await expect(
      page.getByTestId('live-preview').getByRole('img', { name: 'Cloud costs [2026] by month' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/saved|updated/i).first()).toBeVisible();
    const saved = await request.get(`${providerUrl()}/admin/api/blog/${post.id}`, {
      headers: asAutomation(),
    });
    expect((await saved.json()).content).toBe(value);

    // The provider serves the original and both resized copies, each the width it says.
    for (const [address, width] of [
      [url, 1200],
      [url.replace(/\.jpg$/, '-480w.jpg'), 480],
      [url.replace(/\.jpg$/, '-960w.jpg'), 960],
    ] as const) {
      const file = await request.get(`${providerUrl()}${address}`);
      expect(file.status(), address).toBe(200);
      expect(file.headers()['content-type']).toBe('image/jpeg');
      expect((await sharp(await file.body()).metadata()).width).toBe(width);
    }
    // The alt text is kept in the media library for the next use.
    const library = await request.get(`${providerUrl()}/admin/api/media?pageSize=100`, {
      headers: asAutomation(),
    });
    const record = ((await library.json()).media as Array<Record<string, unknown>>).find(
      (item) => item.url === url,
    );
    expect(record).toMatchObject({
      alt: 'Cloud costs [2026] by month',
      variants: [
        { width: 480, url: url.replace(/\.jpg$/, '-480w.jpg') },
        { width: 960, url: url.replace(/\.jpg$/, '-960w.jpg') },
      ],
    });
  });

  test('a file the provider refuses says why in words, and the body is left as it was', async ({
    page,
    request,
  }) => {
    const post = await arrangePost(request, 'Untouched body.');
    await page.setViewportSize(DESKTOP);
    await signIn(page, await personWithRole(request, 'editor'));
    await page.goto(appUrl(`/posts/${post.id}`));
    const body = bodyBox(page);
    await expect(body).toHaveValue('Untouched body.');
    await dropFile(page, body, {
      name: 'not-a-picture.png',
      type: 'image/png',
      base64: Buffer.from('just some text').toString('base64'),
    });
    const dialog = page.getByRole('dialog', { name: 'Add an image to the body' });
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('not-a-picture.png was not uploaded:');
    await expect(alert).not.toContainText(/@@|undefined|\{/);
    expect(await screenProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(body).toHaveValue('Untouched body.');
  });

  test('Insert from media puts in a library image with its stored alt text', async ({
    page,
    request,
  }) => {
    const name = `team-${mark()}.jpg`;
    const upload = await request.post(`${providerUrl()}/admin/api/uploads/images`, {
      headers: asAutomation(),
      multipart: {
        file: { name, mimeType: 'image/jpeg', buffer: Buffer.from(await photo(), 'base64') },
        alt: 'The team at a whiteboard',
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    const post = await arrangePost(request, 'Body before.');
    await page.setViewportSize(DESKTOP);
    await signIn(page, await personWithRole(request, 'editor'));
    await page.goto(appUrl(`/posts/${post.id}`));
    await bodyBox(page).click();
    await page.keyboard.press('End');
    await page.getByRole('button', { name: 'Insert from media' }).click();
    const picker = page.getByRole('dialog', { name: 'Insert an image from the media library' });
    await picker.getByRole('button', { name: 'Use The team at a whiteboard' }).first().click();
    await expect(picker).toBeHidden();
    await expect(bodyBox(page)).toHaveValue(`Body before.\n\n![The team at a whiteboard](${url})`);
  });

  test('a media card copies its address and sets the focal point by click and by keyboard', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: providerUrl(),
    });
    const name = `focus-${mark()}.jpg`;
    const upload = await request.post(`${providerUrl()}/admin/api/uploads/images`, {
      headers: asAutomation(),
      multipart: {
        file: { name, mimeType: 'image/jpeg', buffer: Buffer.from(await photo(), 'base64') },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const { id, url } = (await upload.json()) as { id: number; url: string };
    await page.setViewportSize(DESKTOP);
    await signIn(page, await personWithRole(request, 'editor'));
    await page.goto(appUrl('/media'));
    const card = page.getByRole('article', { name });
    await expect(card.getByText('Resized copies: 480 px, 960 px')).toBeVisible();

    await card.getByRole('button', { name: `Copy address of ${name}` }).click();
    await expect(page.getByText(`Address of ${name} copied: ${url}`)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    await card.getByRole('button', { name: `Focal point of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Focal point of ${name}` });
    const picker = dialog.getByTestId('focal-point-picker');
    await expect(picker).toBeVisible();
    expect(await screenProblems(page)).toEqual([]);
    const box = (await picker.boundingBox())!;
    // A click a fifth across and a quarter down, then one step right by keyboard.
    await picker.click({ position: { x: box.width * 0.2, y: box.height * 0.25 } });
    await picker.press('ArrowRight');
    await expect(dialog.getByText(/^Focal point: 25 % across, 25 % down$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Save focal point' }).click();
    await expect(page.getByText(`Focal point of ${name} saved`)).toBeVisible();
    const record = await request.get(`${providerUrl()}/admin/api/media/${id}`, {
      headers: asAutomation(),
    });
    const { focalPoint } = (await record.json()) as { focalPoint: { x: number; y: number } };
    expect(focalPoint.x).toBeCloseTo(0.25, 2);
    expect(focalPoint.y).toBeCloseTo(0.25, 2);
  });
});
