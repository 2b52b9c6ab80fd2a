/**
 * Stylesheets of libraries whose markup a built page holds (the training form's calendar),
 * inlined in the head of the pages that hold it. The built part then looks as the live part
 * will, so its going live moves nothing below it, and a visitor without scripts sees it styled.
 * The live part still imports the stylesheet itself, for pages reached by a navigation inside
 * the site, where there is no built part.
 *
 * The texts are read when the HTML renderer is bundled (read-library-css.ts, through the site's
 * gatsby-node), never while a page renders: a file read during rendering would make Gatsby
 * render every page again on every build.
 */

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

/** Each library's stylesheet text, by name. */
export type LibraryStylesheetTexts = Readonly<Record<string, string>>;

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

/**
 * The stylesheets the page's HTML needs, in the order listed. A needed text that is missing
 * fails the page: it never goes out without the rules its markup needs.
 */
export function libraryStylesFor(
  html: string,
  texts: LibraryStylesheetTexts,
  stylesheets: readonly LibraryStylesheet[] = LIBRARY_STYLESHEETS,
): { name: string; css: string }[] {
  return stylesheets
    .filter((sheet) => hasClass(html, sheet.rootClass))
    .map((sheet) => {
      const css = texts[sheet.name];
      if (!css) throw new Error(`The page needs ${sheet.name}'s stylesheet, which was not read`);
      return { name: sheet.name, css };
    });
}
