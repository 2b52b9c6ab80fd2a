/**
 * Screenshots of every route, every built article among them, at 375 and 1280 px in the light and
 * dark themes, into screenshots/ (git-ignored): `npm run screenshots` (`-- --width 375 --only
 * /blog/` for one width and the routes under a prefix). Serves the last build in public/ (run `npm run build`
 * first; SCREENSHOT_SITE_URL points it at a running site instead) and drives Debian's Chromium.
 */
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { rejectAllConsent } from '@cloud-consulting/domain/consent';
import { STORAGE_KEYS } from '@cloud-consulting/domain/storage-keys';
import { ROOT } from '../site-server/src/site-root';
import { createSiteServer } from '../site-server/src/app';

export const SCREENSHOT_ROUTES = [
  '/',
  '/about',
  '/services',
  '/industries',
  '/expertise',
  '/products',
  '/partners',
  '/azure-consulting',
  '/case-studies',
  '/corporate-training',
  '/courses',
  '/path',
  '/privacy-policy',
  '/terms-of-service',
  '/blog',
  '/contact-us',
  '/dashboard',
  '/captcha-test',
  '/menu-diagnostics',
  '/newsletter/verify/sample-token',
  '/newsletter/unsubscribe/sample-token',
  '/no-such-page',
];
/** `npm run screenshots -- --width 375 --only /blog/` narrows the set to one width and a prefix. */
const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const WIDTHS = argument('width') ? [Number(argument('width'))] : [375, 1280];
const ONLY = argument('only') ?? '';
const THEMES = ['light', 'dark'] as const;

const fileName = (route: string, width: number, theme: string) =>
  `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${width}-${theme}.png`;

/** The articles of the last build: /blog/{slug} for each folder it wrote under public/blog. */
async function builtArticles(): Promise<string[]> {
  const entries = await readdir(path.join(ROOT, 'public', 'blog'), { withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('page-'))
    .map((entry) => `/blog/${entry.name}`)
    .sort();
}

async function main(): Promise<void> {
  const out = path.join(ROOT, 'screenshots');
  const routes = [...SCREENSHOT_ROUTES, ...(await builtArticles())].filter((route) =>
    route.startsWith(ONLY),
  );
  await mkdir(out, { recursive: true });
  let base = process.env.SCREENSHOT_SITE_URL?.replace(/\/+$/, '');
  const server = base ? null : await createSiteServer({ publicDir: path.join(ROOT, 'public') });
  if (server) {
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const theme of THEMES) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          colorScheme: theme,
        });
        // A stored choice keeps the cookie banner from covering every picture.
        await context.addInitScript(
          ([consentKey, consent, themeKey, mode]) => {
            localStorage.setItem(consentKey, consent);
            localStorage.setItem(themeKey, mode);
          },
          [
            STORAGE_KEYS.cookieConsent,
            JSON.stringify(rejectAllConsent(new Date())),
            STORAGE_KEYS.theme,
            theme,
          ] as const,
        );
        const page = await context.newPage();
        for (const route of routes) {
          await page.goto(base + route, { waitUntil: 'networkidle' });
          // Bring lazy images in before the full-page picture.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += 600) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
            window.scrollTo(0, 0);
          });
          await page.waitForTimeout(600);
          await page.screenshot({
            path: path.join(out, fileName(route, width, theme)),
            fullPage: true,
          });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server?.close();
  }
  console.log(`screenshots written to ${out}`);
}

void main();
