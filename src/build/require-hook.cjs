'use strict';

/**
 * Changes to an installed module's exports made as a given file first requires it, before that
 * file reads them. One wrapper of Node's module loader serves every such change; each costs a
 * string comparison per require until it has been made.
 */
const Module = require('node:module');

const pending = [];
let installed = false;

function install() {
  installed = true;
  const load = Module._load;
  Module._load = function loadWithChanges(request, parent) {
    const exported = load.apply(this, arguments);
    if (pending.length > 0 && parent) {
      for (let i = 0; i < pending.length; i++) {
        const change = pending[i];
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

/** Calls apply(exports, parentFile) once, when parentFile first requires `request` (as written). */
function whenRequired(parentFile, request, apply) {
  pending.push({ parentFile, request, apply });
  if (!installed) install();
}

/**
 * whenRequired for a file of the Gatsby installed for the site at `root` (`gatsbyFile` under
 * gatsby/dist); nothing when Gatsby is not installed.
 */
function whenGatsbyRequires(root, gatsbyFile, request, apply) {
  let parentFile;
  try {
    parentFile = require.resolve(`gatsby/dist/${gatsbyFile}`, { paths: [root] });
  } catch {
    return;
  }
  whenRequired(parentFile, request, apply);
}

module.exports = { whenRequired, whenGatsbyRequires };
