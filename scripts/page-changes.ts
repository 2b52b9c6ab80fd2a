/**
 * Pages a build wrote: the HTML and page-data files under public/ whose content changed, appeared
 * or went away between two snapshots. An edit of one post should write that post's page and the
 * few that show it, not the whole site.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isPageFile, pagesOfFiles } from '@cloud-consulting/domain/page-files';

/** Each page file's path (relative, with forward slashes) and a digest of its content. */
export type PageSnapshot = ReadonlyMap<string, string>;

/** The page files of `publicDir` with a digest of each. */
export async function snapshotPages(publicDir: string): Promise<PageSnapshot> {
  const snapshot = new Map<string, string>();
  for (const entry of await readdir(publicDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(publicDir, file).split(path.sep).join('/');
    if (!isPageFile(relative)) continue;
    snapshot.set(
      relative,
      createHash('sha1')
        .update(await readFile(file))
        .digest('hex'),
    );
  }
  return snapshot;
}

export interface PageChanges {
  changed: string[];
  added: string[];
  removed: string[];
}

/** The page files that differ between two snapshots, each list sorted. */
export function comparePages(before: PageSnapshot, after: PageSnapshot): PageChanges {
  const changed: string[] = [];
  const added: string[] = [];
  for (const [file, digest] of after) {
    const earlier = before.get(file);
    if (earlier === undefined) added.push(file);
    else if (earlier !== digest) changed.push(file);
  }
  const removed = [...before.keys()].filter((file) => !after.has(file));
  return { changed: changed.sort(), added: added.sort(), removed: removed.sort() };
}

const allFiles = (changes: PageChanges): string[] => [
  ...changes.changed,
  ...changes.added,
  ...changes.removed,
];

/** How many page files a build wrote (changed, added and removed together). */
export const pageFilesWritten = (changes: PageChanges): number => allFiles(changes).length;

/** The pages a build wrote: a page whose HTML or page data changed, appeared or went away. */
export const pagesWritten = (changes: PageChanges): string[] => pagesOfFiles(allFiles(changes));

/** How many of the written files are HTML and how many page data. */
export function writtenByKind(changes: PageChanges): { html: number; pageData: number } {
  const all = allFiles(changes);
  const html = all.filter((file) => file.endsWith('.html')).length;
  return { html, pageData: all.length - html };
}
