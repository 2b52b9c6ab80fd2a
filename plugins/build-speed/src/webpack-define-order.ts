import type { WebpackPluginInstance } from 'webpack';

/**
 * The page renderer's compile-time constants in one fixed order.
 *
 * For the page renderer (stage build-html) Gatsby defines every variable of the build's
 * environment as a constant (`process.env.NAME`), in the order the environment lists them.
 * Webpack's persistent cache holds every module it compiled under a hash of all those
 * definitions, taken in that order. The order can change from one build to the next with the same
 * variables: libvips, loaded by sharp, adds VIPSHOME to the environment itself, earlier or later
 * depending on the build, and the renderer then compiled all its modules again. Sorted, the same
 * variables give the same hash.
 */
export function withSortedDefinitions<T extends WebpackPluginInstance>(plugins: readonly T[]): T[] {
  for (const plugin of plugins) {
    const definitions = (plugin as { definitions?: unknown }).definitions;
    if (plugin.constructor?.name !== 'DefinePlugin' || !definitions) continue;
    if (typeof definitions !== 'object') continue;
    const entries = Object.entries(definitions as Record<string, unknown>);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    (plugin as { definitions?: unknown }).definitions = Object.fromEntries(entries);
  }
  return [...plugins];
}
