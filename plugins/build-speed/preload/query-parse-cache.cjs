// @ts-check
'use strict';

/**
 * Loaded into every gatsby command before Gatsby itself (./gatsby-preload.cjs).
 *
 * On every build Gatsby looks for queries by parsing, with Babel, each file under src/ and every
 * file of each installed package with "gatsby" in its name, although few of them hold a query.
 * Its record of what it found lives in memory only, so a build after a one-line content edit
 * parses them all again.
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

/**
 * The fields of a SET_COMPONENT_FEATURES action the record keeps for a file: the page APIs it
 * exports. They must be every field Gatsby's reducer reads besides componentPath, or a file
 * answered from the record would lose a feature (gatsby-contract.cjs checks it).
 */
const RECORDED_FEATURES = ['serverData', 'config', 'Head'];

/**
 * What this patch expects of Gatsby (gatsby-contract.cjs): the query compiler requires the file
 * parser and uses its default export's parseFiles and parseFile; the store comes from redux/.
 */
const PARSER_HOOK = {
  file: 'query/query-compiler.js',
  request: './file-parser',
  exports: ['default'],
  methods: ['parseFiles', 'parseFile'],
};
const GATSBY_HOOKS = [PARSER_HOOK];
/** Gatsby's modules this patch reads besides the one it changes, with what it takes from them. */
const GATSBY_USES = [{ file: 'redux/index.js', exports: ['store'] }];
/** The action whose fields the record keeps, where Gatsby dispatches it and where it reads them. */
const GATSBY_ACTIONS = [
  {
    type: 'SET_COMPONENT_FEATURES',
    dispatchedIn: 'query/file-parser.js',
    reducer: 'redux/reducers/components.js',
    fields: RECORDED_FEATURES,
  },
];

/** @typedef {Record<string, unknown>} Features */
/** @typedef {{ type: string, payload?: any }} Action */
/** @typedef {{ dispatch: (action: Action) => unknown, getState: () => any }} Store */
/** @typedef {{ astDefinitions: unknown[], pageSlices: unknown } | null | undefined} ParseResult */
/** @typedef {(error: unknown) => unknown} AddError */
/**
 * @typedef {new (...args: any[]) => {
 *   parseFiles(files: string[], addError: AddError): Promise<unknown>,
 *   parseFile(file: string, addError: AddError): Promise<ParseResult>,
 * }} FileParserClass
 */

/**
 * The record's key for one file's text.
 * @param {string} version
 * @param {string} file
 * @param {string} text
 */
function entryKey(version, file, text) {
  return crypto
    .createHash('sha256')
    .update(`${FORMAT}\0${version}\0${file}\0`)
    .update(text)
    .digest('base64url');
}

/**
 * @param {string} file
 * @returns {Map<string, Features>}
 */
function readRecord(file) {
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    return new Map(Object.entries(data && typeof data.entries === 'object' ? data.entries : {}));
  } catch {
    return new Map();
  }
}

/**
 * @param {string} file
 * @param {Map<string, Features>} entries
 */
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

/**
 * Whether no plugin of the site but gatsby-plugin-image preprocesses sources.
 * @param {Store} store
 */
function recordAllowed(store) {
  /** @type {{ name: string, nodeAPIs?: string[] }[]} */
  const plugins = store.getState().flattenedPlugins || [];
  return plugins.every(
    (plugin) =>
      plugin.name === 'gatsby-plugin-image' ||
      !(plugin.nodeAPIs || []).includes('preprocessSource'),
  );
}

/**
 * Notes the page APIs Gatsby finds each file to export, as it tells its store.
 * @param {Store} store
 */
function recordFeatures(store) {
  /** @type {Map<string, Features>} */
  const features = new Map();
  const dispatch = store.dispatch;
  store.dispatch = function recordingDispatch(action) {
    if (action && action.type === 'SET_COMPONENT_FEATURES') {
      /** @type {Features} */
      const found = {};
      for (const field of RECORDED_FEATURES) found[field] = action.payload[field];
      features.set(action.payload.componentPath, found);
    }
    return dispatch.apply(this, /** @type {any} */ (arguments));
  };
  return features;
}

/**
 * Gatsby's FileParser, keeping what it finds in files without queries across builds.
 * `directory()` gives the site's directory; `readText` reads a file as Gatsby does.
 * @param {FileParserClass} FileParser
 * @param {{
 *   store: Store,
 *   version: string,
 *   directory: () => string,
 *   readText: (file: string) => Promise<string>,
 * }} gatsby
 * @returns {FileParserClass}
 */
function persistParseResults(FileParser, { store, version, directory, readText }) {
  const features = recordFeatures(store);

  return class PersistingFileParser extends FileParser {
    /** @type {{ previous: Map<string, Features>, kept: Map<string, Features> } | null} */
    [STATE] = null;

    /**
     * @param {string[]} files
     * @param {AddError} addError
     */
    async parseFiles(files, addError) {
      const recordFile = path.join(directory(), RECORD_FILE);
      const allowed = recordAllowed(store);
      const state = { previous: allowed ? readRecord(recordFile) : new Map(), kept: new Map() };
      this[STATE] = allowed ? state : null;
      const documents = await super.parseFiles(files, addError);
      if (allowed) await writeRecord(recordFile, state.kept);
      return documents;
    }

    /**
     * @param {string} file
     * @param {AddError} addError
     * @returns {Promise<ParseResult>}
     */
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

/**
 * Puts the persisting parser in place of Gatsby's as the query compiler of the Gatsby at
 * `gatsbyRoot` loads it.
 * @param {string} gatsbyRoot
 */
function installForGatsby(gatsbyRoot) {
  whenGatsbyRequires(
    gatsbyRoot,
    PARSER_HOOK.file,
    PARSER_HOOK.request,
    (exported, compilerPath) => {
      const gatsbyRequire = Module.createRequire(compilerPath);
      const { store } = gatsbyRequire('../redux');
      const { getPathToLayoutComponent } = gatsbyRequire('gatsby-core-utils');
      exported.default = persistParseResults(exported.default, {
        store,
        version: gatsbyRequire('../../package.json').version,
        directory: () => store.getState().program.directory,
        readText: (/** @type {string} */ file) =>
          fs.promises.readFile(getPathToLayoutComponent(file), 'utf8'),
      });
    },
  );
}

module.exports = {
  persistParseResults,
  entryKey,
  recordAllowed,
  installForGatsby,
  RECORD_FILE,
  RECORDED_FEATURES,
  GATSBY_HOOKS,
  GATSBY_USES,
  GATSBY_ACTIONS,
};
