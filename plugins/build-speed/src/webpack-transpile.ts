import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RuleSetRule } from 'webpack';

/**
 * Gatsby compiles every module of the site with Babel twice per build (browser bundle and page
 * renderer), which is the largest share of a cold build after minification. Babel is needed only
 * where Gatsby's plugins work: modules with a GraphQL query (page and static queries are lifted
 * out) and Gatsby's own and plugin modules. The site's other TypeScript modules go through
 * esbuild instead, which only strips types and compiles JSX, as Babel's presets would.
 */

/** Whether a file of ours can skip Babel: TypeScript under srcDir, with no GraphQL in it. */
export function needsNoBabel(file: string, srcDir: string, read = readSource): boolean {
  if (!/\.tsx?$/.test(file) || !file.startsWith(srcDir + path.sep)) return false;
  if (file.includes(`${path.sep}node_modules${path.sep}`)) return false;
  return !/\bgraphql\b|\buseStaticQuery\b/.test(read(file));
}

function readSource(file: string): string {
  return readFileSync(file, 'utf8');
}

const GATSBY_JS_TEST = String(/\.(js|mjs|jsx|ts|tsx)$/);

export interface TranspileOptions {
  srcDir: string;
  loader: string;
  /** esbuild targets: browsers for the bundle, the running Node for the page renderer. */
  target: string[];
  jsxImportSource: string;
  read?: (file: string) => string;
}

/** Whether a rule's test accepts TypeScript modules (.ts or .tsx). */
function acceptsTypeScript(rule: RuleSetRule): boolean {
  return rule.test instanceof RegExp && (rule.test.test('m.ts') || rule.test.test('m.tsx'));
}

/**
 * Each TypeScript module is compiled once: by esbuild when it needs no Babel, else by Gatsby's
 * rule for source modules (test /\.(js|mjs|jsx|ts|tsx)$/ with an include function), whose Babel
 * config already has gatsby-plugin-typescript's preset. That plugin also adds a rule of its own
 * (test /\.tsx?$/, every TypeScript module), and webpack runs the loaders of every rule that
 * matches: left as it is, it would compile every module of ours a second time. So every other
 * rule accepting TypeScript is narrowed to what neither esbuild nor Gatsby's rule takes.
 * Throws when Gatsby's rule is not there, so a Gatsby upgrade that changes it is noticed.
 */
export function transpileWithEsbuild(
  rules: RuleSetRule[],
  options: TranspileOptions,
): RuleSetRule[] {
  const index = rules.findIndex(
    (rule) => String(rule.test) === GATSBY_JS_TEST && typeof rule.include === 'function',
  );
  if (index < 0)
    throw new Error("webpack-transpile: Gatsby's rule for source modules was not found");
  const gatsbyInclude = rules[index]!.include as (file: string) => boolean;
  const plain = (file: string): boolean => needsNoBabel(file, options.srcDir, options.read);
  // Gatsby's include first: it reads no file, and takes every module of ours.
  const takenElsewhere = (file: string): boolean => gatsbyInclude(file) || plain(file);
  const narrow = (rule: RuleSetRule, exclude: (file: string) => boolean): RuleSetRule => ({
    ...rule,
    exclude: rule.exclude === undefined ? exclude : [rule.exclude, exclude],
  });
  const narrowed = rules.map((rule, i): RuleSetRule => {
    if (i === index) return narrow(rule, plain);
    return acceptsTypeScript(rule) ? narrow(rule, takenElsewhere) : rule;
  });
  const esbuild: RuleSetRule = {
    test: /\.tsx?$/,
    include: plain,
    type: 'javascript/auto',
    use: [
      {
        loader: options.loader,
        options: { target: options.target, jsxImportSource: options.jsxImportSource },
      },
    ],
  };
  return [...narrowed.slice(0, index + 1), esbuild, ...narrowed.slice(index + 1)];
}

const ESBUILD_ENGINES: Record<string, string> = {
  chrome: 'chrome',
  and_chr: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
  opera: 'opera',
};

/**
 * esbuild targets for a browserslist result ("chrome 109", "ios_saf 18.5-18.7"): the oldest
 * version per engine esbuild knows. Browsers it has no data for (Samsung, UC, Opera Mobile) run
 * an engine of one of those and are left out, as Babel's data leaves some of them out.
 */
export function esbuildTargets(browsers: string[]): string[] {
  const oldest = new Map<string, number>();
  for (const entry of browsers) {
    const [name, versions] = entry.split(' ');
    const engine = ESBUILD_ENGINES[name ?? ''];
    const version = Number.parseFloat(versions?.split('-')[0] ?? '');
    if (!engine || !Number.isFinite(version)) continue;
    oldest.set(engine, Math.min(version, oldest.get(engine) ?? Infinity));
  }
  return [...oldest].map(([engine, version]) => `${engine}${version}`).sort();
}
