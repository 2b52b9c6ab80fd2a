/**
 * Pages an earlier build wrote that the current build does not have. Gatsby deletes the pages of
 * earlier builds it remembers, but it forgets them when it empties its cache (after a change of
 * the build code, a plugin or package.json) while public/ stays: a post taken offline meanwhile
 * would still be published. So after each build every page file that no current page owns goes:
 * its `index.html` and its `page-data.json`. Files copied from static/ are never touched.
 */
import { rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { filesUnder } from './files-under';

const trimSlashes = (pagePath: string) => pagePath.replace(/^\/+|\/+$/g, '');

/** The HTML and page data files a page of this path is written to, relative to public/. */
export function pageFiles(pagePath: string): string[] {
  const trimmed = trimSlashes(pagePath);
  return trimmed === ''
    ? ['index.html', 'page-data/index/page-data.json']
    : [`${trimmed}/index.html`, `page-data/${trimmed}/page-data.json`];
}

const isPageFile = (file: string) =>
  file === 'index.html' ||
  file.endsWith('/index.html') ||
  (file.startsWith('page-data/') && file.endsWith('/page-data.json'));

/**
 * Of the files in public/ (relative, '/'-separated), the page files no current page owns, except
 * those static/ provides.
 */
export function stalePageFiles(
  publicFiles: Iterable<string>,
  pagePaths: Iterable<string>,
  staticFiles: Iterable<string> = [],
): string[] {
  const owned = new Set([...pagePaths].flatMap(pageFiles));
  const kept = new Set(staticFiles);
  return [...publicFiles].filter((file) => isPageFile(file) && !owned.has(file) && !kept.has(file));
}

/**
 * Deletes the stale page files of publicDir and the folders they leave empty; returns them.
 * publicFiles is filesUnder(publicDir) when the caller has it already.
 */
export async function removeStalePages(
  publicDir: string,
  staticDir: string,
  pagePaths: Iterable<string>,
  publicFiles?: readonly string[],
): Promise<string[]> {
  const stale = stalePageFiles(
    publicFiles ?? (await filesUnder(publicDir)),
    pagePaths,
    await filesUnder(staticDir),
  );
  for (const file of stale) {
    await rm(path.join(publicDir, file), { force: true });
    // Up to public/ itself, each folder that is now empty.
    for (let dir = path.dirname(file); dir !== '.'; dir = path.dirname(dir)) {
      try {
        await rmdir(path.join(publicDir, dir));
      } catch {
        break;
      }
    }
  }
  return stale;
}
