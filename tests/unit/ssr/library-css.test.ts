import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LIBRARY_STYLESHEETS, compactCss, libraryStylesFor } from '../../../src/ssr/library-css';
import { readLibraryStylesheets } from '../../../src/ssr/read-library-css';

const texts = readLibraryStylesheets();

describe('libraryStylesFor', () => {
  it("gives a page holding the calendar react-day-picker's rules, before any script runs", () => {
    const styles = libraryStylesFor(
      '<form><div class="rdp-root" data-mode="single"></div></form>',
      texts,
    );
    expect(styles.map((s) => s.name)).toEqual(['react-day-picker']);
    // The rules that size the calendar's days and caption, which its going live would add.
    expect(styles[0].css).toContain('.rdp-root{');
    expect(styles[0].css).toMatch(/--rdp-day-height:\s?44px/);
    expect(styles[0].css).not.toContain('/*');
  });

  it('finds the root class among others, and only as a whole class name', () => {
    expect(libraryStylesFor('<div class="x rdp-root y">', texts)).toHaveLength(1);
    expect(libraryStylesFor('<div class="rdp-root-like">', texts)).toHaveLength(0);
    expect(libraryStylesFor('<p>rdp-root is mentioned in text</p>', texts)).toHaveLength(0);
  });

  it('fails a page that needs a stylesheet nobody read, rather than send it unstyled', () => {
    expect(() => libraryStylesFor('<div class="rdp-root">', {})).toThrow(
      "The page needs react-day-picker's stylesheet, which was not read",
    );
  });

  it('gives a page without the calendar nothing', () => {
    expect(libraryStylesFor('<main><form></form></main>', texts)).toEqual([]);
  });
});

describe('compactCss', () => {
  it('drops comments and white space without joining selectors', () => {
    expect(compactCss('/* a */\n.a  .b :hover {\n  color: red;\n}\n')).toBe(
      '.a .b :hover{color: red;}',
    );
  });
});

describe('LIBRARY_STYLESHEETS', () => {
  it.each(LIBRARY_STYLESHEETS.map((sheet) => [sheet.name, sheet] as const))(
    'names the file %s exports as its stylesheet (an upgrade that moves it is caught here)',
    (name, sheet) => {
      const manifest = JSON.parse(
        readFileSync(path.join(process.cwd(), 'node_modules', name, 'package.json'), 'utf8'),
      );
      const exported = manifest.exports['./style.css'].import.default as string;
      expect(path.join(name, exported)).toBe(sheet.file);
    },
  );
});
