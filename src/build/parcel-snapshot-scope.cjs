'use strict';

/**
 * Loaded into every gatsby command before Gatsby itself (`node --require`, scripts/processes.ts
 * and `npm run build`); Gatsby's worker processes inherit it.
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
  watcher.writeSnapshot = (dir, snapshot, options) =>
    writeSnapshot(dir, snapshot, snapshotOptions(root, dir, options));
  watcher.getEventsSince = (dir, snapshot, options) =>
    getEventsSince(dir, snapshot, snapshotOptions(root, dir, options));
}

module.exports = { snapshotOptions, scopeSnapshots, LEFT_OUT };

let watcher = null;
try {
  // The copy Parcel loads: the site's own, resolved from here as from @parcel/fs.
  watcher = require('@parcel/watcher');
} catch {
  // No Parcel installed: nothing to scope.
}
if (watcher) scopeSnapshots(watcher, path.resolve(__dirname, '..', '..'));
