/**
 * The editor app's first load on this machine (2 cores, loopback, no throttling): the bytes of
 * the scripts it requests before the sign-in form answers, and the time until the form can be
 * used; then, signed in, the time until the first list shows its rows. The figures go to
 * .e2e-editor-app/first-load.json for the bench (`npm run bench -- --only editor`).
 */
import { expect, test } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { appUrl, DESKTOP, owner } from './support/editor';

interface Script {
  url: string;
  bytes: number;
}

test('the first load: scripts before the sign-in form, time to a usable form and a first list', async ({
  browser,
}) => {
  // A fresh context: nothing cached, as a person's first visit.
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const scripts: Script[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    // Transfer size: the provider compresses what the browser accepts.
    const header = Number(response.headers()['content-length'] ?? NaN);
    scripts.push({
      url: new URL(response.url()).pathname,
      bytes: Number.isFinite(header) ? header : body.length,
    });
  });
  const started = Date.now();
  await page.goto(appUrl('/login'));
  const button = page.getByRole('button', { name: 'Sign in' });
  await expect(button).toBeEnabled();
  const formUsableMs = Date.now() - started;
  const beforeSignIn = [...scripts];

  await page.getByLabel('Email').fill(owner().email);
  await page.getByLabel('Password').fill(owner().password);
  const signInAt = Date.now();
  await button.click();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(
    page.locator('main table tbody tr, main [role="listitem"], main li').first(),
  ).toBeVisible({
    timeout: 20_000,
  });
  const firstListMs = Date.now() - signInAt;
  const afterSignIn = scripts.slice(beforeSignIn.length);
  await context.close();

  const sum = (list: Script[]) => list.reduce((n, s) => n + s.bytes, 0);
  const figures = {
    formUsableMs,
    firstListMs,
    scriptsBeforeSignIn: {
      count: beforeSignIn.length,
      bytes: sum(beforeSignIn),
      files: beforeSignIn,
    },
    scriptsAfterSignIn: { count: afterSignIn.length, bytes: sum(afterSignIn), files: afterSignIn },
  };
  await writeFile(
    path.join(process.env.EDITOR_APP_WORK_DIR!, 'first-load.json'),
    JSON.stringify(figures, null, 2),
  );
  console.log(
    `editor app first load: form usable in ${formUsableMs} ms after ${beforeSignIn.length} scripts ` +
      `(${Math.round(sum(beforeSignIn) / 1024)} KiB); first list ${firstListMs} ms after sign-in`,
  );
  expect(beforeSignIn.length).toBeGreaterThan(0);
});
