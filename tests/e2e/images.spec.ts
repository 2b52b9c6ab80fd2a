/**
 * Images on the built site: a post's or a hero's raster image is served as a responsive
 * <picture> whose WebP variants the build made (the browser fetches WebP), over a
 * blurred placeholder; SVG images stay plain images. content/ (and so the seeded provider) gives
 * post 01 a JPEG and the home hero a WebP.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { e2eEnv } from './support/env';
import { providerGet } from './support/provider';

const site = () => e2eEnv('E2E_SITE_URL');

interface Post {
  Title: string;
  Slug: string;
  ImageUrl?: string | null;
}

async function posts(): Promise<Post[]> {
  return (await providerGet<{ posts: Post[] }>('/api/blog?pageSize=100')).posts;
}

/** The address the browser chose for an image, once it has loaded it. */
async function loadedFrom(img: Locator): Promise<string> {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  return img.evaluate((el: HTMLImageElement) => el.currentSrc);
}

async function expectWebpServed(page: Page, img: Locator): Promise<void> {
  const chosen = await loadedFrom(img);
  expect(chosen).toMatch(/\/static\/[0-9a-f]+\/[0-9a-f]+\/[\w-]+\.webp$/);
  const res = await page.request.get(chosen);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/webp');
  expect(res.headers()['cache-control']).toContain('immutable');
}

test('a raster post image is a responsive WebP picture on its article and its card', async ({
  page,
}) => {
  // A post of content/ (its images are under /uploads/images/blog/), not one another spec made
  // with a small uploaded image.
  const post = (await posts()).find((p) =>
    /^\/uploads\/images\/blog\/.+\.(jpe?g|png|webp)$/i.test(p.ImageUrl ?? ''),
  );
  expect(post, 'content/ gives a post a raster image').toBeTruthy();

  await page.goto(`${site()}/blog/${post!.Slug}`);
  const featured = page.getByRole('img', { name: post!.Title });
  const picture = page.locator('picture', { has: featured });
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
    'srcset',
    /\.webp 300w,\s*\S+\.webp 600w,\s*\S+\.webp 1200w/,
  );
  await expect(picture.locator('source')).toHaveCount(1);
  await expect(featured).toHaveAttribute('sizes', '(min-width: 64em) 760px, 100vw');
  await expect(featured).toHaveAttribute('width', '1200');
  await expect(featured).toHaveAttribute('height', '675');
  await expect(featured).toHaveAttribute('loading', 'eager');
  await expect(featured).toHaveAttribute('fetchpriority', 'high');
  await expect(
    page.locator('[data-processed-image]', { has: featured }).locator('[data-placeholder-image]'),
  ).toHaveAttribute('src', /^data:image\//);
  await expectWebpServed(page, featured);

  await page.goto(`${site()}/blog`);
  const card = page.getByTestId('blog-card').filter({ hasText: post!.Title });
  const cardImage = card.locator('picture img');
  await expect(cardImage).toHaveAttribute('loading', 'lazy');
  await expect(card.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\.webp 150w/);
  await expectWebpServed(page, cardImage);
});

test('an SVG post image stays a plain image', async ({ page }) => {
  const post = (await posts()).find((p) => /\.svg$/i.test(p.ImageUrl ?? ''));
  expect(post, 'content/ keeps SVG post images').toBeTruthy();
  await page.goto(`${site()}/blog/${post!.Slug}`);
  const featured = page.getByRole('img', { name: post!.Title });
  await expect(featured).toHaveAttribute('src', post!.ImageUrl!);
  await expect(page.locator('picture', { has: featured })).toHaveCount(0);
  await expect(featured).toHaveAttribute('fetchpriority', 'high');
});

test('the home hero is a responsive WebP picture fetched first; an SVG hero stays plain', async ({
  page,
}) => {
  await page.goto(`${site()}/`);
  const hero = page.locator('[data-hero="home"] picture img');
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('sizes', '100vw');
  // The hero's original is a WebP, so its variants are the image's own srcset, with no <source>.
  await expect(hero).toHaveAttribute('srcset', /\.webp 640w,\s*\S+\.webp 1024w,\s*\S+\.webp 1600w/);
  await expect(page.locator('[data-hero="home"] source')).toHaveCount(0);
  await expectWebpServed(page, hero);

  await page.goto(`${site()}/services`);
  await expect(page.locator('[data-hero="services"] picture')).toHaveCount(0);
  await expect(page.locator('[data-hero="services"] img')).toHaveAttribute('src', /\.svg$/);
});

test('the build made without the provider processed the same content/ images', async ({ page }) => {
  await page.goto(`${e2eEnv('E2E_FALLBACK_SITE_URL')}/`);
  await expectWebpServed(page, page.locator('[data-hero="home"] picture img'));
});
