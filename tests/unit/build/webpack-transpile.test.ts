import path from 'node:path';
import type { RuleSetRule } from 'webpack';
import {
  esbuildTargets,
  needsNoBabel,
  transpileWithEsbuild,
} from '../../../src/build/webpack-transpile';

const SRC = path.join('/site', 'src');
const sources: Record<string, string> = {
  [path.join(SRC, 'components/button.tsx')]: 'export const Button = () => <button />;',
  [path.join(SRC, 'services/client.ts')]: 'export const graphqlClient = 1; // not a query',
  [path.join(SRC, 'pages/blog.tsx')]: 'export const query = graphql`{ site { id } }`;',
  [path.join(SRC, 'components/use-data.ts')]: 'const data = useStaticQuery(q);',
};
const read = (file: string): string => {
  const text = sources[file];
  if (text === undefined) throw new Error(`unexpected read of ${file}`);
  return text;
};

describe('needsNoBabel', () => {
  it('is true for TypeScript of ours without GraphQL', () => {
    expect(needsNoBabel(path.join(SRC, 'components/button.tsx'), SRC, read)).toBe(true);
    expect(needsNoBabel(path.join(SRC, 'services/client.ts'), SRC, read)).toBe(true);
  });

  it('is false for modules with a page or static query', () => {
    expect(needsNoBabel(path.join(SRC, 'pages/blog.tsx'), SRC, read)).toBe(false);
    expect(needsNoBabel(path.join(SRC, 'components/use-data.ts'), SRC, read)).toBe(false);
  });

  it('is false outside src, for JavaScript and for packages, without reading them', () => {
    expect(needsNoBabel('/site/.cache/production-app.js', SRC, read)).toBe(false);
    expect(needsNoBabel(path.join(SRC, 'legacy.js'), SRC, read)).toBe(false);
    expect(needsNoBabel('/site/srcx/other.ts', SRC, read)).toBe(false);
    expect(needsNoBabel(path.join(SRC, 'node_modules/pkg/index.ts'), SRC, read)).toBe(false);
  });
});

describe('transpileWithEsbuild', () => {
  const gatsbyInclude = (file: string): boolean => !file.includes('node_modules');
  const gatsbyUse = () => [{ loader: 'gatsby-babel-loader' }];
  const rules: RuleSetRule[] = [
    { test: /\.json$/, type: 'json' },
    {
      test: /\.(js|mjs|jsx|ts|tsx)$/,
      include: gatsbyInclude,
      type: 'javascript/auto',
      use: gatsbyUse,
    },
    { test: /\.css$/, use: ['css-loader'] },
  ];
  const options = {
    srcDir: SRC,
    loader: '/site/src/build/esbuild-loader.js',
    target: ['chrome109'],
    jsxImportSource: 'theme-ui',
    read,
  };

  it("narrows Gatsby's rule to the modules needing Babel and sends the rest to esbuild", () => {
    const result = transpileWithEsbuild(rules, options);
    expect(result).toHaveLength(4);
    expect(result[0]).toBe(rules[0]);
    expect(result[3]).toBe(rules[2]);
    const babel = result[1]!;
    const esbuild = result[2]!;
    expect(babel.use).toBe(gatsbyUse);
    const include = babel.include as (file: string) => boolean;
    const esbuildInclude = esbuild.include as (file: string) => boolean;
    const button = path.join(SRC, 'components/button.tsx');
    const page = path.join(SRC, 'pages/blog.tsx');
    expect([include(button), esbuildInclude(button)]).toEqual([false, true]);
    expect([include(page), esbuildInclude(page)]).toEqual([true, false]);
    expect(include('/site/.cache/production-app.js')).toBe(true);
    expect(include('/site/node_modules/react/index.js')).toBe(false);
    expect(esbuild.use).toEqual([
      {
        loader: '/site/src/build/esbuild-loader.js',
        options: { target: ['chrome109'], jsxImportSource: 'theme-ui' },
      },
    ]);
    expect(String(esbuild.test)).toBe(String(/\.tsx?$/));
  });

  it("fails loudly when Gatsby's rule is not there", () => {
    expect(() => transpileWithEsbuild([rules[0]!, rules[2]!], options)).toThrow(
      /rule for source modules was not found/,
    );
  });
});

describe('esbuildTargets', () => {
  it('keeps the oldest version per engine esbuild knows', () => {
    expect(
      esbuildTargets([
        'and_chr 157',
        'and_ff 160',
        'and_uc 15.5',
        'chrome 156',
        'chrome 109',
        'edge 154',
        'firefox 157',
        'ios_saf 26.6',
        'ios_saf 18.5-18.7',
        'op_mob 80',
        'opera 136',
        'safari 27',
        'safari 18.5-18.7',
        'samsung 30',
      ]),
    ).toEqual(['chrome109', 'edge154', 'firefox157', 'ios18.5', 'opera136', 'safari18.5']);
  });

  it('skips entries it cannot read', () => {
    expect(esbuildTargets(['chrome', 'safari TP', ''])).toEqual([]);
  });
});
