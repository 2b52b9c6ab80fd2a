import TerserPlugin from 'terser-webpack-plugin';
import type { Configuration } from 'webpack';

type Minimizers = NonNullable<NonNullable<Configuration['optimization']>['minimizer']>;

/**
 * The browser bundle's JavaScript minifier: Gatsby's Terser setup with swc's minifier in place
 * of Terser, faster and with smaller output (../README.md). The syntax level (ES2020) is what
 * every browser of the browserslist in package.json runs.
 */
export function swcMinifier(): TerserPlugin<Record<string, unknown>> {
  return new TerserPlugin({
    minify: TerserPlugin.swcMinify,
    exclude: /\.min\.js/,
    terserOptions: { compress: { ecma: 2020 }, mangle: { safari10: true } },
  });
}

/** Gatsby's minimizers with its Terser plugin replaced by swcMinifier (CSS left as it is). */
export function withSwcMinifier(minimizers: Minimizers): Minimizers {
  const index = minimizers.findIndex((minimizer) => minimizer instanceof TerserPlugin);
  if (index < 0) throw new Error("webpack-minify: Gatsby's Terser minimizer was not found");
  return minimizers.map((minimizer, i) => (i === index ? swcMinifier() : minimizer));
}
