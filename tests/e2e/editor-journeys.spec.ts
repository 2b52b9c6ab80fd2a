/**
 * The editor app as its people use it, against the real provider and the real site server, each
 * journey timed from signing in to its result on the public site (.e2e/editor-journeys.json, read
 * by `npm run bench -- --only editor`). Nothing but the app is touched during a journey: the site
 * rebuilds because the provider asks it to, and the app's bar follows that build to "Live".
 */
import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { e2eEnv, siteBuildsIdle } from './support/env';
import { adminRequest } from './support/provider';
import { journey } from './support/journeys';
import { appUrl, DESKTOP, personWithRole, signIn } from '../editor-app/support/editor';

const site = () => e2eEnv('E2E_SITE_URL');
const LIVE = 'Live: the site shows your changes.';
const unique = () => randomBytes(3).toString('hex');

interface Service {
  id: number;
  name: string;
  description: string | null;
}

/** The app's bar after a save: first the estimate, then "Live" once the build that has it ends. */
async function expectSavedThenLive(page: Page): Promise<void> {
  const bar = page.getByRole('status').filter({ hasText: /Saved|Live/ });
  await expect(bar).toContainText(/Saved/, { timeout: 15_000 });
  await expect(bar).toContainText(LIVE, { timeout: 240_000 });
}

/** The built page's HTML (what a visitor gets before any script runs). */
async function builtHtml(page: Page, route: string): Promise<string> {
  const answer = await page.request.get(`${site()}${route}`, { maxRedirects: 0 });
  return answer.text();
}

test.describe('editor journeys on the public site', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await siteBuildsIdle();
  });
  test.beforeEach(async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(DESKTOP);
  });

  test('an editor fixes a typo in a service, sees "Live", and /services has the new text', async ({
    page,
    request,
  }) => {
    const services = await adminRequest<Service[]>('GET', '/services');
    const service = services.find((s) => s.description) ?? services[0]!;
    const mark = unique();
    const typo = `${service.description ?? ''} Certfied architects ${mark}.`.trim();
    await adminRequest('PATCH', `/services/${service.id}`, { description: typo });
    await siteBuildsIdle();
    expect(await builtHtml(page, '/services')).toContain(`Certfied architects ${mark}`);

    const clock = journey('fix a typo in a service until /services shows it');
    await signIn(page, await personWithRole(request, 'editor'));
    await page.goto(appUrl(`/services/${service.id}`));
    const description = page.getByLabel('Description');
    await expect(description).toHaveValue(typo);
    await description.fill(typo.replace('Certfied', 'Certified'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expectSavedThenLive(page);
    const html = await builtHtml(page, '/services');
    expect(html).toContain(`Certified architects ${mark}`);
    expect(html).not.toContain(`Certfied architects ${mark}`);
    await clock.done();
    await page.goto(`${site()}/services`);
    await expect(page.getByText(`Certified architects ${mark}`)).toBeVisible();
  });

  test('an editor switches a menu section off and its route sends visitors home, then back on', async ({
    page,
    request,
  }) => {
    const route = '/path';
    expect((await page.request.get(`${site()}${route}`)).status()).toBe(200);
    const clock = journey('switch a menu section off until its route redirects');
    await signIn(page, await personWithRole(request, 'editor'));
    await page.goto(appUrl('/menu-sections'));
    const toggle = page.getByRole('switch', { name: 'Path on the site' });
    await expect(toggle).toBeChecked();
    try {
      await toggle.click();
      await expect(toggle).not.toBeChecked();
      await expectSavedThenLive(page);
      await page.goto(`${site()}${route}`);
      await expect(page).toHaveURL(`${site()}/`);
      await clock.done();
    } finally {
      // Later specs read the whole site: the section goes back on, and that build ends first.
      await page.goto(appUrl('/menu-sections'));
      const again = page.getByRole('switch', { name: 'Path on the site' });
      if (!(await again.isChecked())) {
        await again.click();
        await expect(again).toBeChecked();
        await expectSavedThenLive(page);
      }
    }
    await page.goto(`${site()}${route}`);
    await expect(page).toHaveURL(`${site()}${route}`);
  });

  test('a restored revision of a service comes back on the site', async ({ page, request }) => {
    const mark = unique();
    const original = `Cloud landing zones reviewed in two weeks ${mark}.`;
    const created = await adminRequest<Service>('POST', '/services', {
      name: `Landing zone review ${mark}`,
      description: original,
      features: ['Review'],
    });
    await adminRequest('PATCH', `/services/${created.id}`, {
      description: `Replaced description ${mark}.`,
    });
    await siteBuildsIdle();
    expect(await builtHtml(page, '/services')).toContain(`Replaced description ${mark}`);

    const clock = journey('restore a revision until the site shows it');
    await signIn(page, await personWithRole(request, 'editor'));
    await page.goto(appUrl(`/services/${created.id}`));
    const versions = page.getByRole('list', { name: 'Earlier versions' }).getByRole('link');
    await versions.first().click();
    const dialog = page.getByRole('dialog', { name: /Version \d+/ });
    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    await page
      .getByRole('dialog', { name: /Restore version \d+\?/ })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect(page.getByLabel('Description')).toHaveValue(original);
    await expectSavedThenLive(page);
    expect(await builtHtml(page, '/services')).toContain(original);
    await clock.done();
  });
});
