/**
 * What the newsletter dialogs' tests share: a dialog's accessibility problems (the mail's own
 * frame left out) and a subscriber who has followed their confirmation link.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { horizontalOverflow } from '../../e2e/support/page-checks';
import { waitForMail } from '../../e2e/support/smtp-catcher';
import { providerUrl } from './editor';
import { subscribe } from './visitors';

export const workDir = () => process.env.EDITOR_APP_WORK_DIR!;

/**
 * axe's WCAG 2 A/AA violations and any sideways overflow, as screenProblems finds them, with
 * the mail preview's frame left out: it holds the mail (no scripts run in it, so axe cannot
 * enter it), not the app's screen.
 */
export async function dialogProblems(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page })
    .options({ iframes: false })
    .exclude('iframe[title="Mail preview"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  const problems = axe.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  const overflow = await horizontalOverflow(page);
  if (overflow > 0) problems.push(`wider than the window by ${overflow} px`);
  return problems;
}

/** Subscribes an address and follows the confirmation link of the mail it gets. */
export async function verifiedSubscriber(request: APIRequestContext, email: string) {
  await subscribe(request, email, 'Reader');
  const mail = await waitForMail(workDir(), email);
  const token = mail.text.match(/\/newsletter\/verify\/([A-Za-z0-9_-]+)/)?.[1];
  expect(token, mail.text).toBeTruthy();
  const res = await request.get(`${providerUrl()}/api/newsletter/verify/${token}`, {
    headers: { 'x-api-key': 'local-dev-key' },
  });
  expect(res.ok(), await res.text()).toBe(true);
}
