/**
 * What the built pages hold and how visitors land on them. Every form and the comments are in
 * the built pages: the HTML fetched without a browser holds each form's fields and button, a
 * browser without scripts shows them and lets a visitor type, and what a visitor types before
 * the form's script has taken over is kept, with the focus, once it has. Links to a section of
 * another page land on a section that is there.
 */
import { expect, test, type Page } from '@playwright/test';
import { e2eEnv, waitForHydration } from './support/env';
import { STOCK_BLOG_PHOTO, STOCK_PHOTO_CAPTION } from '@cloud-consulting/domain/blog';
import { activePosts } from './support/provider';

const site = () => e2eEnv('E2E_SITE_URL');

async function builtHtml(path: string): Promise<string> {
  const res = await fetch(`${site()}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The visible text of the built HTML's labels, buttons and options (tags and entities gone). */
function texts(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

/** The forms each page holds, by the labels and buttons a visitor sees. */
const FORM_PAGES: Array<{ path: string; part: string; expects: string[] }> = [
  {
    path: '/contact-us',
    part: 'contact',
    expects: ['Full Name', 'Company Name', 'Email', 'Industry', 'Message', 'Send Message'],
  },
  {
    path: '/',
    part: 'get started',
    expects: ['Full Name', 'Session Type', 'Submit Request'],
  },
  { path: '/', part: 'newsletter', expects: ['Work email'] },
  { path: '/blog', part: 'newsletter', expects: ['Work email'] },
  {
    path: '/corporate-training',
    part: 'training request',
    expects: ['Full Name', 'Session Type', 'Training Duration', 'Training Topic', 'Submit Request'],
  },
  { path: '/partners', part: 'partner inquiry', expects: ['Full Name', 'Company Name', 'Message'] },
  { path: '/products', part: 'product inquiry', expects: ['Full Name', 'Product of Interest'] },
];

/** The HTML of one deferred part of a built page: from its element to the next part or the end. */
function partHtml(html: string, part: string): string {
  const start = html.indexOf(`data-part="${part}"`);
  expect(start, `the part "${part}" is in the built page`).toBeGreaterThan(-1);
  const next = html.indexOf('data-part="', start + 1);
  return html.slice(start, next === -1 ? undefined : next);
}

test.describe('forms in the built HTML', () => {
  for (const { path, part, expects } of FORM_PAGES) {
    test(`${path} holds the ${part} form with its fields, fetched without a browser`, async () => {
      const html = partHtml(await builtHtml(path), part);
      const text = texts(html);
      expect(html).toMatch(/<form/);
      for (const expected of expects) expect(text, `${path} ${part}`).toContain(expected);
      expect(text).not.toContain('Loading...');
    });
  }

  test('/industries names its page once: one heading "Industries We Serve"', async () => {
    const headings = [
      ...(await builtHtml('/industries')).matchAll(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/g),
    ]
      .map((match) => texts(match[1]!).trim())
      .filter((text) => text === 'Industries We Serve');
    expect(headings).toHaveLength(1);
  });

  test('the home page says "Ready to Get Started?" once', async () => {
    expect(texts(await builtHtml('/')).split('Ready to Get Started?')).toHaveLength(2);
  });

  test('an article holds its lead forms and the comment form', async () => {
    const [post] = await activePosts();
    const html = await builtHtml(`/blog/${post!.Slug}`);
    const comments = texts(partHtml(html, 'comments'));
    expect(comments).toContain('Your comment');
    expect(comments).toContain('Post Comment');
    // Both article forms are the compact one: four fields, not the contact form's eleven.
    for (const part of ['article inquiry', 'article sidebar inquiry']) {
      const form = texts(partHtml(html, part));
      for (const label of ['Full Name', 'Email', 'Company', 'How can we help?']) {
        expect(form).toContain(label);
      }
      expect(form).not.toContain('Role');
      expect(form).not.toContain('State/Province');
    }
  });

  test('an article is an Open Graph article; other pages are websites', async () => {
    const [post] = await activePosts();
    const ogType = (html: string) => html.match(/<meta property="og:type" content="([^"]+)"/)?.[1];
    expect(ogType(await builtHtml(`/blog/${post!.Slug}`))).toBe('article');
    expect(ogType(await builtHtml('/contact-us'))).toBe('website');
    expect(ogType(await builtHtml('/blog'))).toBe('website');
  });

  test('the Blog link is in the built header and footer', async () => {
    const html = await builtHtml('/contact-us');
    expect(html.match(/<a[^>]*href="\/blog"[^>]*>Blog<\/a>/g)?.length ?? 0).toBeGreaterThanOrEqual(
      2,
    );
  });

  test('the training lists come from the build: their options are in the HTML', async () => {
    const html = partHtml(await builtHtml('/corporate-training'), 'training request');
    const select = html.match(/<select[^>]*name="sessionType"[^>]*>([\s\S]*?)<\/select>/);
    expect(select, 'the session type select').not.toBeNull();
    expect(select![1]!.match(/<option/g)!.length).toBeGreaterThan(1);
  });
});

test('the contact modal opened from a centred call to action reads left-aligned', async ({
  page,
}) => {
  await page.goto(`${site()}/industries`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Start a Conversation' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const label = dialog.locator('label').first();
  expect(await label.evaluate((element) => getComputedStyle(element).textAlign)).toMatch(
    /^(left|start)$/,
  );
});

test("on a phone the header keeps the Menu button on the name's row", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${site()}/contact-us`);
  await waitForHydration(page);
  const banner = page.getByRole('banner');
  const menu = await banner.getByRole('button', { name: 'Menu' }).boundingBox();
  const logo = await banner.getByTestId('logo').boundingBox();
  expect(menu && logo).toBeTruthy();
  // The button's middle is within the name's line box: one row.
  const middle = menu!.y + menu!.height / 2;
  expect(middle).toBeGreaterThanOrEqual(logo!.y);
  expect(middle).toBeLessThanOrEqual(logo!.y + logo!.height);
});

test.describe('diagnostics on a phone', () => {
  test('/menu-diagnostics fits 375 px and shows times as people read them', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${site()}/menu-diagnostics`);
    await waitForHydration(page);
    const table = page.getByTestId('menu-entries');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    const updated = await table.locator('tbody tr td:nth-child(5)').allTextContents();
    expect(updated.filter((text) => text !== '')).not.toHaveLength(0);
    for (const text of updated.filter((t) => t !== '')) {
      expect(text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    }
  });
});

/**
 * Opens a page and, once it has hydrated, holds every script it asks for (a part's chunk among
 * them) until released: the visitor acts on the built page while the script is on its way.
 */
async function openWithScriptsHeld(page: Page, path: string) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let holding = false;
  let held = 0;
  await page.route('**/*.js', async (route) => {
    if (holding) {
      held += 1;
      await gate;
    }
    await route.continue();
  });
  await page.goto(`${site()}${path}`);
  await waitForHydration(page);
  holding = true;
  return { release, held: () => held };
}

test.describe('images before the script', () => {
  test("an article's picture that fails before any script runs shows the stock photo, then its caption", async ({
    page,
  }) => {
    const post = (await activePosts()).find((p) => p.ImageUrl?.endsWith('.svg'))!;
    // The picture's address fails, and the page's scripts wait until the picture has failed.
    await page.route(`**${post.ImageUrl!}`, (route) => route.abort());
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(`${site()}/blog/${post.Slug}`, { waitUntil: 'domcontentloaded' });
    const hero = page.locator('article figure img').first();
    await expect(hero).toHaveAttribute('src', STOCK_BLOG_PHOTO);
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    release();
    await waitForHydration(page);
    await expect(page.getByText(STOCK_PHOTO_CAPTION)).toBeVisible();
    await expect(hero).toHaveAttribute('src', STOCK_BLOG_PHOTO);
  });
});

test.describe('forms before their script', () => {
  test('without scripts the contact form shows and takes typing', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site()}/contact-us`);
    const name = page.getByLabel(/^Full Name/);
    await expect(name).toBeVisible();
    await name.fill('Ana Lima');
    await expect(name).toHaveValue('Ana Lima');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    await context.close();
  });

  test('what is typed before the script takes over is kept, with the focus and caret', async ({
    page,
  }) => {
    // The form's script arrives late: typing goes on in the built form meanwhile.
    const scripts = await openWithScriptsHeld(page, '/contact-us');
    const part = page.locator('[data-part="contact"]');
    await expect(part).not.toHaveAttribute('data-live', '');
    const name = page.getByLabel(/^Full Name/);
    await name.click();
    await page.keyboard.type('Ana', { delay: 10 });
    await page.getByLabel(/^Role/).click();
    await page.keyboard.type('CT', { delay: 10 });
    expect(scripts.held()).toBeGreaterThan(0);
    scripts.release();
    await expect(part).toHaveAttribute('data-live', '');
    await page.keyboard.type('O', { delay: 10 });
    await expect(page.getByLabel(/^Full Name/)).toHaveValue('Ana');
    await expect(page.getByLabel(/^Role/)).toHaveValue('CTO');
    await expect(page.getByLabel(/^Role/)).toBeFocused();
  });

  test('a day pressed and a submit asked for before the script is there are done once it is', async ({
    page,
  }) => {
    const training = await openWithScriptsHeld(page, '/corporate-training');
    const part = page.locator('[data-part="training request"]');
    await part
      .locator('td[data-day]:not([data-disabled]):not([data-outside]) button')
      .first()
      .click();
    await expect(part).not.toHaveAttribute('data-live', '');
    training.release();
    await expect(part).toHaveAttribute('data-live', '');
    await expect(part.getByText(/Selected: \d{4}-\d{2}-\d{2}/)).toBeVisible();

    await page.unroute('**/*.js');
    const contactScripts = await openWithScriptsHeld(page, '/contact-us');
    const contact = page.locator('[data-part="contact"]');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    // Still the built page: the submit did not reload it.
    await expect(page).toHaveURL(`${site()}/contact-us`);
    contactScripts.release();
    await expect(contact.getByText('Name must be at least 2 characters.')).toBeVisible();
    await expect(contact.getByLabel(/^Full Name/)).toBeFocused();
  });

  for (const width of [375, 1280]) {
    test(`the header's "Get Started" from another page lands on the section (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${site()}/contact-us`);
      await waitForHydration(page);
      const banner = page.getByRole('banner');
      const menu = banner.getByRole('button', { name: /menu/i });
      if (await menu.isVisible()) await menu.click();
      await banner.getByRole('link', { name: 'Get Started' }).first().click();
      await expect(page).toHaveURL(/\/#get-started$/);
      await expect(page.getByRole('heading', { name: 'Ready to Get Started?' })).toBeInViewport();
    });
  }

  test('"Subscribe Again" (/#newsletter) lands on the newsletter form', async ({ page }) => {
    await page.goto(`${site()}/#newsletter`);
    await waitForHydration(page);
    await expect(page.getByLabel('Work email')).toBeInViewport();
  });

  test('the End key shows the newsletter band with its form', async ({ page }) => {
    await page.goto(`${site()}/`);
    await waitForHydration(page);
    await page.keyboard.press('End');
    await expect(page.getByLabel('Work email')).toBeInViewport();
  });

  for (const { path, button, field } of [
    { path: '/corporate-training', button: 'Request This Training', field: /^Session Type/ },
    { path: '/partners', button: 'Start Partnership', field: /^Full Name/ },
  ]) {
    test(`"${button}" on ${path} scrolls to a form that is there`, async ({ page }) => {
      await page.goto(`${site()}${path}`);
      await waitForHydration(page);
      await page
        .getByRole('link', { name: button })
        .or(page.getByRole('button', { name: button }))
        .first()
        .click();
      await expect(page.getByLabel(field).first()).toBeInViewport();
    });
  }
});
