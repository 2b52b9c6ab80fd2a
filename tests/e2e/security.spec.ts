/**
 * Security in a real browser: every page carries a Content-Security-Policy that allows no inline
 * script except by hash, and still works under it; markup stored by editors (a post body, an SEO
 * record) renders as text and never runs.
 */
import { expect, test, type Page } from '@playwright/test';
import { e2eEnv, rebuildAfter, rebuildStatus } from './support/env';
import { activePosts, adminRequest, providerGet } from './support/provider';
import { ROUTES } from './support/routes';

const site = () => e2eEnv('E2E_SITE_URL');

/** Collects Content-Security-Policy violations the page reports. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test('every route has a hash-only script policy and runs without a violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  const [post] = await activePosts();
  for (const route of [...ROUTES.map(([path]) => path), `/blog/${post!.Slug}`, '/no-such-page']) {
    const response = await page.goto(site() + route, { waitUntil: 'networkidle' });
    const csp = response?.headers()['content-security-policy'] ?? '';
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scriptSrc, route).toMatch(/^script-src 'self'/);
    expect(scriptSrc, route).not.toContain('unsafe-inline');
    expect(await violations(), route).toEqual([]);
    // The page is alive under the policy: React hydrated and the theme toggle responds.
    await page.getByTestId('theme-toggle').click();
  }
});

test('markup stored in a post body and an SEO record renders as text and never runs', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
  const posts = await activePosts();
  const post = posts[0]!;
  await adminRequest('PATCH', `/blog/${post.Id}`, {
    content: `${post.Content}\n\n${payload}\n\n[link](javascript:window.__xss=3)`,
  });
  const seo = await providerGet<{ Id: number; Path: string }[]>('/api/page-seo');
  const about = seo.find((record) => record.Path === '/about')!;
  await adminRequest('PATCH', `/page-seo/${about.Id}`, {
    structuredDataJson: JSON.stringify({ '@type': 'Organization', name: `</script>${payload}` }),
    metaDescription: `"><script>window.__xss=4</script>`,
  });
  await rebuildAfter((await rebuildStatus()).builds);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const path of [`/blog/${post.Slug}`, '/about']) {
    await page.goto(site() + path, { waitUntil: 'networkidle' });
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
      path,
    ).toBeUndefined();
  }
  expect(dialogs).toEqual([]);
  const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(ld ?? '{}').name).toContain('</script>');
  await page.goto(`${site()}/blog/${post.Slug}`);
  const html = await page.content();
  expect(html).not.toContain('javascript:window');
  expect(html).not.toContain('onerror="window.__xss');
  expect(html).not.toContain('<script>window.__xss');
});
