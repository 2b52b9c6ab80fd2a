/**
 * The lead forms in a real browser against the real provider: each typed like a person, the
 * stored row read back through the admin API; the training request survives a provider that is
 * really stopped and started again; the server refuses a submission without the human check; and
 * axe, with every rule it has, finds no violation on any form with its errors showing, in both
 * themes.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CONTACT_MESSAGES } from '@cloud-consulting/domain/forms/contact';
import { DEMO_MESSAGES } from '@cloud-consulting/domain/forms/demo-customer';
import { DEMO_DATE_MESSAGES } from '@cloud-consulting/domain/dates';
import { PRODUCT_INQUIRY_TOASTS } from '@cloud-consulting/domain/forms/product-inquiry';
import { TRAINING_MESSAGES } from '@cloud-consulting/domain/forms/training-request';
import { CONTACT_RESULT_MESSAGES } from '@cloud-consulting/domain/text';
import { e2eEnv, scrollThrough, waitForHydration } from './support/env';
import { answerHumanCheck, leadsOf, storedLead } from './support/leads';
import { axeViolations } from './support/page-checks';
import { activePosts, adminRequest } from './support/provider';
import { restartProvider, stopProvider } from './support/provider-control';

const site = () => e2eEnv('E2E_SITE_URL');
const run = Date.now().toString(36);

async function open(page: Page, path: string) {
  await page.goto(`${site()}${path}`);
  // Pages refresh their lists from the provider after load; forms are used once that settled.
  await page.waitForLoadState('networkidle');
  await scrollThrough(page);
  await waitForHydration(page);
  const reject = page.getByRole('button', { name: 'Reject All' });
  if (await reject.isVisible().catch(() => false)) await reject.click();
}

/** Types into the control labelled `label` (its required mark ignored) key by key. */
async function typeInto(scope: Page | Locator, label: string, text: string) {
  const field = scope.getByLabel(new RegExp(`^${label.replace(/[/()]/g, '\\$&')}( \\*)?$`));
  await field.click();
  await field.pressSequentially(text, { delay: 5 });
}

async function choose(scope: Page | Locator, label: string, option: string | { index: number }) {
  const field = scope.getByLabel(new RegExp(`^${label}( \\*)?$`));
  await field.selectOption(typeof option === 'string' ? { label: option } : option);
}

/** Axe, with every rule it has, finds nothing in the part `include` selects, in both themes. */
async function expectNoAxeViolations(page: Page, include: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeViolations(page, include), `${include}, ${colorScheme} theme`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: null });
}

async function fillContactFields(
  scope: Page | Locator,
  email: string,
  inquiryType: string | { index: number } = { index: 1 },
) {
  await typeInto(scope, 'Full Name', 'Ana Lima');
  await typeInto(scope, 'Role', 'CTO');
  await typeInto(scope, 'Company Name', 'Contoso');
  await typeInto(scope, 'Email', email);
  await typeInto(scope, 'City', 'Lisbon');
  await typeInto(scope, 'State/Province', 'Lisboa');
  await typeInto(scope, 'Country', 'Portugal');
  await choose(scope, 'Industry', 'Technology');
  await choose(scope, 'Inquiry Type', inquiryType);
  await typeInto(scope, 'Message', 'We would like to plan our Azure migration next quarter.');
}

/** Opens /corporate-training and returns its form once it is hydrated with its lists. */
async function openTrainingForm(page: Page): Promise<Locator> {
  await open(page, '/corporate-training');
  const form = page.getByRole('form', { name: 'Corporate Training Request' });
  await form.scrollIntoViewIfNeeded();
  // The built form already lists the build's choices.
  await expect(form.getByLabel(/^Session Type/).locator('option')).not.toHaveCount(1);
  // The visitor's pointer over the form brings its script; live once the human check shows its
  // question.
  await form.hover();
  await expect(form.getByLabel(/Verification: what is \d+/)).toBeVisible();
  return form;
}

/** Types a whole training request, picks the first day allowed and answers the human check. */
async function fillTrainingRequest(form: Locator, email: string) {
  await typeInto(form, 'Full Name', 'Tom Berg');
  await typeInto(form, 'Email', email);
  await typeInto(form, 'Company', 'Fabrikam');
  await typeInto(form, 'Role', 'Head of Engineering');
  await typeInto(form, 'City', 'Oslo');
  await typeInto(form, 'State', 'Oslo');
  await typeInto(form, 'Country', 'Norway');
  await choose(form, 'Session Type', { index: 1 });
  await choose(form, 'Training Duration', { index: 1 });
  await choose(form, 'Training Topic', { index: 1 });
  await typeInto(form, 'Training Details', 'Two days of Azure DevOps for twelve engineers.');
  await expect(form.getByText('Excludes weekends and US federal holidays')).toBeVisible();
  // The first month shown starts at the earliest allowed day; pick the first day enabled.
  await form
    .locator('td[data-day]:not([data-disabled]):not([data-outside]) button')
    .first()
    .click();
  await expect(form.getByText(/Selected: \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await answerHumanCheck(form);
}

const outboxOf = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('cloudforge_lead_outbox') ?? '[]') as unknown[],
  );

test.describe('lead forms', () => {
  test('contact page: errors are accessible, then a typed request is stored with its source', async ({
    page,
  }) => {
    await open(page, '/contact-us');
    const form = page.getByRole('form', { name: 'Get in Touch' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText(CONTACT_MESSAGES.nameMin)).toBeVisible();
    await expect(form.getByLabel(/^Full Name/)).toBeFocused();
    await expectNoAxeViolations(page, 'form[aria-label="Get in Touch"]');

    const email = `ana.contact.${run}@contoso.com`;
    await fillContactFields(form, email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText(CONTACT_MESSAGES.captcha)).toBeVisible();
    await answerHumanCheck(form);
    await form.getByRole('button', { name: 'Send Message' }).dblclick();
    await expect(page.getByText(CONTACT_RESULT_MESSAGES.modalSuccess)).toBeVisible();
    const lead = await storedLead('customer_request', email);
    expect(lead).toMatchObject({ name: 'Ana Lima', source: 'ContactUs Page' });
    expect(lead.payload).toMatchObject({ city: 'Lisbon', industry: 'Technology' });
    expect((await leadsOf('customer_request')).filter((l) => l.email === email)).toHaveLength(1);
  });

  test("article: a compact form of four fields, its errors accessible, stored with the article's source", async ({
    page,
  }) => {
    const [post] = await activePosts();
    await open(page, `/blog/${post!.Slug}`);
    const form = page.getByRole('form', { name: 'Talk to an expert' });
    await form.scrollIntoViewIfNeeded();
    await form.hover();
    await expect(form.getByLabel(/Verification: what is \d+/)).toBeVisible();
    // A reader is asked for four things, not the contact form's eleven.
    await expect(
      form.locator('input:not([type=hidden]):not([tabindex="-1"]), textarea, select'),
    ).toHaveCount(5);
    await expect(form.getByLabel(/^Role/)).toHaveCount(0);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText(CONTACT_MESSAGES.nameMin)).toBeVisible();
    await expect(form.getByLabel(/^Full Name/)).toBeFocused();
    await expectNoAxeViolations(page, 'form[aria-label="Talk to an expert"]');

    const email = `rui.article.${run}@contoso.com`;
    await typeInto(form, 'Full Name', 'Rui Costa');
    await typeInto(form, 'Email', email);
    await typeInto(form, 'How can we help\\?', 'We want our partner APIs behind API Management.');
    await answerHumanCheck(form);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(CONTACT_RESULT_MESSAGES.toastSuccess)).toBeVisible();
    await expect(form.getByLabel(/^Full Name/)).toHaveValue('');
    const lead = await storedLead('customer_request', email);
    expect(lead).toMatchObject({ name: 'Rui Costa', source: `blog-post-${post!.Id}` });
    expect(lead.payload).toMatchObject({ inquiryTitle: 'Talk to an expert' });
  });

  test('training request: sent while the provider is stopped, thanked, and stored once after it restarts', async ({
    page,
  }) => {
    // The outbox retries 2, 4, 8, 16, 32, 64 s apart: room for a slow restart on a busy machine.
    // Stopping the provider also waits for a site rebuild an earlier test may have started.
    test.setTimeout(180_000);
    const form = await openTrainingForm(page);
    await typeInto(form, 'Full Name', 'T0m');
    await expect(form.getByRole('button', { name: 'Submit Request' })).toBeDisabled();
    await form.getByLabel(/^Full Name/).fill('');

    const email = `tom.training.${run}@fabrikam.com`;
    // The human check's question comes from the provider, so it is answered before the outage.
    await fillTrainingRequest(form, email);
    await stopProvider();
    try {
      await expect(fetch(`${e2eEnv('E2E_PROVIDER_URL')}/health`)).rejects.toThrow();
      await form.getByRole('button', { name: 'Submit Request' }).click();
      const thanks = page.getByRole('dialog', { name: 'Thank You!' });
      await expect(thanks.getByText(TRAINING_MESSAGES.thankYou)).toBeVisible();
      await expect(thanks.getByText(TRAINING_MESSAGES.thankYouDetail)).toBeVisible();
      // Kept in the browser, waiting for its retry.
      const pending = await outboxOf(page);
      expect(pending).toHaveLength(1);
      expect(pending[0]).toMatchObject({ body: { email } });
      expect(pending[0]).not.toHaveProperty('refused');
    } finally {
      await restartProvider();
    }

    // The provider is back: the background retry stores the request, once.
    // Long enough for the next retry to come, whenever the restart ends: the sixth comes 64 s after the fifth.
    const lead = await storedLead('training_request', email, 90_000);
    expect(lead.payload).toMatchObject({ fullName: 'Tom Berg', company: 'Fabrikam' });
    await expect.poll(() => outboxOf(page)).toEqual([]);
    expect((await leadsOf('training_request')).filter((l) => l.email === email)).toHaveLength(1);
  });

  test('training request: stored once when the answer to the first send is lost on the way back', async ({
    page,
  }) => {
    const form = await openTrainingForm(page);
    const email = `una.training.${run}@fabrikam.com`;
    await fillTrainingRequest(form, email);

    // The first send reaches the provider, which stores it; its answer never reaches the page.
    let lost = 0;
    await page.route('**/api/corporate-training/submit', async (route) => {
      if (route.request().method() !== 'POST' || lost > 0) return route.continue();
      lost += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await form.getByRole('button', { name: 'Submit Request' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank You!' });
    await expect(thanks.getByText(TRAINING_MESSAGES.thankYou)).toBeVisible();
    await storedLead('training_request', email);

    // Only an answered send empties the outbox: the retry, with the same Idempotency-Key, gets
    // the provider's first result instead of storing a second row.
    await expect.poll(() => outboxOf(page), { timeout: 15_000 }).toEqual([]);
    expect(lost).toBe(1);
    expect((await leadsOf('training_request')).filter((l) => l.email === email)).toHaveLength(1);
  });

  test('training form: errors are accessible', async ({ page }) => {
    await open(page, '/corporate-training');
    const form = page.getByRole('form', { name: 'Corporate Training Request' });
    // The question appears once the page is hydrated, so the calendar answers clicks.
    await answerHumanCheck(form);
    await form
      .locator('td[data-day]:not([data-disabled]):not([data-outside]) button')
      .first()
      .click();
    await expect(form.getByText(/Selected: \d{4}-\d{2}-\d{2}/)).toBeVisible();
    await typeInto(form, 'Company Website', 'not a url');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(form.getByText(TRAINING_MESSAGES.fullName)).toBeVisible();
    await expect(form.getByText(TRAINING_MESSAGES.companyUrl)).toBeVisible();
    await expectNoAxeViolations(page, 'form[aria-label="Corporate Training Request"]');
  });

  test('product demo: customer, then demo, stored for the chosen product', async ({ page }) => {
    await open(page, '/products');
    await page
      .getByRole('button', { name: /^Request Demo/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Request a Demo' });
    const form = dialog.getByRole('form', { name: 'Product Demo Request' });
    await expect(form.getByLabel(/^Product/).locator('option')).not.toHaveCount(1);
    await expect(form.getByRole('button', { name: 'Request Demo' })).toBeDisabled();
    await answerHumanCheck(form);
    await form.getByRole('button', { name: 'Request Demo' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText(DEMO_DATE_MESSAGES.required)).toBeVisible();
    await expectNoAxeViolations(page, '[data-testid="demo-modal"]');

    const email = `lee.demo.${run}@northwind.com`;
    await typeInto(form, 'Name', 'Lee Park');
    await typeInto(form, 'Email', email);
    await typeInto(form, 'Role', 'IT Director');
    await typeInto(form, 'Company', 'Northwind');
    await typeInto(form, 'City', 'Seoul');
    // A weekend is refused with the spec's message and cleared.
    const date = form.getByLabel(/^Preferred Date/);
    await date.fill('2031-01-04');
    await expect(form.getByText(DEMO_DATE_MESSAGES.weekend)).toBeVisible();
    await expect(date).toHaveValue('');
    await date.fill('2031-01-07');
    await form.getByLabel('Hour').selectOption('02');
    await form.getByLabel('Minute').selectOption('30');
    await form.getByLabel('AM or PM').selectOption('PM');
    await form.getByRole('button', { name: 'Request Demo' }).click();
    await expect(dialog.getByText(DEMO_MESSAGES.success)).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5000 });

    const customer = await storedLead('customer_request', email);
    expect(customer.source).toBe('Product Demo Form');
    const demos = await leadsOf('product_demo');
    const demo = demos.find((lead) => lead.email === email);
    expect(demo?.payload).toMatchObject({
      preferredDate: '2031-01-07',
      preferredTime: '02:30 PM',
      timeZone: 'UTC',
      demoType: 'ONLINE',
    });
  });

  test.describe('in Chicago', () => {
    test.use({ timezoneId: 'America/Chicago' });

    test("product demo: the time zone defaults to the visitor's, and the lead names who, what and when", async ({
      page,
    }) => {
      await open(page, '/products');
      await page
        .getByRole('button', { name: /^Request Demo/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Request a Demo' });
      const form = dialog.getByRole('form', { name: 'Product Demo Request' });
      await expect(form.getByLabel(/^Time Zone/)).toHaveValue('America/Chicago');
      await expect(form.getByLabel(/^Product/).locator('option')).not.toHaveCount(1);
      const product = (
        await form
          .getByLabel(/^Product/)
          .locator('option:checked')
          .innerText()
      ).trim();
      await answerHumanCheck(form);

      const email = `kim.demo.${run}@contoso.com`;
      await typeInto(form, 'Name', 'Kim Ortiz');
      await typeInto(form, 'Email', email);
      await typeInto(form, 'Role', 'CIO');
      await typeInto(form, 'Company', 'Contoso');
      await typeInto(form, 'City', 'Chicago');
      await form.getByLabel(/^Preferred Date/).fill('2031-02-04');
      await form.getByRole('button', { name: 'Request Demo' }).click();
      await expect(dialog.getByText(DEMO_MESSAGES.success)).toBeVisible();

      const demo = await storedLead('product_demo', email);
      expect(demo).toMatchObject({
        name: 'Kim Ortiz',
        company: 'Contoso',
        source: 'Product Demo Form',
        productName: product,
        timeZone: 'America/Chicago',
        preferredAt: '2031-02-04T16:00:00.000Z',
        preferredTime: 'Tue 4 Feb 2031, 10:00 AM America/Chicago (16:00 UTC)',
      });
    });
  });

  test('product inquiry: disabled until the check passes, stored trimmed, toast and reset', async ({
    page,
  }) => {
    await open(page, '/products');
    const form = page.getByRole('form', { name: 'Get Product Information' });
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByRole('button', { name: 'Submit Inquiry' })).toBeDisabled();
    await answerHumanCheck(form);
    await typeInto(form, 'Full Name', 'R2D2');
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(form.getByText('Invalid Name: Please enter a valid full name')).toBeVisible();
    await expect(
      form.getByText('Privacy Consent Required: Please agree to our privacy policy to continue'),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'form[aria-label="Get Product Information"]');

    const email = `kim.inquiry.${run}@adatum.com`;
    await form.getByLabel(/^Full Name/).fill('');
    await typeInto(form, 'Full Name', '  Kim Yu  ');
    await typeInto(form, 'Email', email);
    await typeInto(form, 'Role/Title', 'Architect');
    await typeInto(form, 'Company Name', 'Adatum');
    await typeInto(form, 'City', 'Austin');
    await typeInto(form, 'State/Province', 'Texas');
    await typeInto(form, 'Country', 'USA');
    await typeInto(form, 'Phone', '+1 (206) 555-0147');
    await choose(form, 'Industry', 'Technology');
    await choose(form, 'Product of Interest', { index: 1 });
    await choose(form, 'Budget', '$5,000 - $15,000');
    await form.getByLabel(/I agree to the/).check();
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(page.getByText(PRODUCT_INQUIRY_TOASTS.success.title)).toBeVisible();
    await expect(form.getByLabel(/^Full Name/)).toHaveValue('');
    const lead = await storedLead('product_inquiry', email);
    // The phone as people write it, stored in E.164; the budget's label shown, its value stored.
    expect(lead.payload).toMatchObject({
      name: 'Kim Yu',
      privacyConsent: true,
      phone: '+12065550147',
      budget: '5k-15k',
    });
  });

  test("contact modal: 'Start a Conversation' on /expertise stores the request and closes", async ({
    page,
  }) => {
    await open(page, '/expertise');
    await page.getByRole('button', { name: 'Start a Conversation' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Start a Conversation' });
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByText(CONTACT_MESSAGES.inquiryTitle)).toBeVisible();
    await expectNoAxeViolations(page, '[data-testid="contact-modal"]');
    const email = `sam.modal.${run}@tailspin.com`;
    await fillContactFields(dialog, email);
    await answerHumanCheck(dialog);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByText(CONTACT_RESULT_MESSAGES.alertSuccess)).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 8000 });
    const lead = await storedLead('customer_request', email);
    expect(lead.source).toBe('Start a Conversation');
  });

  test('home get-started: IT consultation typed and stored; errors are accessible', async ({
    page,
  }) => {
    await open(page, '/');
    const section = page.locator('#get-started');
    await section.getByLabel(/IT Consultation/).check();
    const form = section.getByRole('form', { name: 'IT Consultation' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText(CONTACT_MESSAGES.email)).toBeVisible();
    await expectNoAxeViolations(page, '#get-started');
    const email = `ola.consult.${run}@wingtip.com`;
    await fillContactFields(form, email);
    await answerHumanCheck(form);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(CONTACT_RESULT_MESSAGES.toastSuccess)).toBeVisible();
    const lead = await storedLead('customer_request', email);
    expect(lead.source).toBe('Get Started - IT Consultation');
  });

  test('partners page: errors are accessible, then a typed partnership inquiry is stored from the Partners Page', async ({
    page,
  }) => {
    await open(page, '/partners');
    const form = page
      .locator('#partner-inquiry')
      .getByRole('form', { name: 'Partnership Inquiry' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText(CONTACT_MESSAGES.nameMin)).toBeVisible();
    await expect(form.getByLabel(/^Full Name/)).toBeFocused();
    await expectNoAxeViolations(page, '#partner-inquiry');

    const email = `eva.partner.${run}@litware.com`;
    await fillContactFields(form, email, 'Reseller Program');
    await answerHumanCheck(form);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(CONTACT_RESULT_MESSAGES.toastSuccess)).toBeVisible();
    await expect(form.getByLabel(/^Full Name/)).toHaveValue('');
    const lead = await storedLead('customer_request', email);
    expect(lead).toMatchObject({ name: 'Ana Lima', source: 'Partners Page' });
    expect(lead.payload).toMatchObject({
      role: 'CTO',
      companyName: 'Contoso',
      city: 'Lisbon',
      country: 'Portugal',
      industry: 'Technology',
      inquiryTitle: 'Reseller Program',
      message: 'We would like to plan our Azure migration next quarter.',
      source: 'Partners Page',
    });
    expect((await leadsOf('customer_request')).filter((l) => l.email === email)).toHaveLength(1);
  });

  test('home get-started: partnership inquiry typed and stored with its source', async ({
    page,
  }) => {
    // The e2e data has the Partnership-Enquiry-Home-Section section active.
    await open(page, '/');
    const section = page.locator('#get-started');
    await section.getByRole('radio', { name: /Partnership Inquiry/ }).check();
    const form = section.getByRole('form', { name: 'Partnership Inquiry' });
    const email = `max.partnership.${run}@proseware.com`;
    await fillContactFields(form, email, 'Joint Venture');
    await answerHumanCheck(form);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(CONTACT_RESULT_MESSAGES.toastSuccess)).toBeVisible();
    const lead = await storedLead('customer_request', email);
    expect(lead.source).toBe('Get Started - Partnership Inquiry');
    expect(lead.payload).toMatchObject({ inquiryTitle: 'Joint Venture', companyName: 'Contoso' });
  });

  test('home get-started: no partnership choice while its section is switched off, without a rebuild', async ({
    page,
  }) => {
    const sections = await adminRequest<{ id: number; name: string; isActive: boolean }[]>(
      'GET',
      '/menu-sections',
    );
    const partnership = sections.find((s) => s.name === 'Partnership-Enquiry-Home-Section');
    expect(partnership?.isActive).toBe(true);
    await adminRequest('PATCH', `/menu-sections/${partnership!.id}`, { isActive: false });
    try {
      await open(page, '/');
      const section = page.locator('#get-started');
      await expect(section.getByRole('radio', { name: /IT Consultation/ })).toBeVisible();
      await expect(section.getByRole('radio', { name: /Partnership Inquiry/ })).toHaveCount(0);
    } finally {
      await adminRequest('PATCH', `/menu-sections/${partnership!.id}`, { isActive: true });
    }
  });

  test('the server refuses a lead without the human check', async ({ request }) => {
    const res = await request.post(`${e2eEnv('E2E_PROVIDER_URL')}/api/customer_requests`, {
      headers: { 'X-API-Key': process.env.GATSBY_API_KEY || 'local-dev-key' },
      data: {
        name: 'Bot Example',
        role: 'Bot',
        companyName: 'Bots Inc',
        email: `bot.${run}@example.com`,
        city: 'Nowhere',
        state: 'Nowhere',
        country: 'Nowhere',
        industry: 'Other',
        inquiryTitle: 'Other',
        message: 'I am a script without an answer.',
      },
    });
    expect(res.status()).toBe(400);
    expect(await res.json()).toMatchObject({ message: CONTACT_MESSAGES.captcha });
    expect(
      (await leadsOf('customer_request')).some((l) => l.email === `bot.${run}@example.com`),
    ).toBe(false);
  });
});
