// @ts-check
'use strict';

/**
 * Loaded into every gatsby command before Gatsby itself (./gatsby-preload.cjs).
 *
 * Each build begins with Gatsby compiling gatsby-config.ts and the gatsby-node.ts files (and the
 * site's modules they import) with Parcel, in a new worker process, into .cache/compiled, even
 * when nothing changed, most of it starting the process and loading Parcel, while the build
 * waits. Content edits, the reason the live site rebuilds, change none of those files.
 *
 * Here the compiled files are kept when the inputs are as they were when Parcel made them: every
 * file of the site's folder by path, size and modification time (except the folders .gitignore
 * names, such as node_modules, .cache and public/, where no source lives, and type declarations,
 * which compile to nothing), with Gatsby's, Parcel's and Node's versions and NODE_ENV; and the
 * compiled files themselves are still those Parcel wrote. Anything else, a changed source
 * included, runs Parcel as before. The record lives in .cache/compiled, so a cleaned cache
 * compiles again.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { whenGatsbyRequires } = require('./require-hook.cjs');

/** @typedef {[path: string, size: number, mtimeMs: number]} InputFile */
/** @typedef {(siteRoot: string, ...rest: any[]) => Promise<unknown>} CompileGatsbyFiles */

/**
 * What this patch expects of Gatsby (checked by gatsby-contract.cjs): initialize.js requires the
 * compile module and calls the compileGatsbyFiles it exports.
 */
const GATSBY_HOOKS = [
  {
    file: 'services/initialize.js',
    request: '../utils/parcel/compile-gatsby-files',
    exports: ['compileGatsbyFiles'],
    methods: [],
  },
];

/** Where Gatsby has Parcel write the compiled files (its COMPILED_CACHE_DIR). */
const COMPILED_DIR = path.join('.cache', 'compiled');
/**
 * The record of the last compile, beside the compiled files: Gatsby keeps that folder when it
 * clears the rest of .cache (on a first build, or when the plugins change), and empties it before
 * it compiles.
 */
const RECORD_NAME = '.inputs.json';
const RECORD_FILE = path.join(COMPILED_DIR, RECORD_NAME);

/**
 * Top-level names the walk leaves out: .git, and the plain names .gitignore lists.
 * @param {string} root
 */
function leftOut(root) {
  const names = new Set(['.git', 'node_modules']);
  let ignore = '';
  try {
    ignore = fs.readFileSync(path.join(root, '.gitignore'), 'utf8');
  } catch {
    // No .gitignore: only .git and node_modules are left out.
  }
  for (const line of ignore.split('\n')) {
    const name = line.trim().replace(/^\//, '').replace(/\/$/, '');
    if (name && !name.startsWith('#') && !/[*?[\]!/]/.test(name)) names.add(name);
  }
  return names;
}

/**
 * Every file under root but the left-out folders: [relative path, size, mtime] sorted.
 * @param {string} root
 * @returns {Promise<InputFile[]>}
 */
async function inputFiles(root) {
  const skipAtTop = leftOut(root);
  /** @type {InputFile[]} */
  const files = [];
  /**
   * @param {string} dir
   * @param {string} prefix
   * @returns {Promise<void>}
   */
  async function walk(dir, prefix) {
    const entries = await fs.promises.readdir(dir, { withFileTypes: true });
    await Promise.all(
      entries.map(async (entry) => {
        if (entry.name === 'node_modules') return;
        if (prefix === '' && skipAtTop.has(entry.name)) return;
        const relative = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return walk(full, relative);
        // Type declarations (src/gatsby-types.d.ts, which each build may write again) never
        // reach compiled JavaScript.
        if (!entry.isFile() || entry.name.endsWith('.d.ts')) return;
        const stat = await fs.promises.stat(full);
        files.push([relative, stat.size, stat.mtimeMs]);
      }),
    );
  }
  await walk(root, '');
  return files.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/**
 * A hash of the inputs and of the tools' versions.
 * @param {string} root
 * @param {unknown} versions
 */
async function inputsFingerprint(root, versions) {
  const hash = crypto.createHash('sha256');
  hash.update(JSON.stringify(versions));
  for (const file of await inputFiles(root)) hash.update(`${JSON.stringify(file)}\n`);
  return hash.digest('base64url');
}

/**
 * The compiled files by path (local plugins' in plugins/<name>/), each with a hash of its
 * content; null when the folder is missing.
 * @param {string} root
 * @returns {Promise<Record<string, string> | null>}
 */
async function compiledFiles(root) {
  const dir = path.join(root, COMPILED_DIR);
  /** @type {string[]} */
  let names;
  try {
    const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
    names = entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .filter((name) => name !== RECORD_NAME)
      .sort();
  } catch {
    return null;
  }
  /** @type {Record<string, string>} */
  const files = {};
  for (const name of names) {
    const bytes = await fs.promises.readFile(path.join(dir, name));
    files[name] = crypto.createHash('sha256').update(bytes).digest('base64url');
  }
  return files;
}

/**
 * @param {string} root
 * @returns {{ fingerprint?: string, compiled?: Record<string, string> } | null}
 */
function readRecord(root) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, RECORD_FILE), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Gatsby's compileGatsbyFiles, skipped when its inputs and outputs are as it left them.
 * @param {CompileGatsbyFiles} compileGatsbyFiles
 * @param {() => unknown} versions
 * @returns {CompileGatsbyFiles}
 */
function reuseWhenUnchanged(compileGatsbyFiles, versions) {
  return async function compileGatsbyFilesUnlessUnchanged(siteRoot, ...rest) {
    const recordFile = path.join(siteRoot, RECORD_FILE);
    const fingerprint = await inputsFingerprint(siteRoot, versions());
    const record = readRecord(siteRoot);
    if (record && record.fingerprint === fingerprint) {
      const compiled = await compiledFiles(siteRoot);
      if (compiled && JSON.stringify(compiled) === JSON.stringify(record.compiled)) return;
    }
    await fs.promises.rm(recordFile, { force: true });
    const result = await compileGatsbyFiles(siteRoot, ...rest);
    const compiled = await compiledFiles(siteRoot);
    if (compiled && Object.keys(compiled).length > 0) {
      await fs.promises.mkdir(path.dirname(recordFile), { recursive: true });
      await fs.promises.writeFile(recordFile, JSON.stringify({ fingerprint, compiled }));
    }
    return result;
  };
}

/**
 * Wraps the compileGatsbyFiles the initialisation of the Gatsby at `gatsbyRoot` calls.
 * @param {string} gatsbyRoot
 */
function installForGatsby(gatsbyRoot) {
  const [hook] = GATSBY_HOOKS;
  whenGatsbyRequires(gatsbyRoot, hook.file, hook.request, (exported, initializePath) => {
    /** @param {string} name */
    const versionOf = (name) => {
      try {
        const paths = [path.dirname(initializePath)];
        return require(require.resolve(`${name}/package.json`, { paths })).version;
      } catch {
        return null;
      }
    };
    exported.compileGatsbyFiles = reuseWhenUnchanged(exported.compileGatsbyFiles, () => ({
      gatsby: versionOf('gatsby'),
      parcel: versionOf('@parcel/core'),
      node: process.version,
      nodeEnv: process.env.NODE_ENV ?? null,
    }));
  });
}

module.exports = {
  reuseWhenUnchanged,
  inputFiles,
  installForGatsby,
  RECORD_FILE,
  COMPILED_DIR,
  GATSBY_HOOKS,
};
