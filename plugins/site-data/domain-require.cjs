// @ts-check
'use strict';

/**
 * Loaded into every gatsby command before Gatsby itself (`node --require`: site-server/src/gatsby-command.ts
 * and `npm run build`); Gatsby's worker processes inherit it.
 *
 * The shared packages (@cloud-consulting/domain, the rules; @cloud-consulting/markdown, the blog
 * bodies' pipeline) are TypeScript source. Gatsby compiles gatsby-config and the gatsby-node
 * files with Parcel but leaves packages (node_modules) as plain requires, so Node itself loads
 * the packages' files when the build runs: this teaches Node's CommonJS loader to compile those
 * packages' .ts files with esbuild. Other files are left to Node. Not a speed patch: without it
 * the build cannot load its own rules.
 */
const Module = require('node:module');
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('esbuild');

/** The folders of our TypeScript source packages. */
const PACKAGE_DIRS = ['@cloud-consulting/domain', '@cloud-consulting/markdown'].map(
  (name) => path.dirname(require.resolve(`${name}/package.json`)) + path.sep,
);

/** @type {Record<string, (module: NodeJS.Module, filename: string) => void>} */
const extensions = /** @type {any} */ (Module)._extensions;

/**
 * Compiles a file of one of the packages to CommonJS, as tsconfig.json's target would.
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

/** Puts the packages' loader in front of any other of .ts files; once per process. */
function installDomainRequire() {
  if (installed) return;
  installed = true;
  const previous = extensions['.ts'];
  extensions['.ts'] = function loadTypeScript(module, filename) {
    if (PACKAGE_DIRS.some((dir) => filename.startsWith(dir))) {
      return compileDomainFile(module, filename);
    }
    if (previous) return previous(module, filename);
    throw new Error(`No loader for the TypeScript file ${filename}`);
  };
}

installDomainRequire();

module.exports = { installDomainRequire };
