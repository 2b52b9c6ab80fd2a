// @ts-check
'use strict';

/**
 * Loaded into every gatsby command before Gatsby itself (`node --require`: scripts/processes.ts
 * and `npm run build`); Gatsby's worker processes inherit it.
 *
 * The shared rules package (@cloud-consulting/domain) is TypeScript source. Gatsby compiles
 * gatsby-config and the gatsby-node files with Parcel but leaves packages (node_modules) as plain
 * requires, so Node itself loads the package's files when the build runs: this teaches Node's
 * CommonJS loader to compile that package's .ts files with esbuild. Files outside the package are
 * left to Node. Not a speed patch: without it the build cannot load its own rules.
 */
const Module = require('node:module');
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('esbuild');

const PACKAGE_DIR = path.dirname(require.resolve('@cloud-consulting/domain/package.json'));

/** @type {Record<string, (module: NodeJS.Module, filename: string) => void>} */
const extensions = /** @type {any} */ (Module)._extensions;

/**
 * Compiles a file of the package to CommonJS, as tsconfig.json's target would.
 * @param {NodeJS.Module} module
 * @param {string} filename
 */
function compileDomainFile(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    loader: 'ts',
    format: 'cjs',
    target: `node${process.versions.node.split('.')[0]}`,
    sourcefile: filename,
  });
  /** @type {any} */ (module)._compile(code, filename);
}

let installed = false;

/** Puts the package's loader in front of any other of .ts files; once per process. */
function installDomainRequire() {
  if (installed) return;
  installed = true;
  const previous = extensions['.ts'];
  extensions['.ts'] = function loadTypeScript(module, filename) {
    if (filename.startsWith(PACKAGE_DIR + path.sep)) return compileDomainFile(module, filename);
    if (previous) return previous(module, filename);
    throw new Error(`No loader for the TypeScript file ${filename}`);
  };
}

installDomainRequire();

module.exports = { installDomainRequire };
