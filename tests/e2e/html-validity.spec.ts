/**
 * HTML validity: every built page passes the Nu HTML Checker (vnu-jar, run with the machine's
 * Java) with no errors. Both builds are checked: every page of the build made from content/
 * (read from its folder) and every page of the live site built from the provider (read over
 * HTTP, as browsers get them: each route, each blog post, an old id address and the 404 page).
 */
import { spawnSync } from 'node:child_process';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eEnv } from './support/env';
import { activePosts } from './support/provider';
import { ROUTES } from './support/routes';

const VNU_JAR = path.join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** The built pages of a public/ folder: Gatsby's own fragments under _gatsby/ are not pages. */
async function builtPages(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    if (path.relative(dir, full).split(path.sep)[0] === '_gatsby') continue;
    found.push(full);
  }
  return found.sort();
}

/**
 * The checker (26.9) still allows `blocking` on stylesheet links only; the HTML Standard also
 * defines `<link rel="expect" blocking="render">` (Chromium 124, WebKit), which the pages use to
 * be painted whole (gatsby-ssr.tsx). That one message on that one element is not an error.
 */
function isExpectLink(m: VnuMessage): boolean {
  return (
    m.message.startsWith('A “link” element with a “blocking” attribute must have a “rel”') &&
    (m.extract ?? '').includes('rel="expect"')
  );
}

function fileName(route: string): string {
  return `live${route.replace(/[^a-z0-9]+/gi, '_')}.html`;
}

test('every built page passes the Nu HTML Checker with no errors', async () => {
  test.setTimeout(240_000);
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  expect(java.status, 'Java is needed to run the Nu HTML Checker').toBe(0);

  const fallbackPages = await builtPages(path.join(e2eEnv('E2E_WORK_DIR'), 'public-fallback'));
  expect(fallbackPages.length).toBeGreaterThan(ROUTES.length);

  const posts = await activePosts();
  const liveRoutes = [
    ...ROUTES.map(([route]) => route),
    ...posts.map((post) => `/blog/${post.Slug}`),
    `/blog/${posts[0]!.Id}`,
    '/no-such-page',
  ];
  const liveDir = path.join(e2eEnv('E2E_WORK_DIR'), 'html-validity');
  await rm(liveDir, { recursive: true, force: true });
  await mkdir(liveDir, { recursive: true });
  const livePages: string[] = [];
  for (const route of liveRoutes) {
    const response = await fetch(e2eEnv('E2E_SITE_URL') + route);
    expect(response.headers.get('content-type') ?? '', route).toContain('text/html');
    const file = path.join(liveDir, fileName(route));
    await writeFile(file, await response.text());
    livePages.push(file);
  }

  const checked = [...fallbackPages, ...livePages];
  const run = spawnSync(
    'java',
    ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--exit-zero-always', ...checked],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  expect(run.status, run.stderr).toBe(0);
  // vnu writes its JSON report to standard error.
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  const errors = messages
    .filter((m) => m.type === 'error' || m.subType === 'fatal')
    .filter((m) => !isExpectLink(m))
    .map((m) => `${m.url.replace(/^file:/, '')}:${m.lastLine ?? '?'} ${m.message}`);
  console.log(`Nu HTML Checker: ${checked.length} pages, ${errors.length} errors`);
  expect(errors).toEqual([]);
});
