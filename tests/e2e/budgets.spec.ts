/**
 * Page weight: the JavaScript each route loads before a visitor can interact (every script
 * fetched until the network is idle after load), gzip-compressed. Form libraries belong only
 * on pages with forms, so each kind of page has its own budget.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Response } from '@playwright/test';
import { e2eEnv } from './support/env';
import { activePosts } from './support/provider';
import { ROUTES, type PageKind } from './support/routes';

const KB = 1024;
// Content pages had 110 KB; the shell's code that keeps focus clear of the fixed parts (scroll
// padding from the banner's and toasts' measured heights) added 0.9 KB to every page.
const BUDGETS: Record<PageKind, number> = { content: 112 * KB, blog: 130 * KB, forms: 150 * KB };
type Kind = PageKind;

test('first-load JavaScript of every route is within its budget', async ({ browser }) => {
  test.setTimeout(180_000);
  const [post] = await activePosts();
  const routes: [string, Kind][] = [...ROUTES, [`/blog/${post!.Slug}`, 'blog']];
  const rows: { route: string; kind: Kind; bytes: number; scripts: number }[] = [];
  for (const [route, kind] of routes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies: Promise<Buffer>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === 'script' && response.ok())
        bodies.push(response.body());
    };
    page.on('response', onResponse);
    await page.goto(e2eEnv('E2E_SITE_URL') + route, { waitUntil: 'networkidle' });
    // The first load ends here: a script asked for later (a prefetch) is not counted, and its
    // body, still on its way when the context closes, is never read.
    page.off('response', onResponse);
    const sizes = (await Promise.all(bodies)).map((body) => gzipSync(body, { level: 9 }).length);
    rows.push({ route, kind, bytes: sizes.reduce((a, b) => a + b, 0), scripts: sizes.length });
    await context.close();
  }
  console.log(
    [
      'route | kind | scripts | first-load JS (gzip) | budget',
      ...rows.map(
        (r) =>
          `${r.route} | ${r.kind} | ${r.scripts} | ${(r.bytes / KB).toFixed(1)} KB | ${BUDGETS[r.kind] / KB} KB${r.bytes > BUDGETS[r.kind] ? ' OVER' : ''}`,
      ),
    ].join('\n'),
  );
  const over = rows
    .filter((r) => r.bytes > BUDGETS[r.kind])
    .map((r) => `${r.route}: ${(r.bytes / KB).toFixed(1)} KB`);
  expect(over).toEqual([]);
});

/**
 * Blog bodies and the legal pages are parsed and highlighted at build time: no markdown parser,
 * MDX compiler or code highlighter may reach the browser. Each is known by a string its code
 * cannot do without (minifiers keep string literals): micromark's token names, MDX's node type,
 * a language refractor registers.
 */
test('no markdown parser, MDX compiler or highlighter is in the browser bundles', async () => {
  const publicDir = path.join(e2eEnv('E2E_WORK_DIR'), 'public-fallback');
  const scripts = (await readdir(publicDir)).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  const signatures = ['codeFenced', 'thematicBreak', 'mdxJsxFlowElement', 'actionscript'];
  const found: string[] = [];
  for (const file of scripts) {
    const code = await readFile(path.join(publicDir, file), 'utf8');
    for (const signature of signatures)
      if (code.includes(signature)) found.push(`${file}: ${signature}`);
  }
  expect(found).toEqual([]);
});
