'use strict';

/**
 * Loaded into every gatsby command before Gatsby itself (src/build/gatsby-preload.cjs).
 *
 * On every build Gatsby looks for queries by parsing, with Babel, each file under src/ and every
 * file of each installed package with "gatsby" in its name: here 105 files, 590 KB, about 1.1 s
 * of a build on two cores, although only 15 of them hold a query. Its record of what it found
 * lives in memory only, so a build after a one-line content edit parses them all again.
 *
 * This keeps, in .cache, what Gatsby found in each file that holds no query: which of the page
 * APIs (Head, config, getServerData) it exports. The record is keyed by a hash of the file's path,
 * its text and Gatsby's version, so a changed file is parsed again; a file that holds a query, uses
 * Slices or a StaticImage, or failed to parse is always parsed. A record not used by a build is
 * dropped from the file. A plugin of the site that preprocesses sources other than
 * gatsby-plugin-image (whose work concerns StaticImage only) turns the record off, since its work
 * on a file could not be skipped safely.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { whenGatsbyRequires } = require('./require-hook.cjs');

/** Where the record lives, under the site's directory. */
const RECORD_FILE = path.join('.cache', 'query-file-parse.json');
/** Changes when the record's meaning changes. */
const FORMAT = 1;

const STATE = Symbol('persisted parse results');

/** The record's key for one file's text. */
function entryKey(version, file, text) {
  return crypto
    .createHash('sha256')
    .update(`${FORMAT}\0${version}\0${file}\0`)
    .update(text)
    .digest('base64url');
}

function readRecord(file) {
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    return new Map(Object.entries(data && typeof data.entries === 'object' ? data.entries : {}));
  } catch {
    return new Map();
  }
}

async function writeRecord(file, entries) {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(
      temporary,
      JSON.stringify({ entries: Object.fromEntries(entries) }),
    );
    await fs.promises.rename(temporary, file);
  } catch {
    // Without the record the next build parses every file, as Gatsby alone does.
    await fs.promises.rm(temporary, { force: true });
  }
}

/** Whether no plugin of the site but gatsby-plugin-image preprocesses sources. */
function recordAllowed(store) {
  const plugins = store.getState().flattenedPlugins || [];
  return plugins.every(
    (plugin) =>
      plugin.name === 'gatsby-plugin-image' ||
      !(plugin.nodeAPIs || []).includes('preprocessSource'),
  );
}

/** Notes the page APIs Gatsby finds each file to export, as it tells its store. */
function recordFeatures(store) {
  const features = new Map();
  const dispatch = store.dispatch;
  store.dispatch = function recordingDispatch(action) {
    if (action && action.type === 'SET_COMPONENT_FEATURES') {
      const { componentPath, serverData, config, Head } = action.payload;
      features.set(componentPath, { serverData, config, Head });
    }
    return dispatch.apply(this, arguments);
  };
  return features;
}

/**
 * Gatsby's FileParser, keeping what it finds in files without queries across builds.
 * `directory()` gives the site's directory; `readText` reads a file as Gatsby does.
 */
function persistParseResults(FileParser, { store, version, directory, readText }) {
  const features = recordFeatures(store);

  return class PersistingFileParser extends FileParser {
    async parseFiles(files, addError) {
      const recordFile = path.join(directory(), RECORD_FILE);
      const allowed = recordAllowed(store);
      const state = { previous: allowed ? readRecord(recordFile) : new Map(), kept: new Map() };
      this[STATE] = allowed ? state : null;
      const documents = await super.parseFiles(files, addError);
      if (allowed) await writeRecord(recordFile, state.kept);
      return documents;
    }

    async parseFile(file, addError) {
      const state = this[STATE];
      if (!state) return super.parseFile(file, addError);
      let text;
      try {
        text = await readText(file);
      } catch {
        return super.parseFile(file, addError);
      }
      if (text.includes('StaticImage')) return super.parseFile(file, addError);

      const key = entryKey(version, file, text);
      const known = state.previous.get(key);
      if (known) {
        state.kept.set(key, known);
        store.dispatch({
          type: 'SET_COMPONENT_FEATURES',
          payload: { componentPath: file, ...known },
        });
        return { astDefinitions: [], pageSlices: null };
      }

      let failed = false;
      features.delete(file);
      const result = await super.parseFile(file, (error) => {
        failed = true;
        return addError(error);
      });
      const found = features.get(file);
      if (!failed && found && result && result.astDefinitions.length === 0 && !result.pageSlices) {
        state.kept.set(key, found);
      }
      return result;
    }
  };
}

/** Puts the persisting parser in place of Gatsby's as Gatsby's query compiler loads it. */
function installForGatsby(root) {
  whenGatsbyRequires(root, 'query/query-compiler.js', './file-parser', (exported, compilerPath) => {
    const gatsbyRequire = Module.createRequire(compilerPath);
    const { store } = gatsbyRequire('../redux');
    const { getPathToLayoutComponent } = gatsbyRequire('gatsby-core-utils');
    exported.default = persistParseResults(exported.default, {
      store,
      version: gatsbyRequire('../../package.json').version,
      directory: () => store.getState().program.directory,
      readText: (file) => fs.promises.readFile(getPathToLayoutComponent(file), 'utf8'),
    });
  });
}

module.exports = { persistParseResults, entryKey, recordAllowed, installForGatsby, RECORD_FILE };
