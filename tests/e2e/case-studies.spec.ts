/**
 * Case studies on the live site: the seeded ones are in /case-studies' HTML before any script
 * runs, each PDF downloads, the page is in the sitemap with its own SEO record and passes axe, and
 * the Azure consulting page's 'Download Case Studies' button leads there. An editor's new case
 * study, with a PDF uploaded to the media library, is on the page after the rebuild the save asks
 * for, and leaves it once deactivated.
 */
import { expect, test } from '@playwright/test';
import { e2eEnv, siteBuildsIdle } from './support/env';
import { axeViolations } from './support/page-checks';
import { adminRequest } from './support/provider';

const site = () => e2eEnv('E2E_SITE_URL');
const provider = () => e2eEnv('E2E_PROVIDER_URL');

const SEEDED = [
  "Retail chain moves 240 stores' point of sale to Azure Kubernetes Service",
  'Insurer cuts claim triage from days to minutes with Azure OpenAI',
  'Hospital group builds a governed Azure landing zone for patient data',
];

/** The page's HTML as the server sends it: what a visitor has before any script runs. */
const builtHtml = async () => (await fetch(`${site()}/case-studies/`)).text();
const escaped = (text: string) => text.replace(/'/g, '&#x27;');

test.describe('case studies', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await siteBuildsIdle();
  });

  test('the seeded case studies are in the built page, their PDFs download, and /azure-consulting leads there', async ({
    page,
  }) => {
    const html = await builtHtml();
    for (const title of SEEDED) expect(html).toContain(escaped(title));
    expect(html.match(/>Download the PDF</g)).toHaveLength(2);

    await page.goto(`${site()}/azure-consulting`);
    await page.getByRole('link', { name: 'Download Case Studies' }).click();
    await expect(page).toHaveURL(/\/case-studies\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeVisible();
    await expect(page).toHaveTitle(/Case Studies/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /retailers, insurers and hospital groups/,
    );

    const cases = page.getByTestId('case-study');
    await expect(cases).toHaveCount(3);
    await expect(cases.first()).toContainText('Retail');
    await expect(cases.nth(2)).toContainText('Healthcare');
    await expect(cases.nth(2).getByRole('link')).toHaveCount(0);
    const link = cases.first().getByRole('link', { name: `Download the PDF: ${SEEDED[0]} (PDF)` });
    const href = await link.getAttribute('href');
    expect(href).toBe('/uploads/images/case-studies/retail-pos-aks-migration.pdf');
    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toBe('retail-pos-aks-migration.pdf');
    const pdf = await page.request.get(`${site()}${href}`);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    expect(await axeViolations(page)).toEqual([]);

    const sitemap = await (await fetch(`${site()}/sitemap-0.xml`)).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/case-studies\/?<\/loc>/);
  });

  test("an editor's new case study with an uploaded PDF goes live after the rebuild, and leaves once deactivated", async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const stamp = Date.now();
    const title = `Manufacturer predicts line stops with Azure IoT ${stamp}`;
    const pdfBytes = Buffer.from(
      `%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% case study ${stamp}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    );
    const form = new FormData();
    form.append('file', new Blob([pdfBytes], { type: 'application/pdf' }), 'Line stops.pdf');
    const uploaded = await fetch(`${provider()}/admin/api/uploads/images?folder=case-studies`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${e2eEnv('E2E_ADMIN_TOKEN')}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };

    const created = await adminRequest<{ id: number }>('POST', '/case-studies', {
      title,
      sector: 'Manufacturing',
      challenge: 'Unplanned line stops cost the plant two shifts a month.',
      result: 'Sensor data on Azure IoT Hub warns the crew a day ahead; stops fell by 70%.',
      pdfUrl: url,
      orderIndex: 0,
    });
    try {
      await expect
        .poll(async () => (await builtHtml()).includes(title), {
          timeout: 300_000,
          intervals: [2_000],
        })
        .toBe(true);
      await page.goto(`${site()}/case-studies`);
      const card = page.getByTestId('case-study').filter({ hasText: title });
      await expect(card).toContainText('Manufacturing');
      await expect(card).toContainText('stops fell by 70%');
      const link = card.getByRole('link', { name: `Download the PDF: ${title} (PDF)` });
      await expect(link).toHaveAttribute('href', url);
      const pdf = await page.request.get(`${site()}${url}`);
      expect(pdf.status()).toBe(200);
      expect(Buffer.from(await pdf.body())).toEqual(pdfBytes);
    } finally {
      await adminRequest('DELETE', `/case-studies/${created.id}`);
      await expect
        .poll(async () => (await builtHtml()).includes(title), {
          timeout: 300_000,
          intervals: [2_000],
        })
        .toBe(false);
    }
  });
});
