import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import {
  appUrl,
  asAutomation,
  DESKTOP,
  PHONE,
  personWithRole,
  providerUrl,
  screenProblems,
  signIn,
} from './support/editor';

type Row = Record<string, unknown> & { id: number };

const unique = () => randomBytes(3).toString('hex');
const adminApi = (path: string) => `${providerUrl()}/admin/api${path}`;

/** Arranges a record through the admin API as automation. */
async function createRecord(
  request: APIRequestContext,
  collection: string,
  body: Record<string, unknown>,
): Promise<Row> {
  const created = await request.post(adminApi(`/${collection}`), {
    headers: asAutomation(),
    data: body,
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Row;
}

async function adminRecord(request: APIRequestContext, path: string): Promise<Row> {
  const answer = await request.get(adminApi(path), { headers: asAutomation() });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as Row;
}

/** What the public site reads (the front-end key the provider expects). */
async function publicAnswer(request: APIRequestContext, path: string): Promise<unknown> {
  const answer = await request.get(`${providerUrl()}/api${path}`, {
    headers: { 'X-API-Key': process.env.API_KEY || 'local-dev-key' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return answer.json();
}

async function signInAs(page: Page, request: APIRequestContext, role: 'editor' | 'moderator') {
  await signIn(page, await personWithRole(request, role));
}

/**
 * axe and the 375 px fit, once the screen settled: no request in flight (react-admin's loading
 * spinner in the app bar has no name while it turns) and no transition running (a notification
 * sliding in).
 */
async function expectClean(page: Page) {
  await expect(page.locator('.app-loader')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  expect(await screenProblems(page)).toEqual([]);
}

test.describe('content screens', () => {
  test('an editor edits a service and the public services answer shows it; restoring its earlier version brings the old text back', async ({
    page,
    request,
  }) => {
    const words = `delivery ${unique()} by certified architects.`;
    const original = `Hands-on ${words}`;
    const service = await createRecord(request, 'services', {
      name: `Service ${unique()}`,
      description: original,
      features: ['Assessment'],
    });
    await page.setViewportSize(DESKTOP);
    await signInAs(page, request, 'editor');
    await page.goto(appUrl(`/services/${service.id}`));
    const description = page.getByLabel('Description');
    await expect(description).toHaveValue(original);
    await expect(page.getByText('No earlier versions yet.')).toBeVisible();
    await expectClean(page);

    const edited = `Remote ${words}`;
    await description.fill(edited);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    const services = (await publicAnswer(request, '/services-structured')) as Row[];
    expect(services.find((s) => s.id === service.id)?.description).toBe(edited);

    // The version the save replaced: when, who, which field.
    const editor = await personWithRole(request, 'editor');
    const kept = page.getByRole('list', { name: 'Earlier versions' }).getByRole('link');
    await expect(kept).toHaveCount(1);
    await expect(kept).toContainText(editor.email);
    await expect(kept).toContainText('changed then: Description');
    await kept.click();
    await expect(page).toHaveURL(new RegExp(`/admin/services/${service.id}/revisions/1$`));
    const dialog = page.getByRole('dialog', { name: 'Version 1' });
    await expect(dialog.getByRole('heading', { name: 'Description' })).toBeVisible();
    await expect(dialog.locator('del')).toHaveText('Hands-on');
    await expect(dialog.locator('ins')).toHaveText('Remote');
    await expectClean(page);

    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    await page
      .getByRole('dialog', { name: 'Restore version 1?' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect(page.getByText('Version 1 restored')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/services/${service.id}$`));
    await expect(description).toHaveValue(original);
    expect((await adminRecord(request, `/services/${service.id}`)).description).toBe(original);
    await expect(kept).toHaveCount(2);
  });

  for (const [size, viewport] of [
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    test(`at ${size} px the list, the form and its validation messages are accessible and fit`, async ({
      page,
      request,
    }) => {
      const name = `Technology ${unique()}`;
      const technology = await createRecord(request, 'technologies', { name, orderIndex: 90 });
      await page.setViewportSize(viewport);
      await signInAs(page, request, 'editor');

      await page.goto(appUrl('/technologies'));
      await page.getByRole('textbox', { name: 'Search' }).fill(name);
      await expect(page.getByRole('link', { name })).toBeVisible();
      await expectClean(page);

      await page.getByRole('link', { name }).click();
      const nameInput = page.getByRole('textbox', { name: 'Name' });
      await expect(nameInput).toHaveValue(name);
      await expectClean(page);

      await nameInput.fill('');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Name is required.')).toBeVisible();
      await expectClean(page);
      await nameInput.fill('x'.repeat(101));
      await expect(page.getByText('Name can be at most 100 characters; it has 101.')).toBeVisible();
      await expectClean(page);
      expect((await adminRecord(request, `/technologies/${technology.id}`)).name).toBe(name);
    });
  }

  test('the error state reads well in the dark theme too', async ({ page, request }) => {
    const service = await createRecord(request, 'services', {
      name: `Service ${unique()}`,
      description: 'Before the change.',
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize(DESKTOP);
    await signInAs(page, request, 'editor');
    await page.goto(appUrl(`/services/${service.id}`));
    await page.getByLabel('Description').fill('After the change.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expectClean(page);
    await page.getByRole('list', { name: 'Earlier versions' }).getByRole('link').first().click();
    await expect(page.getByRole('dialog', { name: 'Version 1' }).locator('ins')).toBeVisible();
    await expectClean(page);
  });

  test('a record created from the form, with a choice, opens its edit screen', async ({
    page,
    request,
  }) => {
    const name = `Half day ${unique()}`;
    await page.setViewportSize(PHONE);
    await signInAs(page, request, 'editor');
    await page.goto(appUrl('/training-lookups/create'));
    await page.getByRole('combobox', { name: 'List' }).click();
    await page.getByRole('option', { name: 'Durations' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/training-lookups\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await adminRecord(request, `/training-lookups/${id}`)).toMatchObject({
      kind: 'duration',
      name,
      isActive: true,
    });
    const lookups = (await publicAnswer(request, '/corporate-training/lookup-data')) as {
      trainingDurations: { Name: string }[];
    };
    expect(lookups.trainingDurations.map((item) => item.Name)).toContain(name);
  });

  test('an editor adds a case study with its PDF address; a wrong address is refused with a sentence first', async ({
    page,
    request,
  }) => {
    const title = `Utility forecasts demand with Azure ML ${unique()}`;
    await page.setViewportSize(DESKTOP);
    await signInAs(page, request, 'editor');
    await page.goto(appUrl('/case-studies/create'));
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Client sector' }).fill('Energy');
    await page.getByRole('textbox', { name: 'Challenge' }).fill('Forecasts were a day late.');
    await page.getByRole('textbox', { name: 'Result' }).fill('Forecasts every fifteen minutes.');
    const pdf = page.getByRole('textbox', { name: 'PDF address' });
    await pdf.fill('https://elsewhere.example/report.pdf');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText(
        'The PDF address must be a PDF from the media library, e.g. /uploads/images/case-studies/report.pdf.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/case-studies\/create$/);
    await pdf.fill('/uploads/images/case-studies/retail-pos-aks-migration.pdf');
    await expect(
      page.getByRole('link', { name: 'Open this document in a new tab' }),
    ).toHaveAttribute('href', '/uploads/images/case-studies/retail-pos-aks-migration.pdf');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/case-studies\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await adminRecord(request, `/case-studies/${id}`)).toMatchObject({
      title,
      sector: 'Energy',
      pdfUrl: '/uploads/images/case-studies/retail-pos-aks-migration.pdf',
      isActive: true,
    });
    const list = (await publicAnswer(request, '/case-studies')) as { title: string }[];
    expect(list.map((item) => item.title)).toContain(title);
    await expectClean(page);
  });

  test('leaving a changed form asks first, and staying keeps the change', async ({
    page,
    request,
  }) => {
    const faq = await createRecord(request, 'faq', {
      question: `Question ${unique()}?`,
      answer: 'An answer.',
    });
    await page.setViewportSize(DESKTOP);
    await signInAs(page, request, 'editor');
    await page.goto(appUrl(`/faq/${faq.id}`));
    const answer = page.getByRole('textbox', { name: 'Answer' });
    await answer.fill('A changed answer.');

    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('menuitem', { name: 'Technologies' }).click();
    await expect.poll(() => asked.length).toBe(1);
    await expect(page).toHaveURL(new RegExp(`/admin/faq/${faq.id}$`));
    await expect(answer).toHaveValue('A changed answer.');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('menuitem', { name: 'Technologies' }).click();
    await expect(page).toHaveURL(/\/admin\/technologies/);
    expect((await adminRecord(request, `/faq/${faq.id}`)).answer).toBe('An answer.');
  });

  test('a record switched off and on from its list is hidden from the site and back, and its form deactivates it', async ({
    page,
    request,
  }) => {
    const name = `Industry ${unique()}`;
    const industry = await createRecord(request, 'industries', { name });
    await page.setViewportSize(DESKTOP);
    await signInAs(page, request, 'editor');
    await page.goto(appUrl('/industries'));
    await page.getByRole('textbox', { name: 'Search' }).fill(name);
    const toggle = page.getByRole('switch', { name: `${name} on the site` });
    await expect(toggle).toBeChecked();

    await toggle.click();
    await expect(page.getByText(`${name} is off`)).toBeVisible();
    await expect(toggle).not.toBeChecked();
    expect((await adminRecord(request, `/industries/${industry.id}`)).isActive).toBe(false);
    const shown = (await publicAnswer(request, '/industries')) as Row[];
    expect(shown.map((row) => row.Name)).not.toContain(name);

    await toggle.click();
    await expect(page.getByText(`${name} is on`)).toBeVisible();
    await expect(toggle).toBeChecked();
    expect((await adminRecord(request, `/industries/${industry.id}`)).isActive).toBe(true);

    // Deactivating from its form (the API's delete) keeps it, switched off.
    await page.getByRole('link', { name }).click();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page
      .getByRole('dialog', { name: `Deactivate ${name}?` })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(page).toHaveURL(/\/admin\/industries(\?|$)/);
    await expect(page.getByRole('switch', { name: `${name} on the site` })).not.toBeChecked();
    expect((await adminRecord(request, `/industries/${industry.id}`)).isActive).toBe(false);
  });

  test('a menu section switched off and on, with the routes it guards', async ({
    page,
    request,
  }) => {
    const sections = (await request
      .get(adminApi('/menu-sections'), { headers: asAutomation() })
      .then((r) => r.json())) as Row[];
    const services = sections.find((s) => s.name === 'Services');
    if (!services) throw new Error('the seed has no Services menu section');
    try {
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        if (viewport === PHONE) await signInAs(page, request, 'editor');
        await page.goto(appUrl('/menu-sections'));
        await expect(
          page.getByRole('list', { name: 'Routes Services guards' }).getByRole('listitem'),
        ).toHaveText(['/services']);
        await expect(
          page.getByRole('list', { name: 'Routes Corporate Training guards' }),
        ).toHaveText('/corporate-training');
        await expectClean(page);
      }
      const toggle = page.getByRole('switch', { name: 'Services on the site' });
      await expect(toggle).toHaveAccessibleDescription(/this page sends visitors home/);
      await toggle.click();
      await expect(page.getByText('Services is off')).toBeVisible();
      expect((await adminRecord(request, `/menu-sections/${services.id}`)).isActive).toBe(false);
      await toggle.click();
      await expect(page.getByText('Services is on')).toBeVisible();
      expect((await adminRecord(request, `/menu-sections/${services.id}`)).isActive).toBe(true);
    } finally {
      await request.patch(adminApi(`/menu-sections/${services.id}`), {
        headers: asAutomation(),
        data: { isActive: true },
      });
    }
  });

  test('site settings are saved, and an earlier version comes back', async ({ page, request }) => {
    const before = await adminRecord(request, '/site-settings');
    await page.setViewportSize(PHONE);
    await signInAs(page, request, 'editor');
    await page.goto(appUrl('/site-settings'));
    const tagline = page.getByRole('textbox', { name: 'Tagline' });
    await expect(tagline).toHaveValue(String(before.tagline));
    await expect(page.getByRole('group', { name: 'Privacy and consent' })).toBeVisible();
    await expectClean(page);

    const changed = `Cloud work that ships ${unique()}.`;
    await tagline.fill(changed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Site settings saved')).toBeVisible();
    const settings = (await publicAnswer(request, '/site-settings')) as Record<string, unknown>;
    expect(settings.Tagline).toBe(changed);

    await page.setViewportSize(DESKTOP);
    const newest = page.getByRole('list', { name: 'Earlier versions' }).getByRole('link').first();
    await expect(newest).toContainText('changed then: Tagline');
    await newest.click();
    await expect(page).toHaveURL(/\/admin\/site-settings\/revisions\/\d+$/);
    await expectClean(page);
    await page.getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(page.getByText(/Version \d+ restored/)).toBeVisible();
    await expect(tagline).toHaveValue(String(before.tagline));
    expect((await adminRecord(request, '/site-settings')).tagline).toBe(before.tagline);
  });

  test('a moderator sees no content screens and the server refuses their change', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signInAs(page, request, 'moderator');
    await expect(page.getByRole('menuitem', { name: 'Comments' })).toBeVisible();
    for (const label of ['Services', 'Menu sections', 'FAQ', 'Page SEO', 'Site settings']) {
      await expect(page.getByRole('menuitem', { name: label })).toHaveCount(0);
    }
    const session = (await (await page.request.get(adminApi('/session'))).json()) as {
      csrfToken: string;
    };
    const refused = await page.request.patch(adminApi('/services/1'), {
      headers: { 'X-CSRF-Token': session.csrfToken },
      data: { name: 'Renamed by a moderator' },
    });
    expect(refused.status()).toBe(403);
    expect((await adminRecord(request, '/services/1')).name).not.toBe('Renamed by a moderator');
  });
});
