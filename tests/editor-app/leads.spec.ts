import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { csvFields } from './support/csv';
import {
  appUrl,
  asAutomation,
  DESKTOP,
  personWithRole,
  providerUrl,
  signIn,
} from './support/editor';
import { expectCleanAtBothSizes } from './support/both-sizes';
import { sendContactRequest, sendFeedback } from './support/visitors';

/** The ids of the leads the admin API lists for a query (as automation). */
async function leadIds(request: APIRequestContext, query: string): Promise<number[]> {
  const res = await request.get(`${providerUrl()}/admin/api/leads?pageSize=200&${query}`, {
    headers: asAutomation(),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).leads.map((lead: { id: number }) => lead.id);
}

test.describe('leads', () => {
  // West of Greenwich, where a day read as an instant falls on the day before.
  test.use({ timezoneId: 'America/New_York' });

  test("a sales person filters this week's feedback, works one lead and downloads the filtered CSV", async ({
    page,
    request,
  }) => {
    // Three screens and states, each checked at two widths in two themes.
    test.setTimeout(120_000);
    const run = Date.now().toString(36);
    const feedbackId = await sendFeedback(request, `happy-${run}@client.example`, `Praise ${run}`);
    await sendFeedback(request, `calm-${run}@client.example`, `Thanks ${run}`);
    const contactId = await sendContactRequest(request, `jane-${run}@contoso.example`, 'Jane Doe');
    const sales = await personWithRole(request, 'sales');

    await page.setViewportSize(DESKTOP);
    await signIn(page, sales);
    await page.goto(appUrl('/leads'));
    await page.getByRole('button', { name: 'This week' }).click();
    await expect(page.getByRole('button', { name: 'This week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The date fields show this week's Monday and Sunday, on the browser's clock.
    const week = await page.evaluate(() => {
      const day = (d: Date) =>
        `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      const now = new Date();
      const monday = new Date(
        now.getFullYear(),
        now.getMonth(),
        now.getDate() - ((now.getDay() + 6) % 7),
      );
      const sunday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6);
      return { monday: day(monday), sunday: day(sunday) };
    });
    await expect(page.getByLabel('From')).toHaveValue(week.monday);
    await expect(page.getByLabel('To (included)')).toHaveValue(week.sunday);
    await page.getByLabel('Kind').click();
    await page.getByRole('option', { name: 'Feedback' }).click();
    await expect(page.getByRole('row').filter({ hasText: `happy-${run}@` })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `jane-${run}@` })).toHaveCount(0);
    await expectCleanAtBothSizes(page, () =>
      expect(page.getByText(`happy-${run}@client.example`)).toBeVisible(),
    );

    // The CSV holds exactly the filtered rows, under the fixed columns then the form's.
    const url = new URL(page.url());
    expect(url.searchParams.get('filter')).toContain('feedback');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = await (await download).path();
    const lines = (await readFile(file, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const header = csvFields(lines[0]!);
    // Labels as the screens show them, times on this browser's clock, the notes last.
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(header.slice(0, 5)).toEqual([
      'Lead id',
      'Kind',
      `Received (${zone})`,
      'Status',
      'Owner',
    ]);
    expect(header).toEqual(expect.arrayContaining(['Subject', 'Rating']));
    expect(header.at(-1)).toBe('Notes');
    const rows = lines.slice(1).map(csvFields);
    const kind = header.indexOf('Kind');
    expect(rows.every((row) => row[kind] === 'Feedback')).toBe(true);
    const csvIds = rows.map((row) => Number(row[0]));
    expect(csvIds).toContain(feedbackId);
    expect(csvIds).not.toContain(contactId);
    const href = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    const filters = new URL(href!, providerUrl()).searchParams.toString();
    expect(filters).toMatch(/kind=feedback/);
    expect(filters).toMatch(/from=.*&to=/);
    expect(csvIds.sort()).toEqual((await leadIds(request, filters)).sort());

    // The lead's detail: everything it holds, then status, owner and a note.
    await page
      .getByRole('row')
      .filter({ hasText: `happy-${run}@` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/leads/${feedbackId}/show`));
    await expect(page.getByText(`Praise ${run}`)).toBeVisible();
    await expect(page.getByText('Category')).toBeVisible();
    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Contacted' }).click();
    await expect(page.getByText('Status changed')).toBeVisible();
    await page.getByLabel('Owner').click();
    // A sales person may not list people: themselves or nobody.
    await expect(page.getByRole('option')).toHaveText(['Nobody', `Me (${sales.name})`]);
    await page.getByRole('option', { name: `Me (${sales.name})` }).click();
    await expect(page.getByText('Owner changed')).toBeVisible();
    await page.getByLabel('New note').fill(`Called back on ${run}`);
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText(`Called back on ${run}`)).toBeVisible();
    await expect(page.getByText(new RegExp(`${sales.email} ·`))).toBeVisible();
    await expectCleanAtBothSizes(page, () =>
      expect(page.getByText(`Called back on ${run}`)).toBeVisible(),
    );

    const stored = await request.get(`${providerUrl()}/admin/api/leads/${feedbackId}`, {
      headers: asAutomation(),
    });
    const lead = await stored.json();
    expect(lead.status).toBe('contacted');
    expect(lead.ownerName).toBe(sales.name);
    expect(lead.notes.map((note: { text: string }) => note.text)).toEqual([
      `Called back on ${run}`,
    ]);

    // An empty note is refused before it is sent, in words, and the screen stays accessible.
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('A note needs some text.')).toBeVisible();
    await expectCleanAtBothSizes(
      page,
      () => expect(page.getByText('A note needs some text.')).toBeVisible(),
      'the refused note',
    );
  });

  test('a sales person sees only leads and subscribers, and the posts API refuses them', async ({
    page,
    request,
  }) => {
    const sales = await personWithRole(request, 'sales');
    await page.setViewportSize(DESKTOP);
    await signIn(page, sales);
    const menu = page.getByRole('menuitem');
    await expect(menu.filter({ hasText: 'Leads' })).toBeVisible();
    await expect(menu).toHaveText(['Leads', 'Subscribers']);
    await expect(page.getByRole('menuitem', { name: 'Posts' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Comments' })).toHaveCount(0);
    const posts = await page.request.get(`${providerUrl()}/admin/api/blog`);
    expect(posts.status()).toBe(403);
  });
});
