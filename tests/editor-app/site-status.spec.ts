import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createHmac, randomBytes } from 'node:crypto';
import {
  appUrl,
  DESKTOP,
  personWithRole,
  PHONE,
  providerUrl,
  screenProblems,
  signIn,
} from './support/editor';

interface BuildFields {
  id: string;
  state: 'running' | 'succeeded' | 'failed';
  startedAt: Date;
  durationMs?: number;
  error?: string;
  changesUpTo?: Date;
  actors?: string[];
}

/**
 * Reports a build as the site's builder does (the test provider has none): signed with
 * REBUILD_SECRET in X-Signature-256, sentAt on the clock of now.
 */
async function reportBuild(request: APIRequestContext, fields: BuildFields): Promise<void> {
  const finished = fields.state !== 'running';
  const durationMs = fields.durationMs ?? 45_000;
  const body = JSON.stringify({
    sentAt: new Date().toISOString(),
    build: {
      id: fields.id,
      state: fields.state,
      reason: 'webhook',
      requestedAt: new Date(fields.startedAt.getTime() - 500).toISOString(),
      startedAt: fields.startedAt.toISOString(),
      finishedAt: finished ? new Date(fields.startedAt.getTime() + durationMs).toISOString() : null,
      durationMs: finished ? durationMs : null,
      error: fields.error ?? null,
      changesUpTo: fields.changesUpTo?.toISOString() ?? null,
      actors: fields.actors ?? [],
      deliveries: [],
    },
  });
  const secret = process.env.EDITOR_APP_REBUILD_SECRET;
  if (!secret) throw new Error('EDITOR_APP_REBUILD_SECRET is not set');
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  const response = await request.post(`${providerUrl()}/admin/api/builds/report`, {
    headers: { 'content-type': 'application/json', 'X-Signature-256': signature },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(204);
}

const buildId = (stem: string) => `${stem}-${randomBytes(4).toString('hex')}`;
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

/** A build that succeeded a while ago, so builds have a typical duration. */
const finishedBuild = (request: APIRequestContext) =>
  reportBuild(request, {
    id: buildId('earlier'),
    state: 'succeeded',
    startedAt: secondsAgo(600),
    durationMs: 40_000,
    actors: ['automation'],
  });

async function openSiteStatus(page: Page, request: APIRequestContext) {
  await signIn(page, await personWithRole(request, 'editor'));
  await page.goto(appUrl('/site-status'));
  await expect(page.getByRole('heading', { name: 'Site status', level: 1 })).toBeVisible();
}

/**
 * Saves a change the public site shows through the app: a new training duration (an upload or
 * a draft would ask for no build).
 */
async function saveAChange(page: Page): Promise<void> {
  await page.goto(appUrl('/training-lookups/create'));
  await page.getByRole('combobox', { name: 'List' }).click();
  await page.getByRole('option', { name: 'Durations' }).click();
  await page
    .getByRole('textbox', { name: 'Name' })
    .fill(`Session ${randomBytes(3).toString('hex')}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/training-lookups\/\d+$/);
}

const statusBar = (page: Page) => page.getByRole('status').filter({ hasText: /Saved|Live/ });

test.describe('site status', () => {
  test('lists a succeeded and a failed build with its error; Rebuild now asks the builder and is followed', async ({
    page,
    request,
  }) => {
    const failedError = `Error: page query failed in src/templates/${buildId('service')}.tsx`;
    await reportBuild(request, {
      id: buildId('ok'),
      state: 'succeeded',
      startedAt: secondsAgo(300),
      durationMs: 80_000,
      actors: ['ana@example.com'],
    });
    await reportBuild(request, {
      id: buildId('broken'),
      state: 'failed',
      startedAt: secondsAgo(120),
      durationMs: 12_000,
      error: failedError,
    });
    await page.setViewportSize(DESKTOP);
    await openSiteStatus(page, request);
    const history = page.getByRole('list', { name: 'Last builds' });
    const failed = history.getByRole('listitem').filter({ hasText: failedError });
    await expect(failed).toContainText('Failed');
    await expect(failed).toContainText('took 12 s');
    const succeeded = history.getByRole('listitem').filter({ hasText: 'ana@example.com' });
    await expect(succeeded.first()).toContainText('Succeeded');
    await expect(succeeded.first()).toContainText('took 1 min 20 s');
    await expect(page.getByText('No build is running.')).toBeVisible();
    expect(await screenProblems(page)).toEqual([]);

    // The provider asks the (stand-in) builder and the page follows the request.
    await page.getByRole('button', { name: 'Rebuild now' }).click();
    await expect(
      page.getByText('Rebuild requested: waiting for the builder to start it.'),
    ).toBeVisible();
    expect(await screenProblems(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await screenProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    expect(await screenProblems(page)).toEqual([]);
  });

  test('shows the running build with a progress estimate, until it ends', async ({
    page,
    request,
  }) => {
    await finishedBuild(request);
    const id = buildId('running');
    await reportBuild(request, { id, state: 'running', startedAt: secondsAgo(10) });
    await page.setViewportSize(PHONE);
    await openSiteStatus(page, request);
    const progress = page.getByRole('progressbar', { name: 'Build progress (estimate)' });
    await expect(progress).toBeVisible();
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await expect(page.getByText(/s left, going by the typical build of/)).toBeVisible();
    expect(await screenProblems(page)).toEqual([]);

    await reportBuild(request, { id, state: 'succeeded', startedAt: secondsAgo(10) });
    await expect(page.getByText('No build is running.')).toBeVisible();
    await expect(progress).toHaveCount(0);
  });

  test('the status bar says "Saved, live in about N s" after a save, then "Live"', async ({
    page,
    request,
  }) => {
    await finishedBuild(request);
    await page.setViewportSize(PHONE);
    await signIn(page, await personWithRole(request, 'editor'));
    await saveAChange(page);
    await expect(statusBar(page)).toContainText(/Saved, live in about \d+ s/);
    expect(await screenProblems(page)).toEqual([]);

    const id = buildId('carrying');
    const startedAt = new Date();
    await reportBuild(request, { id, state: 'running', startedAt, changesUpTo: new Date() });
    await expect(statusBar(page)).toContainText(/Saved, live in about \d+ s/);
    await reportBuild(request, { id, state: 'succeeded', startedAt, changesUpTo: new Date() });
    await expect(statusBar(page)).toContainText('Live: the site shows your changes.');
    expect(await screenProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    expect(await screenProblems(page)).toEqual([]);
  });

  test('the status bar shows a failed build with a link to the site status', async ({
    page,
    request,
  }) => {
    await finishedBuild(request);
    await page.setViewportSize(DESKTOP);
    await signIn(page, await personWithRole(request, 'editor'));
    await saveAChange(page);
    await expect(statusBar(page)).toContainText('Saved');
    const error = `Error: ${buildId('gatsby')} could not resolve an image`;
    await reportBuild(request, {
      id: buildId('failing'),
      state: 'failed',
      startedAt: new Date(),
      durationMs: 3000,
      changesUpTo: new Date(),
      error,
    });
    await expect(statusBar(page)).toContainText(`Saved, but the site build failed: ${error}`);
    expect(await screenProblems(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await screenProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    expect(await screenProblems(page)).toEqual([]);
    await statusBar(page).getByRole('link', { name: 'See the site status' }).click();
    await expect(page).toHaveURL(/\/admin\/site-status$/);
    await expect(page.getByRole('list', { name: 'Last builds' })).toContainText(error);
  });

  test('a role that may not read builds gets the Access denied page, and asks nothing', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, await personWithRole(request, 'moderator'));
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/admin/api/builds')) asked.push(r.url());
    });
    await page.goto(appUrl('/site-status'));
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rebuild now' })).toHaveCount(0);
    await page.waitForTimeout(2000);
    expect(asked).toEqual([]);
    expect(await screenProblems(page)).toEqual([]);
  });

  test('a sales person at Site settings gets the Access denied page, not a form', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, await personWithRole(request, 'sales'));
    await page.goto(appUrl('/site-settings'));
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    expect(await screenProblems(page)).toEqual([]);
  });
});
