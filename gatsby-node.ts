import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import browserslist from 'browserslist';
import type { Configuration, RuleSetRule, WebpackPluginInstance } from 'webpack';
import { matchPathsFile, redirectsFile, robotsTxt } from './src/build/discovery';
import { buildConfigFromEnv } from './src/build/config';
import { siteSettingsTypeDefs, sourceSiteSettings } from './src/build/site-settings';
import { collectionTypeDefs, sourceCollections } from './src/build/collections';
import { blogTypeDefs, sourceBlog } from './src/build/blog';
import { createBlogPages } from './src/build/pages';
import { sourceLegalPages } from './src/build/legal';
import { createImageFiles } from './src/build/images';
import { heroImageTypeDefs, sourceHeroImages } from './src/build/hero-images';
import { removeStalePages } from './src/build/stale-pages';
import { isHtmlFile, removeNulCharacters } from './src/build/html-nul';
import { filesUnder } from './src/build/files-under';
import { esbuildTargets, transpileWithEsbuild } from './src/build/webpack-transpile';
import { withSwcMinifier } from './src/build/webpack-minify';
import { withVersionedCache } from './src/build/webpack-build-dependencies';
import { withSortedDefinitions } from './src/build/webpack-define-order';

const config = buildConfigFromEnv();

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes([
    siteSettingsTypeDefs,
    collectionTypeDefs(),
    blogTypeDefs,
    heroImageTypeDefs,
  ]);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  args.reporter.info(`sourcing from the provider at ${config.providerUrl}`);
  const images = createImageFiles(args, config);
  await Promise.all([
    sourceSiteSettings(args, config),
    // Heroes are chosen from the generated images, so they follow that collection.
    sourceCollections(args, config).then((sourced) => sourceHeroImages(args, images, sourced)),
    sourceBlog(args, config, images),
    sourceLegalPages(args, config),
  ]);
  const { processed, skipped, failed } = images.summary();
  args.reporter.info(
    `images: ${processed} raster processed, ${skipped} kept as they are (SVG or none), ${failed} unreadable (plain <img>)`,
  );
};

export const createPages: GatsbyNode['createPages'] = async (args) => {
  await createBlogPages(args);
};

/**
 * Production builds: no source maps unless BUILD_SOURCE_MAPS=1 (they take a large share of a
 * build's time and visitors never need them), the site's modules without GraphQL compiled by
 * esbuild instead of Babel (src/build/webpack-transpile.ts), the browser bundle minified by swc
 * instead of Terser (src/build/webpack-minify.ts).
 *
 * Both compilations keep webpack's persistent cache, versioned by the installed packages and the
 * site's own build files instead of webpack's walk of every loader's dependency tree
 * (src/build/webpack-build-dependencies.ts): the page renderer of a 1,000-post cold build took
 * 9.5 s instead of 20.3 s, and 6.2 s instead of 12.7 s, in two alternating runs. Compiling the
 * renderer without a cache was tried too: faster cold, but every rebuild then compiles it again,
 * and an editor's change took 21.3 s from the webhook to the live page instead of 18.7 s.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  getConfig,
  store,
}) => {
  // The site's JSX runtime: theme-ui's, with each sx style kept once made (src/theme/jsx-runtime.ts).
  // Gatsby's own browser runtime (.cache) is compiled with the site's JSX settings too, but has no
  // sx: it keeps React's runtime, so that starting the app does not run theme-ui and Emotion
  // (gatsby-browser runs them in a task of their own).
  actions.setWebpackConfig({
    resolve: { alias: { 'theme-ui/jsx-runtime$': path.resolve('src/theme/jsx-runtime.ts') } },
    module: {
      rules: [
        {
          include: path.resolve('.cache'),
          resolve: { alias: { 'theme-ui/jsx-runtime$': 'react/jsx-runtime' } },
        },
      ],
    },
  });
  if (stage !== 'build-javascript' && stage !== 'build-html') return;
  const esbuildLoader = path.resolve('src/build/esbuild-loader.js');
  // `gatsby build --no-uglify` leaves the bundles unminified: there is no minifier to replace.
  const noUglify = (store.getState() as { program?: { noUglify?: boolean } }).program?.noUglify;
  // Source maps and minifying change webpack's output, so they are part of its cache's version.
  const webpackConfig = withVersionedCache(
    getConfig() as Configuration,
    process.cwd(),
    [esbuildLoader],
    `source-maps=${config.sourceMaps} no-uglify=${noUglify === true}`,
  );
  const rules = transpileWithEsbuild((webpackConfig.module?.rules ?? []) as RuleSetRule[], {
    srcDir: path.resolve('src'),
    loader: esbuildLoader,
    target:
      stage === 'build-html'
        ? [`node${process.versions.node}`]
        : esbuildTargets(browserslist(undefined, { path: process.cwd() })),
    jsxImportSource: 'theme-ui',
  });
  actions.replaceWebpackConfig({
    ...webpackConfig,
    module: { ...webpackConfig.module, rules },
    plugins: withSortedDefinitions((webpackConfig.plugins ?? []) as WebpackPluginInstance[]),
    ...(stage === 'build-javascript' &&
      !noUglify && {
        optimization: {
          ...webpackConfig.optimization,
          minimizer: withSwcMinifier(webpackConfig.optimization?.minimizer ?? []),
        },
      }),
    ...(config.sourceMaps ? {} : { devtool: false }),
  });
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }) => {
  await writeFile(path.join('public', 'robots.txt'), robotsTxt(config.siteUrl));
  // Read by the site server (scripts/site-server.ts) to answer the redirects itself.
  const { redirects, pages } = store.getState() as {
    redirects: Parameters<typeof redirectsFile>[0];
    pages: Map<string, { path: string; matchPath?: string }>;
  };
  await writeFile(
    path.join('public', '__match-paths.json'),
    JSON.stringify(matchPathsFile(pages.values())),
  );
  await writeFile(
    path.join('public', '__redirects.json'),
    JSON.stringify(redirectsFile(redirects)),
  );
  // One walk of public/ for both steps: neither adds or removes a file the other looks for.
  const publicFiles = await filesUnder('public');
  const withNul = await removeNulCharacters(
    publicFiles.filter(isHtmlFile).map((file) => path.join('public', file)),
  );
  if (withNul.length > 0) {
    reporter.info(
      `took React's NUL characters out of ${withNul.length} page(s) (src/build/html-nul.ts)`,
    );
  }
  const stale = await removeStalePages(
    'public',
    'static',
    [...pages.values()].map((page) => page.path),
    publicFiles,
  );
  if (stale.length > 0) {
    reporter.info(`removed ${stale.length} page files of earlier builds that no page owns now`);
  }
};
