/**
 * What the editor app's tests share: the provider's address, signing in as a person, bringing a
 * person of any role in through a real invitation mail, calls to the admin API as automation,
 * and the checks every screen passes (axe, no sideways scroll at 375 px).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { waitForMail } from '../../e2e/support/smtp-catcher';
import AxeBuilder from '@axe-core/playwright';
import { horizontalOverflow } from '../../e2e/support/page-checks';

/**
 * What the editor app's screens are held to: WCAG 2 A and AA, and names that contain the visible
 * label. The site's pages run every rule axe has; here the rest still fail: no level-one heading
 * on most screens (react-admin's title sits in an app bar that hides on scroll), and inside the
 * libraries the app is built with MUI's focus-trap sentinels, its unnamed menu drawer, tooltips
 * outside landmarks and the Markdown toolbar's 16 px buttons. Issue 32's axe item, left to do.
 */
async function editorAxeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const named = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  return [...result.violations, ...named.violations].map(
    (v) =>
      `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`,
  );
}

export type Role = 'owner' | 'editor' | 'moderator' | 'sales';

/**
 * The editor app's own test run sets EDITOR_APP_*; the site's end-to-end run (whose journeys end
 * on the public site) sets the same facts under its E2E_* names.
 */
const SITE_RUN_NAMES: Readonly<Record<string, string>> = {
  EDITOR_APP_PROVIDER_URL: 'E2E_PROVIDER_URL',
  EDITOR_APP_ADMIN_TOKEN: 'E2E_ADMIN_TOKEN',
  EDITOR_APP_OWNER_EMAIL: 'E2E_OWNER_EMAIL',
  EDITOR_APP_OWNER_PASSWORD: 'E2E_OWNER_PASSWORD',
  EDITOR_APP_WORK_DIR: 'E2E_WORK_DIR',
  EDITOR_APP_REBUILD_SECRET: 'E2E_REBUILD_SECRET',
};

function env(name: string): string {
  const fallback = SITE_RUN_NAMES[name];
  const value = process.env[name] || (fallback ? process.env[fallback] : undefined);
  if (!value) throw new Error(`${name} is not set: run through a Playwright config's set-up`);
  return value;
}

export const providerUrl = () => env('EDITOR_APP_PROVIDER_URL');
export const appUrl = (route = '') => `${providerUrl()}/admin${route}`;
export const owner = () => ({
  email: env('EDITOR_APP_OWNER_EMAIL'),
  password: env('EDITOR_APP_OWNER_PASSWORD'),
});
/** Headers of an admin API call as automation (the owner's rights). */
export const asAutomation = () => ({ authorization: `Bearer ${env('EDITOR_APP_ADMIN_TOKEN')}` });

export interface Person {
  email: string;
  password: string;
  name: string;
  role: Role;
}

const people = new Map<Role, Person>();

/**
 * A person of `role`, invited by automation and accepting through the link of the real mail;
 * one per role for the whole run.
 */
export async function personWithRole(request: APIRequestContext, role: Role): Promise<Person> {
  if (role === 'owner') return { ...owner(), name: 'Owner', role };
  const known = people.get(role);
  if (known) return known;
  const id = randomBytes(4).toString('hex');
  const person: Person = {
    email: `${role}-${id}@example.com`,
    // Nothing of the email or name in it: the password rule refuses that.
    password: `river-stone-${randomBytes(6).toString('hex')}`,
    name: `${role[0]!.toUpperCase()}${role.slice(1)} ${id}`,
    role,
  };
  const invited = await request.post(`${providerUrl()}/admin/api/people/invitations`, {
    headers: asAutomation(),
    data: { email: person.email, role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await waitForMail(env('EDITOR_APP_WORK_DIR'), person.email);
  const token = mail.text.match(/\/admin\/invite#([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation link in: ${mail.text}`);
  const accepted = await request.post(`${providerUrl()}/admin/api/invitations/accept`, {
    data: { token, name: person.name, password: person.password },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  people.set(role, person);
  return person;
}

/** Signs in through the sign-in screen and waits for the app's bar (the menu is a drawer on a phone). */
export async function signIn(
  page: Page,
  person: { email: string; password: string },
): Promise<void> {
  await page.goto(appUrl('/login'));
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
}

/** axe's WCAG 2 A/AA violations on the screen as it is now (empty when clean). */
export async function screenProblems(page: Page): Promise<string[]> {
  // Checked once the screen settled: a theme switch or a notice fades its colours over a moment,
  // and axe would judge the colours halfway.
  await page.evaluate(async () => {
    // Two frames: a change just made has started its transitions by then.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  const problems = await editorAxeViolations(page);
  const overflow = await horizontalOverflow(page);
  if (overflow > 0) problems.push(`wider than the window by ${overflow} px`);
  return problems;
}

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };
