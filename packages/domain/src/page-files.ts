/**
 * The files of a built site that make up its pages: each page's HTML, and the page data the
 * browser loads for it (page-data/{path}/page-data.json). A build that rewrites a page writes
 * both; "pages written" counts the page once.
 */

/** Whether a file of the built site ('/'-separated, relative to it) belongs to a page. */
export function isPageFile(relative: string): boolean {
  return (
    relative.endsWith('.html') || (relative.startsWith('page-data/') && relative.endsWith('.json'))
  );
}

/**
 * The page a page file belongs to: its address for HTML and page data ('blog/a/index.html' and
 * 'page-data/blog/a/page-data.json' are both '/blog/a/'), the HTML file for a page outside an
 * index ('404.html', whose data is page-data/404.html/), and the file itself for data that no
 * one page owns (static query results, app data).
 */
export function pageOfFile(relative: string): string {
  const pageData = /^page-data\/(?:(.*)\/)?page-data\.json$/.exec(relative);
  if (pageData) {
    const page = pageData[1] ?? 'index';
    if (page === 'index') return '/';
    return page.endsWith('.html') ? page : `/${page}/`;
  }
  const html = /^(?:(.*)\/)?index\.html$/.exec(relative);
  if (html) return html[1] ? `/${html[1]}/` : '/';
  return relative;
}

/** The distinct pages of a list of page files, sorted. */
export function pagesOfFiles(files: Iterable<string>): string[] {
  return [...new Set([...files].filter(isPageFile).map(pageOfFile))].sort();
}
