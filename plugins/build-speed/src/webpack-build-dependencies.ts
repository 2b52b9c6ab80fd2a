import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, Configuration } from 'webpack';

type FileCache = Extract<NonNullable<Configuration['cache']>, { type: 'filesystem' }>;

/**
 * What invalidates webpack's persistent cache as a whole, decided cheaply.
 *
 * Webpack records every loader and every config file as a "build dependency" and, when it stores
 * its cache, resolves each one's whole dependency tree: Gatsby's webpack config, babel-loader and
 * the compiled gatsby-node lead it through nearly every installed package, for each of the two
 * compilations: several seconds of a cold build (../README.md).
 *
 * The same question has a cheaper answer: an installed package changes only with the install, and
 * npm records the installed tree in a lockfile; the rest are the site's own files. So the cache's
 * version becomes a hash of the lockfile and of the site's own build files, and webpack is left
 * no build dependency to walk. A changed package, loader or gatsby-node gives another version, and
 * webpack starts from an empty cache exactly as it did when it found a changed build dependency.
 */
export function cacheVersion(
  ownFiles: readonly string[],
  lockfile: string,
  read: (file: string) => Buffer | string = readFileSync,
  settings = '',
): string {
  const hash = createHash('sha256').update(settings).update('\0');
  for (const file of [lockfile, ...[...ownFiles].sort()]) {
    hash.update(file).update('\0').update(read(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 32);
}

/** The record of the installed tree: npm's hidden lockfile, or the project's when absent. */
export function installLockfile(root: string, exists = existsSync): string {
  const hidden = path.join(root, 'node_modules', '.package-lock.json');
  return exists(hidden) ? hidden : path.join(root, 'package-lock.json');
}

function isInstalled(file: string): boolean {
  return file.split(path.sep).includes('node_modules');
}

/** The files of Gatsby's cache config outside installed packages (the compiled gatsby-node). */
export function ownConfigFiles(cache: FileCache): string[] {
  return Object.values(cache.buildDependencies ?? {})
    .flat()
    .filter((file) => !isInstalled(file));
}

/** Drops every build dependency a compilation collected, so storing the cache walks none. */
export class NoBuildDependencies {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('NoBuildDependencies', (stats) => {
      stats.compilation.buildDependencies.clear();
    });
  }
}

/**
 * Gatsby's filesystem cache with a version standing for its build dependencies (see
 * cacheVersion), and the plugin that keeps webpack from collecting them again. ownLoaders are
 * the site's own loader files; anything else not installed must be named here to count.
 * settings names the build's settings that change webpack's output (source maps, minifying):
 * a build with other settings starts from another cache.
 */
export function withVersionedCache(
  webpackConfig: Configuration,
  root: string,
  ownLoaders: readonly string[],
  settings = '',
): Configuration {
  const cache = webpackConfig.cache;
  if (typeof cache !== 'object' || cache.type !== 'filesystem') return webpackConfig;
  const ours = cacheVersion(
    [...ownConfigFiles(cache), ...ownLoaders],
    installLockfile(root),
    readFileSync,
    settings,
  );
  // A version Gatsby may set stays part of it.
  const version = cache.version ? `${cache.version}-${ours}` : ours;
  return {
    ...webpackConfig,
    cache: { ...cache, buildDependencies: {}, version },
    plugins: [...(webpackConfig.plugins ?? []), new NoBuildDependencies()],
  };
}
