// @ts-check
'use strict';

/**
 * Changes to an installed module's exports made as a given file first requires it, before that
 * file reads them. One wrapper of Node's module loader serves every such change; each costs a
 * string comparison per require until it has been made.
 */
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

/** @typedef {(exported: any, parentFile: string) => void} Apply */
/** @typedef {{ parentFile: string, request: string, apply: Apply }} Change */

/** @type {Change[]} */
const pending = [];
let installed = false;

/** Node's loader, whose private _load every require goes through. */
const loader = /** @type {{ _load: (request: string, parent?: NodeJS.Module) => unknown }} */ (
  /** @type {unknown} */ (Module)
);

function install() {
  installed = true;
  const load = loader._load;
  loader._load = function loadWithChanges(
    /** @type {string} */ request,
    /** @type {NodeJS.Module | undefined} */ parent,
  ) {
    const exported = load.apply(this, /** @type {any} */ (arguments));
    if (pending.length > 0 && parent) {
      for (let i = 0; i < pending.length; i++) {
        const change = /** @type {Change} */ (pending[i]);
        if (change.request === request && change.parentFile === parent.filename) {
          pending.splice(i, 1);
          change.apply(exported, change.parentFile);
          break;
        }
      }
    }
    return exported;
  };
}

/**
 * Calls apply(exports, parentFile) once, when parentFile first requires `request` (as written).
 * @param {string} parentFile
 * @param {string} request
 * @param {Apply} apply
 */
function whenRequired(parentFile, request, apply) {
  pending.push({ parentFile, request, apply });
  if (!installed) install();
}

/**
 * The folder of the Gatsby installed for the site at `siteRoot`; null when there is none.
 * @param {string} siteRoot
 * @returns {string | null}
 */
function gatsbyRootOf(siteRoot) {
  try {
    return path.dirname(require.resolve('gatsby/package.json', { paths: [siteRoot] }));
  } catch {
    return null;
  }
}

/**
 * whenRequired for `gatsbyFile` under dist/ of the Gatsby at `gatsbyRoot`; nothing when that
 * file is not there (the contract test, gatsby-contract.cjs, is what notices).
 * @param {string} gatsbyRoot
 * @param {string} gatsbyFile
 * @param {string} request
 * @param {Apply} apply
 */
function whenGatsbyRequires(gatsbyRoot, gatsbyFile, request, apply) {
  let parentFile;
  try {
    // As Node names a loaded module: by its real path.
    parentFile = fs.realpathSync(path.join(gatsbyRoot, 'dist', gatsbyFile));
  } catch {
    return;
  }
  whenRequired(parentFile, request, apply);
}

module.exports = { whenRequired, whenGatsbyRequires, gatsbyRootOf };
