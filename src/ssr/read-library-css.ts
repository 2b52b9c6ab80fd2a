/**
 * Reads the libraries' stylesheets that built pages inline (library-css.ts) from the site's
 * node_modules, compacted: once per build, when the HTML renderer is bundled.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  LIBRARY_STYLESHEETS,
  compactCss,
  type LibraryStylesheet,
  type LibraryStylesheetTexts,
} from './library-css';

export function readLibraryStylesheets(
  root: string = process.cwd(),
  stylesheets: readonly LibraryStylesheet[] = LIBRARY_STYLESHEETS,
): LibraryStylesheetTexts {
  return Object.fromEntries(
    stylesheets.map((sheet) => [
      sheet.name,
      compactCss(readFileSync(path.join(root, 'node_modules', sheet.file), 'utf8')),
    ]),
  );
}
