/**
 * The routes of the live site: every fixed route the site pre-builds (articles aside), with its
 * kind of page for budgets, and every route there is (the sitemap's pages and those it leaves
 * out).
 */
import { e2eEnv } from './env';

export type PageKind = 'content' | 'blog' | 'forms';

export const ROUTES: [string, PageKind][] = [
  ['/', 'forms'],
  ['/about', 'content'],
  ['/services', 'content'],
  ['/industries', 'content'],
  ['/expertise', 'content'],
  ['/products', 'forms'],
  ['/partners', 'forms'],
  ['/azure-consulting', 'content'],
  ['/case-studies', 'content'],
  ['/corporate-training', 'forms'],
  ['/courses', 'content'],
  ['/path', 'content'],
  ['/privacy-policy', 'content'],
  ['/terms-of-service', 'content'],
  ['/contact-us', 'forms'],
  ['/dashboard', 'content'],
  ['/menu-diagnostics', 'content'],
  ['/captcha-test', 'content'],
  ['/blog', 'blog'],
  // The listing's second page and a tag's page: content/'s posts fill both (E2E_BLOG_PAGE_SIZE).
  ['/blog/page/2', 'blog'],
  ['/blog/tag/azure', 'blog'],
  ['/preview', 'blog'],
];

/** Routes no sitemap lists: token pages, diagnostics, previews, the two "not found" pages. */
export const UNLISTED_ROUTES = [
  '/newsletter/verify/a1b2c3d4e5f6',
  '/newsletter/unsubscribe/a1b2c3d4e5f6',
  '/newsletter/verify',
  '/newsletter/unsubscribe',
  '/menu-diagnostics',
  '/captcha-test',
  '/dashboard',
  // Without its signed address: the preview page says the link is incomplete.
  '/preview',
  '/blog/no-such-slug',
  '/no-such-page',
];

/** Every route: the pages the live sitemap lists (each article among them) and the unlisted. */
export async function everyRoute(): Promise<string[]> {
  const xml = await (await fetch(`${e2eEnv('E2E_SITE_URL')}/sitemap-0.xml`)).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return [...new Set([...listed, ...UNLISTED_ROUTES])];
}
