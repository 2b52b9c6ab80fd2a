/**
 * A keyboard-only walk of the shell and every dialog, in a real browser against the built site:
 * Tab, Shift+Tab, Enter, Space and Escape only, never a pointer. The header links and the skip
 * link, the collapsible menu on small screens, the cookie banner, each modal dialog (focus moves
 * in, Tab and Shift+Tab stay inside, Escape closes, focus returns to what opened it), the FAQ
 * widget, and a visible focus indicator in both colour schemes.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@cloud-consulting/domain/storage-keys';
import { CONTACT_RESULT_MESSAGES } from '@cloud-consulting/domain/text';
import { e2eEnv, scrollThrough, waitForHydration } from './support/env';

const site = () => e2eEnv('E2E_SITE_URL');
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 375, height: 800 };

async function visit(page: Page, path: string, options: { lazy?: boolean } = {}) {
  await page.goto(site() + path);
  await page.waitForLoadState('networkidle');
  if (options.lazy) await scrollThrough(page);
  await waitForHydration(page);
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, { back = false, max = 250 } = {}) {
  for (let press = 0; press < max; press += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target.toString()} was not reached in ${max} presses`);
}

/** What has focus, for messages: tag and accessible text. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
    return `${element.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`;
  });

/**
 * Answers the cookie banner from the keyboard, so it no longer covers the page: its choices are
 * the first Tab stops of a first visit. Focus then starts again at the top of the page.
 */
async function rejectCookies(page: Page) {
  const banner = page.getByTestId('cookie-banner');
  await tabTo(page, banner.getByRole('button', { name: 'Reject All' }));
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
}

/**
 * Tab from the dialog's first control until focus comes back to it, then Shift+Tab the same way
 * round: every stop must be inside the dialog and the cycle must close on the first control.
 * Returns the number of stops in the cycle (1 when the close button is the only control).
 */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<number> {
  const first = dialog.getByRole('button', { name: 'Close dialog' });
  await expect(first).toBeFocused();
  const inside = () => dialog.evaluate((node) => node.contains(document.activeElement));
  const cycle = async (key: 'Tab' | 'Shift+Tab') => {
    const stops: string[] = [];
    for (let press = 0; press < 60; press += 1) {
      await page.keyboard.press(key);
      const where = await describeFocus(page);
      expect(await inside(), `${key} #${press + 1} left the dialog for ${where}`).toBe(true);
      if (await isFocused(first)) return stops;
      stops.push(where);
    }
    throw new Error(`${key} never came back to the first control: ${stops.join(', ')}`);
  };
  const forward = await cycle('Tab');
  const backward = await cycle('Shift+Tab');
  // The same stops, walked the other way round.
  expect(backward).toEqual([...forward].reverse());
  return forward.length + 1;
}

/** Escape closes the dialog and gives focus back to the control that opened it. */
async function expectEscapeReturnsFocus(page: Page, dialog: Locator, opener: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/**
 * The focused element shows an indicator of focus: an outline or a box shadow that it does not
 * have once focus leaves it.
 */
async function expectFocusIndicator(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  const label = await describeFocus(page);
  const { focused, resting } = await target.evaluate((element) => {
    const read = () => {
      const css = getComputedStyle(element);
      return {
        outline: `${css.outlineStyle} ${css.outlineWidth} ${css.outlineColor}`,
        hasOutline: css.outlineStyle !== 'none' && parseFloat(css.outlineWidth) > 0,
        boxShadow: css.boxShadow,
      };
    };
    const withFocus = read();
    // Measure without focus, then put focus back where the walk left it.
    (element as HTMLElement).blur();
    const withoutFocus = read();
    (element as HTMLElement).focus();
    return { focused: withFocus, resting: withoutFocus };
  });
  expect(
    focused.hasOutline || focused.boxShadow !== 'none',
    `${label} shows no focus indicator`,
  ).toBe(true);
  expect(
    focused.outline !== resting.outline || focused.boxShadow !== resting.boxShadow,
    `${label} looks the same with and without focus`,
  ).toBe(true);
}

test.describe('header', () => {
  test.use({ viewport: DESKTOP });

  test('after the cookie choice the skip link comes first, shows itself and moves focus to the main content', async ({
    page,
  }) => {
    await visit(page, '/services');
    await rejectCookies(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    // The next Tab continues inside the page content, past the header.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(
      () => document.getElementById('main')?.contains(document.activeElement) ?? false,
    );
    expect(inMain, `focus went to ${await describeFocus(page)}`).toBe(true);
  });

  test('every header item is reached by Tab in order, and Enter follows a link', async ({
    page,
  }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Services' })).toBeVisible();
    await expect(nav.getByTestId('nav-placeholder')).toHaveCount(0);
    // The small-screen menu button is not in the way at desktop width.
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();

    await rejectCookies(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('logo')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('theme-toggle')).toBeFocused();

    const links = nav.getByRole('link');
    const names = await links.allInnerTexts();
    expect(names.slice(0, 5)).toEqual([
      'Services',
      'Industries',
      'CorpTraining',
      'Courses',
      'Path',
    ]);
    expect(names).toContain('Get Started');
    for (let index = 0; index < names.length; index += 1) {
      await page.keyboard.press('Tab');
      await expect(links.nth(index), `item ${names[index]}`).toBeFocused();
    }

    // Back to Industries with Shift+Tab, and Enter goes there.
    await tabTo(page, nav.getByRole('link', { name: 'Industries' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(site() + '/industries');
    await expect(page.getByRole('heading', { level: 1, name: 'Industries' })).toBeVisible();
  });

  test('the theme toggle answers Enter and Space', async ({ page }) => {
    await visit(page, '/');
    const toggle = page.getByTestId('theme-toggle');
    await tabTo(page, toggle);
    await expect(toggle).toHaveAttribute('data-mode', 'system');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('data-mode', 'light');
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('data-mode', 'dark');
    await expect(page.locator('html')).toHaveClass(/theme-dark/);
    await expect(toggle).toBeFocused();
  });
});

test.describe('collapsible menu on a small screen', () => {
  test.use({ viewport: MOBILE });

  test('the menu button opens it, Tab walks into it, Escape closes it and focus returns', async ({
    page,
  }) => {
    await visit(page, '/');
    const button = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByTestId('main-nav');
    await expect(nav).toBeHidden();
    await tabTo(page, button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    const links = nav.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(6);
    for (let index = 0; index < count; index += 1) {
      await page.keyboard.press('Tab');
      await expect(links.nth(index)).toBeFocused();
    }

    // Escape from inside the menu closes it and puts focus back on its button.
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    // Space opens it too; Escape on the button itself closes it.
    await page.keyboard.press('Space');
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(button).toBeFocused();

    // Enter on a link inside follows it and folds the menu away.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(links.nth(1)).toBeFocused();
    const target = await links.nth(1).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(site() + target);
    await expect(nav).toBeHidden();
  });
});

test.describe('cookie consent', () => {
  test.use({ viewport: DESKTOP });

  test('the banner is answered from the keyboard: Customize moves focus to the toggles', async ({
    page,
  }) => {
    await visit(page, '/');
    const banner = page.getByTestId('cookie-banner');
    await tabTo(page, banner.getByRole('button', { name: 'Customize' }), { back: true });
    await page.keyboard.press('Enter');
    const analytics = banner.getByRole('switch', { name: /Analytics/ });
    await expect(analytics).toBeFocused();
    await expect(analytics).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(analytics).toBeChecked();
    await tabTo(page, banner.getByRole('button', { name: 'Save Preferences' }));
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null,
      STORAGE_KEYS.cookieConsent,
    );
    expect(stored).toMatchObject({ analytics: true, functional: false, marketing: false });
  });

  test("'Cookie Settings' opens a trapped dialog; Escape and Close give focus back", async ({
    page,
  }) => {
    await visit(page, '/');
    await rejectCookies(page);
    const opener = page.getByRole('button', { name: 'Cookie Settings' });
    await tabTo(page, opener, { back: true });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // ×, the Analytics, Functional and Marketing switches, Save Preferences, Accept All, Reject
    // All and Close (Revoke only once analytics is accepted).
    expect(await expectFocusTrapped(page, dialog)).toBe(8);

    await expectEscapeReturnsFocus(page, dialog, opener);

    // Analytics switched on and saved from the keyboard: the dialog closes, focus comes back.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Tab');
    const analytics = dialog.getByRole('switch', { name: 'Analytics' });
    await expect(analytics).toBeFocused();
    await page.keyboard.press('Space');
    await expect(analytics).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: 'Save Preferences' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Opened again: Revoke joins the cycle; the Close button closes.
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('analytics-status')).toHaveText(
      'Analytics cookies are currently allowed.',
    );
    expect(await expectFocusTrapped(page, dialog)).toBe(9);
    await tabTo(page, dialog.getByRole('button', { name: 'Close', exact: true }), { back: true });
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('dialogs', () => {
  test.use({ viewport: DESKTOP });

  test('the feedback dialog keeps focus inside as its sections change; Escape gives it back', async ({
    page,
  }) => {
    await visit(page, '/services');
    await rejectCookies(page);
    const opener = page.getByRole('button', { name: 'FEEDBACK' });
    await tabTo(page, opener, { back: true });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Share Your Feedback' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/Verification: what is \d+/)).toBeVisible();
    const plain = await expectFocusTrapped(page, dialog);

    // Choosing a type by keyboard adds the category and the star rating; the trap follows.
    await page.keyboard.press('Tab');
    const type = dialog.getByLabel('Feedback type *');
    await expect(type).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(type).toHaveValue('service_feedback');
    await expect(dialog.getByLabel('Category')).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    expect(await expectFocusTrapped(page, dialog)).toBeGreaterThan(plain);

    await expectEscapeReturnsFocus(page, dialog, opener);
    // It opens again from the keyboard, keeping the choice.
    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeFocused();
    await expect(dialog.getByLabel('Feedback type *')).toHaveValue('service_feedback');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("'Start a Conversation' on /expertise: trapped, Escape closes, focus returns", async ({
    page,
  }) => {
    await visit(page, '/expertise', { lazy: true });
    await rejectCookies(page);
    const opener = page.getByRole('button', { name: 'Start a Conversation' }).first();
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Start a Conversation' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/Verification: what is \d+/)).toBeVisible();
    expect(await expectFocusTrapped(page, dialog)).toBeGreaterThan(10);
    await expectEscapeReturnsFocus(page, dialog, opener);
  });

  test("'Request Demo' on /products: trapped, Escape closes, focus returns", async ({ page }) => {
    await visit(page, '/products', { lazy: true });
    await rejectCookies(page);
    const opener = page.getByRole('button', { name: /^Request Demo/ }).first();
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Request a Demo' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/Verification: what is \d+/)).toBeVisible();
    expect(await expectFocusTrapped(page, dialog)).toBeGreaterThan(8);
    await expectEscapeReturnsFocus(page, dialog, opener);
  });

  test('the contact result dialog after a keyboard submit: trapped, Escape gives focus back to Send Message', async ({
    page,
  }) => {
    await visit(page, '/contact-us', { lazy: true });
    await rejectCookies(page);
    const form = page.getByRole('form', { name: 'Get in Touch' });
    const name = form.getByLabel(/^Full Name/);
    await tabTo(page, name);
    const run = Date.now().toString(36);
    const typed: [RegExp, string][] = [
      [/^Full Name/, 'Ada Keys'],
      [/^Role/, 'CTO'],
      [/^Company Name/, 'Contoso'],
      [/^Company Website/, ''],
      [/^Email/, `ada.keys.${run}@contoso.com`],
      [/^City/, 'Lisbon'],
      [/^State\/Province/, 'Lisboa'],
      [/^Country/, 'Portugal'],
      [/^Zip\/Postal Code/, ''],
    ];
    for (const [label, text] of typed) {
      await expect(form.getByLabel(label)).toBeFocused();
      await page.keyboard.type(text);
      await page.keyboard.press('Tab');
    }
    // Selects take ArrowDown: the first real option.
    await expect(form.getByLabel(/^Industry/)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(/^Inquiry Type/)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(/^Message/)).toBeFocused();
    await page.keyboard.type('We would like to plan our Azure migration by keyboard.');
    await page.keyboard.press('Tab');

    const check = form.getByLabel(/Verification: what is \d+ [+\-×] \d+\?/);
    await expect(check).toBeFocused();
    const question = (await form.getByText(/Verification: what is/).innerText()).trim();
    const [, a, op, b] = /(\d+) ([+\-×]) (\d+)/.exec(question)!;
    const answer = op === '+' ? +a + +b : op === '-' ? +a - +b : +a * +b;
    await page.keyboard.type(String(answer));
    // Enter in the answer box verifies it (and does not submit the form).
    await page.keyboard.press('Enter');
    await expect(form.getByText('✓ Math verification successful')).toBeVisible();

    const submit = form.getByRole('button', { name: 'Send Message' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Thank You!' });
    await expect(dialog.getByText(CONTACT_RESULT_MESSAGES.modalSuccess)).toBeVisible();
    // The result closes itself after 5 s: the walk below fits well inside that.
    expect(await expectFocusTrapped(page, dialog)).toBe(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus is back on the button the visitor pressed, not lost on the page body.
    await expect(submit).toBeFocused();
  });
});

test.describe('FAQ widget', () => {
  test.use({ viewport: DESKTOP });

  test('opens from the keyboard; questions toggle with Enter and Space; Escape gives focus back', async ({
    page,
  }) => {
    await visit(page, '/corporate-training');
    await rejectCookies(page);
    const opener = page.getByRole('button', { name: 'FAQ', exact: true });
    await tabTo(page, opener, { back: true });
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByTestId('faq-panel');
    const questions = panel.getByTestId('faq-list').getByRole('button');
    await expect(questions).toHaveCount(4);

    // The next Tab enters the panel: the search box, then the first question.
    await page.keyboard.press('Tab');
    await expect(panel.getByLabel('Search FAQs')).toBeFocused();
    await page.keyboard.press('Tab');
    const first = questions.nth(0);
    const second = questions.nth(1);
    await expect(first).toBeFocused();

    const answerOf = async (question: Locator) =>
      page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(await answerOf(first)).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(await answerOf(first)).toBeVisible();
    await expect(await answerOf(first)).not.toBeEmpty();
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(await answerOf(first)).toBeHidden();

    // Only one answer at a time.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(await answerOf(second)).toBeVisible();
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    // Next page from the keyboard.
    await tabTo(page, panel.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(panel.getByTestId('faq-page')).toHaveText('Page 2 of 3');
    await expect(panel.getByRole('button', { name: 'Next' })).toBeFocused();

    // Escape from inside the panel closes it and focus goes back to the FAQ button.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(opener).toBeFocused();
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`visible focus (${scheme} scheme)`, () => {
    test.use({ viewport: DESKTOP, colorScheme: scheme });

    test('every control the walk reaches shows a focus indicator', async ({ page }) => {
      await visit(page, '/');
      await expect(page.locator('html')).toHaveCSS(
        'background-color',
        scheme === 'dark' ? 'rgb(15, 22, 35)' : 'rgb(255, 255, 255)',
      );
      const banner = page.getByTestId('cookie-banner');
      for (const name of ['Accept All', 'Reject All', 'Customize']) {
        const button = banner.getByRole('button', { name });
        await tabTo(page, button, { back: true });
        await expectFocusIndicator(page, button);
      }
      await rejectCookies(page);
      // Shift+Tab from the end of the page: FAQ, FEEDBACK, then the footer.
      const faq = page.getByRole('button', { name: 'FAQ', exact: true });
      await tabTo(page, faq, { back: true });
      await expectFocusIndicator(page, faq);
      const feedback = page.getByRole('button', { name: 'FEEDBACK' });
      await tabTo(page, feedback, { back: true });
      await expectFocusIndicator(page, feedback);
      const cookieSettings = page.getByRole('button', { name: 'Cookie Settings' });
      await tabTo(page, cookieSettings, { back: true });
      await expectFocusIndicator(page, cookieSettings);

      // The header, from the top.
      await page.keyboard.press('Escape');
      await page.goto(site() + '/');
      await waitForHydration(page);
      await page.keyboard.press('Tab');
      await expectFocusIndicator(page, page.getByRole('link', { name: 'Skip to content' }));
      await page.keyboard.press('Tab');
      await expectFocusIndicator(page, page.getByTestId('logo'));
      await page.keyboard.press('Tab');
      await expectFocusIndicator(page, page.getByTestId('theme-toggle'));
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const name of ['Services', 'Get Started']) {
        const link = nav.getByRole('link', { name });
        await tabTo(page, link);
        await expectFocusIndicator(page, link);
      }

      // Inside the FAQ panel and a dialog.
      await tabTo(page, faq, { back: true });
      await page.keyboard.press('Enter');
      const question = page.getByTestId('faq-list').getByRole('button').first();
      await tabTo(page, question);
      await expectFocusIndicator(page, question);
      await page.keyboard.press('Escape');
      await tabTo(page, feedback, { back: true });
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Share Your Feedback' });
      const close = dialog.getByRole('button', { name: 'Close dialog' });
      await expectFocusIndicator(page, close);
      await page.keyboard.press('Tab');
      await expectFocusIndicator(page, dialog.getByLabel('Feedback type *'));
    });
  });
}
