/**
 * Pages as a visitor without JavaScript meets them, and the content a visitor with scripts gets
 * without touching anything: the lead and newsletter forms post (nothing typed goes into an
 * address) and the provider answers a plain page, asking the human check there; the cookie
 * banner closes; the menu's links show; a newsletter link confirms with a button. With scripts:
 * the human check's question and the product list come on their own, a pending comment survives
 * a reload, Subscribe Again lands on the newsletter, and the training form says why Submit waits.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CONTACT_RESULT_MESSAGES } from '@cloud-consulting/domain/text';
import { FORM_POST_TEXT } from '@cloud-consulting/domain/form-posts';
import { e2eEnv, scrollThrough, waitForHydration } from './support/env';
import { storedLead } from './support/leads';
import { activePosts } from './support/provider';
import { waitForMail } from './support/smtp-catcher';

const site = () => e2eEnv('E2E_SITE_URL');
const run = Date.now().toString(36);

/** A page in a browser with JavaScript off, at a phone's width. */
async function withoutScripts(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 740 },
  });
  return context.newPage();
}

/** Every address the page went to: none may carry what was typed. */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  page.on('request', (request) => seen.push(request.url()));
  return seen;
}

/** The answer to the question a plain page asks ('Verification: what is 7 + 3?'). */
async function answerOf(page: Page): Promise<string> {
  const label = await page.getByText(/Verification: what is \d+ [+\-×] \d+\?/).innerText();
  const [, a, op, b] = /(\d+) ([+\-×]) (\d+)/.exec(label)!;
  return String(op === '+' ? +a! + +b! : op === '-' ? +a! - +b! : +a! * +b!);
}

test.describe('without JavaScript', () => {
  test('the contact form posts to the provider, which asks the check, stores the request and links back', async ({
    browser,
  }) => {
    const page = await withoutScripts(browser);
    const addresses = addressesOf(page);
    const email = `noscript-${run}@example.com`;
    await page.goto(`${site()}/contact-us`);
    const form = page.getByRole('form', { name: 'Get in Touch' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(
      form.getByText(/with JavaScript off, the question is asked on the next page/),
    ).toBeVisible();
    await form.getByLabel(/^Full Name/).fill('Nora Ellis');
    await form.getByLabel(/^Role/).fill('CTO');
    await form.getByLabel(/^Company Name/).fill('Ellis Cloud');
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^City/).fill('Lisbon');
    await form.getByLabel(/^State\/Province/).fill('Lisboa');
    await form.getByLabel(/^Country/).fill('Portugal');
    await form.getByLabel(/^Industry/).selectOption({ index: 1 });
    await form.getByLabel(/^Inquiry Type/).selectOption({ index: 1 });
    await form
      .getByLabel(/^Message/)
      .fill('We would like to plan our Azure migration next quarter.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('heading', { name: FORM_POST_TEXT.questionTitle })).toBeVisible();
    // A person reads the question before answering: the provider refuses answers under 2 s.
    await page.waitForTimeout(2100);
    await page.getByLabel(/Verification: what is/).fill(await answerOf(page));
    await page.getByRole('button', { name: FORM_POST_TEXT.send }).click();

    await expect(page.getByRole('heading', { name: FORM_POST_TEXT.successTitle })).toBeVisible();
    await expect(page.getByText(CONTACT_RESULT_MESSAGES.modalSuccess)).toBeVisible();
    const lead = await storedLead('customer_request', email);
    expect(lead.name).toBe('Nora Ellis');
    for (const address of addresses) {
      expect(address).not.toContain('Nora');
      expect(address).not.toContain(encodeURIComponent(email));
      expect(address).not.toContain('noscript-');
    }
    await page.getByRole('link', { name: FORM_POST_TEXT.back }).click();
    await expect(page).toHaveURL(new RegExp(`^${site()}/contact-us/?$`));
    await page.context().close();
  });

  test('a form sent with a field wrong answers a page naming the error in words', async ({
    browser,
  }) => {
    const page = await withoutScripts(browser);
    await page.goto(`${site()}/`);
    const band = page.getByTestId('newsletter-band');
    await band.getByLabel('Work email').fill('not-an-address');
    await band.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { name: FORM_POST_TEXT.failureTitle })).toBeVisible();
    await expect(page.getByText(/Enter a valid business email/)).toBeVisible();
    expect(page.url()).not.toContain('not-an-address');
    await page.context().close();
  });

  test('the newsletter band subscribes with a plain post, and the mailed link confirms with a button', async ({
    browser,
  }) => {
    const page = await withoutScripts(browser);
    const addresses = addressesOf(page);
    const email = `noscript-reader-${run}@example.com`;
    await page.goto(`${site()}/`);
    const band = page.getByTestId('newsletter-band');
    await band.getByLabel('Work email').fill(email);
    await band.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { name: FORM_POST_TEXT.successTitle })).toBeVisible();
    expect(addresses.some((address) => address.includes('noscript-reader'))).toBe(false);

    const mail = await waitForMail(e2eEnv('E2E_WORK_DIR'), email);
    const verify = /(https?:\/\/\S+\/newsletter\/verify\/[\w-]+)/.exec(mail.text)![1]!;
    await page.goto(verify);
    await expect(page.getByText('Checking your link...')).toBeHidden();
    await page.getByRole('button', { name: FORM_POST_TEXT.verifyButton }).click();
    await expect(page.getByRole('heading', { name: 'Verification Successful!' })).toBeVisible();
    await page.context().close();
  });

  test('the training form sends without waiting for scripts, its calendar styled as when live', async ({
    browser,
  }) => {
    const page = await withoutScripts(browser);
    await page.goto(`${site()}/corporate-training`);
    const form = page.getByRole('form', { name: 'Corporate Training Request' });
    const submit = form.getByRole('button', { name: 'Submit Request' });
    await expect(submit).toBeEnabled();
    await expect(submit).not.toHaveAccessibleDescription(/To send your request/);
    // The reason Submit waits is in the page for its room, said only once scripts run.
    await expect(form.getByTestId('submit-reason')).toBeHidden();
    // The calendar's own stylesheet is in the page: its days are as tall as when live.
    const day = form.locator('.rdp-day').first();
    expect(await day.evaluate((cell) => cell.getBoundingClientRect().height)).toBe(44);
  });

  test('the cookie banner can be closed', async ({ browser }) => {
    const page = await withoutScripts(browser);
    await page.goto(`${site()}/`);
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Accept All' })).toBeHidden();
    await expect(page.getByText(/With JavaScript off, no analytics/)).toBeVisible();
    await page.getByText('Close', { exact: true }).click();
    await expect(banner).toBeHidden();
    await expect(page.getByText('Close', { exact: true })).toBeHidden();
    await page.context().close();
  });

  test("at a phone's width the menu's links show and lead to their pages", async ({ browser }) => {
    const page = await withoutScripts(browser);
    await page.goto(`${site()}/`);
    const nav = page.getByTestId('main-nav');
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services\/?$/);
    await page.context().close();
  });
});

test.describe('with scripts, without a first interaction', () => {
  test("the human check's question comes on its own", async ({ page }) => {
    await page.goto(`${site()}/contact-us`);
    const form = page.getByRole('form', { name: 'Get in Touch' });
    // No pointer, key or scroll: the page is left alone.
    await expect(form.getByLabel(/Verification: what is \d+ [+\-×] \d+\?/)).toBeVisible({
      timeout: 15_000,
    });
  });

  test("/products' product list comes on its own", async ({ page }) => {
    await page.goto(`${site()}/products`);
    await page.getByRole('heading', { name: 'Get Product Information' }).scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Get Product Information' });
    await expect(form.getByLabel(/Verification: what is \d+/)).toBeVisible({ timeout: 15_000 });
    await expect(form.getByLabel(/^Product of Interest/).locator('option')).not.toHaveCount(1);
  });
});

test('a pending comment stays Pending Review after a reload, counted in the heading', async ({
  page,
}) => {
  const post = (await activePosts())[2]!;
  const text = `See https://example.com/pending ${run}`;
  await page.goto(`${site()}/blog/${post.Slug}`);
  await scrollThrough(page);
  const form = page.getByTestId('comment-form');
  await expect(form.getByLabel('Your comment')).toBeVisible();
  const heading = page.getByRole('heading', { name: /^Comments \(\d+\)$/ });
  await expect(heading).toBeVisible();
  const before = Number(/\((\d+)\)/.exec((await heading.innerText()) ?? '')![1]);
  await form.getByLabel('Name *').fill('Jane Pending');
  await form.getByLabel('Your comment').fill(text);
  await page.waitForTimeout(2100);
  await form.getByRole('button', { name: 'Post Comment' }).click();
  const pending = page.getByTestId('pending-comment').filter({ hasText: text });
  await expect(pending).toContainText('Pending Review');
  await expect(heading).toHaveText(`Comments (${before + 1})`);

  await page.waitForTimeout(3000);
  await page.reload();
  await scrollThrough(page);
  await expect(pending).toContainText('Pending Review');
  await expect(heading).toHaveText(`Comments (${before + 1})`);
});

test('Subscribe Again on a failed verify page lands on the newsletter, focused', async ({
  page,
}) => {
  await page.goto(`${site()}/newsletter/verify/not-a-real-token-${run}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe Again' }).click();
  await expect(page).toHaveURL(`${site()}/#newsletter`);
  const section = page.locator('#newsletter');
  await expect(section).toBeInViewport();
  await expect(section).toBeFocused();
  await expect(page.getByLabel('Work email')).toBeInViewport();
});

test("the training form's Submit says why it waits", async ({ page }) => {
  await page.goto(`${site()}/corporate-training`);
  const form = page.getByRole('form', { name: 'Corporate Training Request' });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByLabel(/Verification: what is \d+/)).toBeVisible({ timeout: 15_000 });
  const submit = form.getByRole('button', { name: 'Submit Request' });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAccessibleDescription(
    'To send your request, pick a preferred date and answer the verification question.',
  );
  await expect(
    form.getByText('pick a preferred date and answer the verification question'),
  ).toBeVisible();
});
