// @ts-check
'use strict';

/**
 * What the preload's patches expect of the installed Gatsby, checked against its files.
 *
 * Each patch changes a module of Gatsby's dist/ as a given file of it requires that module; when
 * Gatsby moves the file, stops requiring the module, renames what the patch wraps, or reads a new
 * field of an action a patch records, the patch would silently do nothing (or, worse, drop a
 * field). checkGatsbyContract names each such mismatch, so a Gatsby upgrade fails a test instead
 * (plugins/build-speed/test/gatsby-contract.test.ts). It reads the files as text and loads none of
 * them, so it can be pointed at a copy of Gatsby's files.
 */
const fs = require('node:fs');
const path = require('node:path');
const compiledFilesReuse = require('./compiled-files-reuse.cjs');
const parcelSnapshotScope = require('./parcel-snapshot-scope.cjs');
const queryParseCache = require('./query-parse-cache.cjs');
const workerPoolReuse = require('./worker-pool-reuse.cjs');

/**
 * @typedef {{ file: string, request: string, exports: string[], methods: string[] }} Hook
 * A file of dist/ that requires `request`, whose module exports `exports` (classes or functions
 * with `methods`).
 * @typedef {{ file: string, exports: string[] }} Use
 * @typedef {{ type: string, dispatchedIn: string, reducer: string, fields: string[] }} ActionUse
 * @typedef {{ package: string, exports: string[] }} PackageUse
 */

/** @type {{ name: string, hooks: Hook[], uses: Use[], actions: ActionUse[] }[]} */
const PATCHES = [
  { name: 'compiled-files-reuse', hooks: compiledFilesReuse.GATSBY_HOOKS, uses: [], actions: [] },
  {
    name: 'query-parse-cache',
    hooks: queryParseCache.GATSBY_HOOKS,
    uses: queryParseCache.GATSBY_USES,
    actions: queryParseCache.GATSBY_ACTIONS,
  },
  { name: 'worker-pool-reuse', hooks: workerPoolReuse.GATSBY_HOOKS, uses: [], actions: [] },
];
/** @type {{ name: string, package: PackageUse }[]} */
const PACKAGE_PATCHES = [
  { name: 'parcel-snapshot-scope', package: parcelSnapshotScope.WATCHER_CONTRACT },
];

/** @param {string} text */
function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether CommonJS source (as Babel compiles Gatsby) assigns a value to `exports.<name>`.
 * @param {string} source
 * @param {string} name
 */
function assignsExport(source, name) {
  return new RegExp(`\\bexports\\.${escape(name)}\\s*=\\s*(?!void 0\\b)(?!exports\\.)`).test(
    source,
  );
}

/**
 * Whether source defines a method `name` (class method or assigned to `this`).
 * @param {string} source
 * @param {string} name
 */
function definesMethod(source, name) {
  const n = escape(name);
  return new RegExp(`^\\s*(?:async\\s+)?${n}\\s*\\(|\\bthis\\.${n}\\s*=`, 'm').test(source);
}

/**
 * Whether source requires `request` exactly as written, in any quotes.
 * @param {string} source
 * @param {string} request
 */
function requires(source, request) {
  return new RegExp(`\\brequire\\(\\s*(['"\`])${escape(request)}\\1\\s*\\)`).test(source);
}

/**
 * The fields of `action.payload` the reducer's case for `type` reads.
 * @param {string} source
 * @param {string} type
 */
function fieldsRead(source, type) {
  const start = source.search(new RegExp(`case\\s+(['"\`])${escape(type)}\\1\\s*:`));
  if (start < 0) return null;
  const rest = source.slice(start + 1);
  const end = rest.search(/\bcase\s+['"`]|\bdefault\s*:/);
  const body = end < 0 ? rest : rest.slice(0, end);
  return [...new Set([...body.matchAll(/\baction\.payload\.(\w+)/g)].map((m) => m[1]))].sort();
}

/**
 * @param {string} file
 * @returns {string | null}
 */
function readText(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * The file `request` names from `parentFile`, as Node would resolve it; null when there is none.
 * @param {string} parentFile
 * @param {string} request
 */
function resolveFrom(parentFile, request) {
  try {
    return require.resolve(request, { paths: [path.dirname(parentFile)] });
  } catch {
    return null;
  }
}

/**
 * Every mismatch between the Gatsby at `gatsbyRoot` (the folder holding its package.json and
 * dist/) and what the patches expect; none when they all apply. `siteRoot` is where the packages
 * Parcel loads are resolved from (default: next to that Gatsby).
 * @param {string} gatsbyRoot
 * @param {string} [siteRoot]
 * @returns {string[]}
 */
function checkGatsbyContract(gatsbyRoot, siteRoot = gatsbyRoot) {
  /** @type {string[]} */
  const problems = [];
  const dist = (/** @type {string} */ file) => path.join(gatsbyRoot, 'dist', file);
  for (const patch of PATCHES) {
    for (const hook of patch.hooks) {
      const source = readText(dist(hook.file));
      if (source === null) {
        problems.push(`${patch.name}: gatsby/dist/${hook.file} is missing`);
        continue;
      }
      if (!requires(source, hook.request)) {
        problems.push(
          `${patch.name}: gatsby/dist/${hook.file} no longer requires '${hook.request}'`,
        );
        continue;
      }
      const target = resolveFrom(dist(hook.file), hook.request);
      const targetSource = target && readText(target);
      if (!target || targetSource === null) {
        problems.push(`${patch.name}: '${hook.request}' of gatsby/dist/${hook.file} is missing`);
        continue;
      }
      for (const name of hook.exports) {
        if (!assignsExport(targetSource, name))
          problems.push(`${patch.name}: ${target} no longer exports ${name}`);
      }
      for (const name of hook.methods) {
        if (!definesMethod(targetSource, name))
          problems.push(`${patch.name}: ${target} no longer defines ${name}`);
      }
    }
    for (const use of patch.uses) {
      const source = readText(dist(use.file));
      if (source === null) {
        problems.push(`${patch.name}: gatsby/dist/${use.file} is missing`);
        continue;
      }
      for (const name of use.exports) {
        if (!assignsExport(source, name))
          problems.push(`${patch.name}: gatsby/dist/${use.file} no longer exports ${name}`);
      }
    }
    for (const action of patch.actions) {
      const dispatcher = readText(dist(action.dispatchedIn));
      if (dispatcher === null || !dispatcher.includes(action.type)) {
        problems.push(
          `${patch.name}: gatsby/dist/${action.dispatchedIn} no longer dispatches ${action.type}`,
        );
      }
      const reducer = readText(dist(action.reducer));
      const read = reducer === null ? null : fieldsRead(reducer, action.type);
      const expected = ['componentPath', ...action.fields].sort();
      if (read === null) {
        problems.push(
          `${patch.name}: gatsby/dist/${action.reducer} no longer handles ${action.type}`,
        );
      } else if (JSON.stringify(read) !== JSON.stringify(expected)) {
        problems.push(
          `${patch.name}: ${action.type} is read as ${read.join(', ')} by gatsby/dist/${action.reducer}; the patch records ${expected.join(', ')}`,
        );
      }
    }
  }
  for (const patch of PACKAGE_PATCHES) {
    const main = resolveFrom(path.join(siteRoot, 'package.json'), patch.package.package);
    const source = main && readText(main);
    if (!main || source === null) {
      problems.push(`${patch.name}: ${patch.package.package} is not installed`);
      continue;
    }
    for (const name of patch.package.exports) {
      if (!assignsExport(source, name))
        problems.push(`${patch.name}: ${patch.package.package} no longer exports ${name}`);
    }
  }
  return problems;
}

/**
 * The package.json of the package holding `file`.
 * @param {string} file
 * @returns {string}
 */
function packageJsonOf(file) {
  const candidate = path.join(path.dirname(file), 'package.json');
  if (fs.existsSync(candidate) || path.dirname(file) === file) return candidate;
  return packageJsonOf(path.dirname(file));
}

/**
 * Every file checkGatsbyContract reads for the Gatsby at `gatsbyRoot`, so that a test can copy
 * just those.
 * @param {string} gatsbyRoot
 * @returns {string[]}
 */
function contractFiles(gatsbyRoot) {
  const dist = (/** @type {string} */ file) => path.join(gatsbyRoot, 'dist', file);
  /** @type {string[]} */
  const files = [];
  for (const patch of PATCHES) {
    for (const hook of patch.hooks) {
      files.push(dist(hook.file));
      const target = resolveFrom(dist(hook.file), hook.request);
      if (target) files.push(target);
      // A package is found through its package.json.
      if (target && !hook.request.startsWith('.')) files.push(packageJsonOf(target));
    }
    for (const use of patch.uses) files.push(dist(use.file));
    for (const action of patch.actions) files.push(dist(action.dispatchedIn), dist(action.reducer));
  }
  return [...new Set(files)];
}

module.exports = { checkGatsbyContract, contractFiles, fieldsRead };
