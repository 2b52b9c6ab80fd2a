import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The nearest folder at or above `dir` holding gatsby-config.ts: the site's folder.
 *
 * Found by walking up because `__dirname` is not where this source lives once Gatsby compiles a
 * local plugin: Parcel writes it to .cache/compiled/plugins/site-data/ and rewrites `__dirname`
 * relative to .cache/compiled, which names a folder under .cache. Walking up from either place
 * reaches the site.
 */
export function siteRootAbove(dir: string, exists: (file: string) => boolean = existsSync): string {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (exists(path.join(at, 'gatsby-config.ts'))) return at;
    if (path.dirname(at) === at) throw new Error(`no gatsby-config.ts at or above ${dir}`);
  }
}

/** The site's folder (where content/, static/ and src/templates live). */
export const SITE_ROOT = siteRootAbove(__dirname);
