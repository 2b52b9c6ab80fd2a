import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { RuleSetRule } from 'webpack';
import { esbuildTargets, needsNoBabel, transpileWithEsbuild } from '../src/webpack-transpile';

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
    assert.equal(needsNoBabel(path.join(SRC, 'components/button.tsx'), SRC, read), true);
    assert.equal(needsNoBabel(path.join(SRC, 'services/client.ts'), SRC, read), true);
  });

  it('is false for modules with a page or static query', () => {
    assert.equal(needsNoBabel(path.join(SRC, 'pages/blog.tsx'), SRC, read), false);
    assert.equal(needsNoBabel(path.join(SRC, 'components/use-data.ts'), SRC, read), false);
  });

  it('is false outside src, for JavaScript and for packages, without reading them', () => {
    assert.equal(needsNoBabel('/site/.cache/production-app.js', SRC, read), false);
    assert.equal(needsNoBabel(path.join(SRC, 'legacy.js'), SRC, read), false);
    assert.equal(needsNoBabel('/site/srcx/other.ts', SRC, read), false);
    assert.equal(needsNoBabel(path.join(SRC, 'node_modules/pkg/index.ts'), SRC, read), false);
  });
});

/** Whether webpack would run a rule's loaders on a file (test, include and exclude). */
function applies(rule: RuleSetRule, file: string): boolean {
  const matches = (condition: unknown): boolean =>
    Array.isArray(condition)
      ? condition.some(matches)
      : condition instanceof RegExp
        ? condition.test(file)
        : (condition as (f: string) => boolean)(file);
  return (
    (rule.test === undefined || matches(rule.test)) &&
    (rule.include === undefined || matches(rule.include)) &&
    (rule.exclude === undefined || !matches(rule.exclude))
  );
}

describe('transpileWithEsbuild', () => {
  const gatsbyInclude = (file: string): boolean => !file.includes('node_modules');
  const gatsbyUse = () => [{ loader: 'gatsby-babel-loader' }];
  const typescriptUse = () => [{ loader: 'gatsby-babel-loader', options: { typescript: true } }];
  const rules: RuleSetRule[] = [
    { test: /\.json$/, type: 'json' },
    {
      test: /\.(js|mjs|jsx|ts|tsx)$/,
      include: gatsbyInclude,
      type: 'javascript/auto',
      use: gatsbyUse,
    },
    { test: /\.css$/, use: ['css-loader'] },
    // gatsby-plugin-typescript's rule: Babel for every TypeScript module.
    { test: /\.tsx?$/, use: typescriptUse },
  ];
  const options = {
    srcDir: SRC,
    loader: '/site/plugins/build-speed/src/esbuild-loader.js',
    target: ['chrome109'],
    jsxImportSource: 'theme-ui',
    read,
  };
  const button = path.join(SRC, 'components/button.tsx');
  const page = path.join(SRC, 'pages/blog.tsx');
  /** The loaders webpack would run on a file, by rule. */
  const loadersFor = (result: RuleSetRule[], file: string): unknown[] =>
    result.filter((rule) => applies(rule, file)).map((rule) => rule.use);

  it('sends TypeScript of ours without GraphQL to esbuild only, through no Babel rule', () => {
    const result = transpileWithEsbuild(rules, options);
    assert.equal(result.length, 5);
    const esbuild = result[2]!;
    assert.deepEqual(loadersFor(result, button), [esbuild.use]);
    assert.deepEqual(esbuild.use, [
      {
        loader: '/site/plugins/build-speed/src/esbuild-loader.js',
        options: { target: ['chrome109'], jsxImportSource: 'theme-ui' },
      },
    ]);
    assert.equal(String(esbuild.test), String(/\.tsx?$/));
  });

  it("compiles a module with a query once, by Gatsby's rule for source modules", () => {
    const result = transpileWithEsbuild(rules, options);
    assert.deepEqual(loadersFor(result, page), [gatsbyUse]);
    // TypeScript of a package Gatsby's rule leaves out stays with gatsby-plugin-typescript.
    assert.deepEqual(loadersFor(result, '/site/node_modules/pkg/index.ts'), [typescriptUse]);
  });

  it("leaves every other module to Gatsby's rules as they were", () => {
    const result = transpileWithEsbuild(rules, options);
    assert.deepEqual(loadersFor(result, '/site/.cache/production-app.js'), [gatsbyUse]);
    assert.deepEqual(loadersFor(result, '/site/node_modules/react/index.js'), []);
    assert.deepEqual(loadersFor(result, '/site/src/styles.css'), [['css-loader']]);
    assert.equal(result[0], rules[0]);
    assert.equal(result[3], rules[2]);
  });

  it('keeps an exclude a rule already had', () => {
    const vendored = path.join(SRC, 'vendor/legacy.ts');
    sources[vendored] = 'export const legacy = 1;';
    const withExclude = rules.map((rule) =>
      String(rule.test) === String(/\.tsx?$/) ? { ...rule, exclude: /vendor/ } : rule,
    );
    const result = transpileWithEsbuild(withExclude, options);
    const typescriptRule = result[4]!;
    assert.equal(applies(typescriptRule, vendored), false);
    assert.equal(applies(typescriptRule, button), false);
    assert.equal(applies(typescriptRule, '/site/node_modules/pkg/index.ts'), true);
    assert.equal(applies(typescriptRule, '/site/node_modules/vendor/index.ts'), false);
  });

  it("fails loudly when Gatsby's rule is not there", () => {
    assert.throws(
      () => transpileWithEsbuild([rules[0]!, rules[2]!], options),
      /rule for source modules was not found/,
    );
  });
});

describe('esbuildTargets', () => {
  it('keeps the oldest version per engine esbuild knows', () => {
    assert.deepEqual(
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
      ['chrome109', 'edge154', 'firefox157', 'ios18.5', 'opera136', 'safari18.5'],
    );
  });

  it('skips entries it cannot read', () => {
    assert.deepEqual(esbuildTargets(['chrome', 'safari TP', '']), []);
  });
});
