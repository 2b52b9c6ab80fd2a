'use strict';

/**
 * Loaded into every gatsby command before Gatsby itself (src/build/gatsby-preload.cjs).
 *
 * Gatsby compiles gatsby-node.ts and gatsby-config.ts with Parcel at the start of every build.
 * To learn what changed since its last run, Parcel has @parcel/watcher crawl the whole project
 * twice: at the start (getEventsSince, against the snapshot of the last run) and at the end
 * (writeSnapshot). It leaves out only its own cache and .git. Here that is about 115,000 entries,
 * 110,000 of them under node_modules and 4,000 under public/: on two cores the two crawls took
 * 1.2 s and 1.4 s of a build that changed nothing, and Parcel's step took 3.4-4.1 s instead of
 * 1.3 s with them left out.
 *
 * Neither folder can change what Parcel makes of these files: it compiles them without the
 * installed packages (includeNodeModules: false, so an import of a package stays a require),
 * writes them to .cache/compiled, and nothing of the site reads public/. A new Parcel version
 * brings a new cache key of its own. .cache stays in the crawl: Gatsby empties .cache/compiled
 * before each run, and Parcel writes the files again only because it sees them gone.
 */
const path = require('node:path');

/** The folders of the site left out of Parcel's snapshots. */
const LEFT_OUT = ['node_modules', 'public'];

/** Watcher options for a crawl of `dir`: the site's folders above added to its ignore list. */
function snapshotOptions(root, dir, options) {
  if (path.resolve(dir) !== path.resolve(root)) return options;
  const ignore = options && Array.isArray(options.ignore) ? options.ignore : [];
  return {
    ...options,
    ignore: [...ignore, ...LEFT_OUT.map((folder) => path.join(root, folder))],
  };
}

/** Makes `watcher`'s snapshot crawls of `root` leave the folders above out. */
function scopeSnapshots(watcher, root) {
  const { writeSnapshot, getEventsSince } = watcher;
  watcher.writeSnapshot = function scopedWriteSnapshot(dir, snapshot, options) {
    return writeSnapshot(dir, snapshot, snapshotOptions(root, dir, options));
  };
  watcher.getEventsSince = function scopedGetEventsSince(dir, snapshot, options) {
    return getEventsSince(dir, snapshot, snapshotOptions(root, dir, options));
  };
}

/** Scopes the crawls of the site at `root` by the copy of @parcel/watcher Parcel loads. */
function scopeSiteSnapshots(root) {
  let watcher;
  try {
    // The site's own copy, resolved from the site as from @parcel/fs.
    watcher = require(require.resolve('@parcel/watcher', { paths: [root] }));
  } catch {
    return; // No Parcel installed: nothing to scope.
  }
  scopeSnapshots(watcher, root);
}

module.exports = { snapshotOptions, scopeSnapshots, scopeSiteSnapshots, LEFT_OUT };
