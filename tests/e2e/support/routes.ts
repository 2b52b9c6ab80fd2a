/** Every fixed route the site pre-builds (articles aside), with its kind of page for budgets. */
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
];
