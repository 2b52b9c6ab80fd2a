/**
 * The webpack side of the speed patches (README.md), for production builds only: no source maps
 * unless BUILD_SOURCE_MAPS=1 (visitors never need them), the site's modules without GraphQL
 * compiled by esbuild instead of Babel (src/webpack-transpile.ts), the browser bundle minified by
 * swc instead of Terser (src/webpack-minify.ts), webpack's persistent cache versioned by the
 * installed packages and the site's own build files (src/webpack-build-dependencies.ts), and the
 * page renderer's constants in a fixed order (src/webpack-define-order.ts), and the browser
 * bundle's CSS extracted without a child compilation, so its compilation hash, which every page
 * carries, stays the same when its bundles do (src/webpack-css-extract.ts).
 *
 * Registered last in gatsby-config's plugins, so it sees every other plugin's rules; the site's
 * own onCreateWebpackConfig (the root gatsby-node.ts) runs after it and only adds to the config.
 */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import browserslist from 'browserslist';
import type { Configuration, RuleSetRule, WebpackPluginInstance } from 'webpack';
import { buildConfigFromEnv } from '../site-data/src/config';
import { esbuildTargets, transpileWithEsbuild } from './src/webpack-transpile';
import { withSwcMinifier } from './src/webpack-minify';
import { withVersionedCache } from './src/webpack-build-dependencies';
import { withSortedDefinitions } from './src/webpack-define-order';
import { withCssImportModule, type MakeCssExtract } from './src/webpack-css-extract';

const { sourceMaps } = buildConfigFromEnv();

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  getConfig,
  store,
  plugins: gatsbyPlugins,
}) => {
  if (stage !== 'build-javascript' && stage !== 'build-html') return;
  // From the site's folder: Gatsby's compile of this file does not keep __dirname.
  const esbuildLoader = path.resolve('plugins/build-speed/src/esbuild-loader.js');
  // `gatsby build --no-uglify` leaves the bundles unminified: there is no minifier to replace.
  const noUglify = (store.getState() as { program?: { noUglify?: boolean } }).program?.noUglify;
  // Source maps and minifying change webpack's output, so they are part of its cache's version.
  const webpackConfig = withVersionedCache(
    getConfig() as Configuration,
    process.cwd(),
    [esbuildLoader],
    `source-maps=${sourceMaps} no-uglify=${noUglify === true}`,
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
  const sorted = withSortedDefinitions((webpackConfig.plugins ?? []) as WebpackPluginInstance[]);
  const plugins =
    stage === 'build-javascript'
      ? withCssImportModule(sorted, gatsbyPlugins.extractText as MakeCssExtract)
      : sorted;
  actions.replaceWebpackConfig({
    ...webpackConfig,
    module: { ...webpackConfig.module, rules },
    plugins,
    ...(stage === 'build-javascript' &&
      !noUglify && {
        optimization: {
          ...webpackConfig.optimization,
          minimizer: withSwcMinifier(webpackConfig.optimization?.minimizer ?? []),
        },
      }),
    ...(sourceMaps ? {} : { devtool: false }),
  });
};
