'use strict';

/**
 * Loaded into every gatsby command before Gatsby itself (`node --require`: scripts/processes.ts
 * and `npm run build`); Gatsby's worker processes inherit it. Each change it makes to how Gatsby
 * works is in its own file, which says why.
 */
const path = require('node:path');
const compiledFiles = require('./compiled-files-reuse.cjs');
const domainRequire = require('./domain-require.cjs');
const parcelSnapshots = require('./parcel-snapshot-scope.cjs');
const queryParseCache = require('./query-parse-cache.cjs');
const workerPoolReuse = require('./worker-pool-reuse.cjs');

const root = path.resolve(__dirname, '..', '..');
domainRequire.installDomainRequire();
parcelSnapshots.scopeSiteSnapshots(root);
compiledFiles.installForGatsby(root);
queryParseCache.installForGatsby(root);
workerPoolReuse.installForGatsby(root);
