// @ts-check
'use strict';

/**
 * Loaded into every gatsby command before Gatsby itself (./gatsby-preload.cjs).
 *
 * Gatsby compiles gatsby-node.ts and gatsby-config.ts with Parcel at the start of every build.
 * To learn what changed since its last run, Parcel has @parcel/watcher crawl the whole project
 * twice: at the start (getEventsSince, against the snapshot of the last run) and at the end
 * (writeSnapshot). It leaves out only its own cache and .git, so it walks all of node_modules
 * and public/, nearly every entry of the project.
 *
 * Neither folder can change what Parcel makes of these files: it compiles them without the
 * installed packages (includeNodeModules: false, so an import of a package stays a require),
 * writes them to .cache/compiled, and nothing of the site reads public/. A new Parcel version
 * brings a new cache key of its own. .cache stays in the crawl: Gatsby empties .cache/compiled
 * before each run, and Parcel writes the files again only because it sees them gone.
 */
const path = require('node:path');

/** @typedef {{ ignore?: string[], [option: string]: unknown } | undefined} WatcherOptions */
/** @typedef {(dir: string, snapshot: string, options?: WatcherOptions) => Promise<unknown>} Crawl */
/** @typedef {{ writeSnapshot: Crawl, getEventsSince: Crawl }} Watcher */

/** What this patch expects of @parcel/watcher, as Parcel loads it (gatsby-contract.cjs). */
const WATCHER_CONTRACT = {
  package: '@parcel/watcher',
  exports: ['writeSnapshot', 'getEventsSince'],
};

/** The folders of the site left out of Parcel's snapshots. */
const LEFT_OUT = ['node_modules', 'public'];

/**
 * Watcher options for a crawl of `dir`: the site's folders above added to its ignore list.
 * @param {string} root
 * @param {string} dir
 * @param {WatcherOptions} options
 * @returns {WatcherOptions}
 */
function snapshotOptions(root, dir, options) {
  if (path.resolve(dir) !== path.resolve(root)) return options;
  const ignore = options && Array.isArray(options.ignore) ? options.ignore : [];
  return {
    ...options,
    ignore: [...ignore, ...LEFT_OUT.map((folder) => path.join(root, folder))],
  };
}

/**
 * Makes `watcher`'s snapshot crawls of `root` leave the folders above out.
 * @param {Watcher} watcher
 * @param {string} root
 */
function scopeSnapshots(watcher, root) {
  const { writeSnapshot, getEventsSince } = watcher;
  watcher.writeSnapshot = function scopedWriteSnapshot(dir, snapshot, options) {
    return writeSnapshot(dir, snapshot, snapshotOptions(root, dir, options));
  };
  watcher.getEventsSince = function scopedGetEventsSince(dir, snapshot, options) {
    return getEventsSince(dir, snapshot, snapshotOptions(root, dir, options));
  };
}

/**
 * Scopes the crawls of the site at `root` by the copy of @parcel/watcher Parcel loads.
 * @param {string} root
 */
function scopeSiteSnapshots(root) {
  /** @type {Watcher} */
  let watcher;
  try {
    // The site's own copy, resolved from the site as from @parcel/fs.
    watcher = require(require.resolve('@parcel/watcher', { paths: [root] }));
  } catch {
    return; // No Parcel installed: nothing to scope.
  }
  scopeSnapshots(watcher, root);
}

module.exports = {
  snapshotOptions,
  scopeSnapshots,
  scopeSiteSnapshots,
  LEFT_OUT,
  WATCHER_CONTRACT,
};
