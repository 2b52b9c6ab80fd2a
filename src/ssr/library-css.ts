/**
 * Stylesheets of libraries whose markup a built page holds (the training form's calendar),
 * inlined in the head of the pages that hold it. The built part then looks as the live part
 * will, so its going live moves nothing below it, and a visitor without scripts sees it styled.
 * The live part still imports the stylesheet itself, for pages reached by a navigation inside
 * the site, where there is no built part.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface LibraryStylesheet {
  /** The library, named on the style element (data-library). */
  name: string;
  /** Its root class: a page whose HTML has an element of this class needs the stylesheet. */
  rootClass: string;
  /** The stylesheet's file in the site's node_modules (what the package exports as its CSS). */
  file: string;
}

export const LIBRARY_STYLESHEETS: readonly LibraryStylesheet[] = [
  { name: 'react-day-picker', rootClass: 'rdp-root', file: 'react-day-picker/src/style.css' },
];

/** Comments out, runs of white space made one, none beside braces and semicolons. */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .trim();
}

const hasClass = (html: string, name: string) =>
  new RegExp(`class="(?:[^"]*\\s)?${name}(?:\\s[^"]*)?"`).test(html);

// Read from the site's folder (the build runs there), once per build. A file that is missing
// fails the build: a page never goes out without the rules its markup needs.
const read = new Map<string, string>();
function stylesheetText(file: string): string {
  let css = read.get(file);
  if (css === undefined) {
    css = compactCss(readFileSync(path.join(process.cwd(), 'node_modules', file), 'utf8'));
    read.set(file, css);
  }
  return css;
}

/** The stylesheets the page's HTML needs, in the order listed. */
export function libraryStylesFor(
  html: string,
  stylesheets: readonly LibraryStylesheet[] = LIBRARY_STYLESHEETS,
): { name: string; css: string }[] {
  return stylesheets
    .filter((sheet) => hasClass(html, sheet.rootClass))
    .map((sheet) => ({ name: sheet.name, css: stylesheetText(sheet.file) }));
}
