// @ts-check
'use strict';

/**
 * Loaded into every gatsby command before Gatsby itself (`node --require`: site-server/src/gatsby-command.ts
 * and `npm run build`); Gatsby's worker processes inherit it. Each change it makes to how Gatsby
 * works is in its own file, which says why; ../README.md lists them with what each saves.
 */
const path = require('node:path');
const compiledFiles = require('./compiled-files-reuse.cjs');
const parcelSnapshots = require('./parcel-snapshot-scope.cjs');
const queryParseCache = require('./query-parse-cache.cjs');
const { gatsbyRootOf } = require('./require-hook.cjs');
const workerPoolReuse = require('./worker-pool-reuse.cjs');

const siteRoot = path.resolve(__dirname, '..', '..', '..');
parcelSnapshots.scopeSiteSnapshots(siteRoot);
const gatsbyRoot = gatsbyRootOf(siteRoot);
if (gatsbyRoot) {
  compiledFiles.installForGatsby(gatsbyRoot);
  queryParseCache.installForGatsby(gatsbyRoot);
  workerPoolReuse.installForGatsby(gatsbyRoot);
}
