import type { WebpackPluginInstance } from 'webpack';

/** The options mini-css-extract-plugin keeps on its instance (its constructor's, with defaults). */
type ExtractOptions = Record<string, unknown>;

/** What `plugins.extractText` of onCreateWebpackConfig makes: mini-css-extract-plugin, Gatsby's. */
export type MakeCssExtract = (options: ExtractOptions) => WebpackPluginInstance;

/**
 * The browser bundle's CSS extracted through webpack's `importModule` instead of a child
 * compiler (mini-css-extract-plugin's `experimentalUseImportModule`).
 *
 * Webpack's compilation hash takes in the hash of every child compilation that ran. With the
 * child compiler, a stylesheet module (react-day-picker's, imported by the date field) runs one
 * when it is compiled and none when webpack's persistent cache holds it, so the build after a
 * cold one got another compilation hash from the same bundles. Gatsby writes that hash into
 * every page's HTML and page-data/app-data.json, and rewrites every page when it changes: after a
 * deploy, the first edit rewrote all 1,467 page files of a 1,000-post site. With `importModule`
 * no child compilation runs, and the same bundles give the same hash.
 *
 * Gatsby's own instance is replaced by one made with `plugins.extractText` (onCreateWebpackConfig's
 * public helper) from the same options; a config without it is an error, as for the other
 * webpack changes, so a Gatsby that stops using the plugin is noticed.
 */
export function withCssImportModule(
  plugins: readonly WebpackPluginInstance[],
  makeCssExtract: MakeCssExtract,
): WebpackPluginInstance[] {
  let found = false;
  const replaced = plugins.map((plugin) => {
    if (plugin.constructor?.name !== 'MiniCssExtractPlugin') return plugin;
    found = true;
    const options = (plugin as { options?: ExtractOptions }).options ?? {};
    return makeCssExtract({ ...options, experimentalUseImportModule: true });
  });
  if (!found) throw new Error('build-speed: Gatsby configured no MiniCssExtractPlugin to replace');
  return replaced;
}
