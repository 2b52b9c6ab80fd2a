import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const contract = require('../preload/gatsby-contract.cjs') as {
  checkGatsbyContract: (gatsbyRoot: string, siteRoot?: string) => string[];
  contractFiles: (gatsbyRoot: string) => string[];
  fieldsRead: (source: string, type: string) => string[] | null;
};
const { RECORDED_FEATURES } = require('../preload/query-parse-cache.cjs') as {
  RECORDED_FEATURES: string[];
};

/** The installed Gatsby's folder and the node_modules folder holding it. */
const GATSBY = path.dirname(require.resolve('gatsby/package.json', { paths: [ROOT] }));
const MODULES = path.dirname(GATSBY);

describe("the speed patches' contract with the installed Gatsby", () => {
  it('holds: every hooked file, request, export, method and recorded field is there', () => {
    assert.deepEqual(contract.checkGatsbyContract(GATSBY, ROOT), []);
  });

  it("records exactly the fields of SET_COMPONENT_FEATURES Gatsby's reducer reads", async () => {
    const reducer = await readFile(path.join(GATSBY, 'dist/redux/reducers/components.js'), 'utf8');
    assert.deepEqual(
      contract.fieldsRead(reducer, 'SET_COMPONENT_FEATURES'),
      ['componentPath', ...RECORDED_FEATURES].sort(),
    );
  });
});

describe('the contract against a copy of Gatsby that no longer matches', () => {
  let copy: string;
  let gatsbyCopy: string;

  before(async () => {
    // Only the files the check reads, in the same layout under a node_modules of their own.
    copy = await mkdtemp(path.join(tmpdir(), 'gatsby-contract-'));
    for (const file of contract.contractFiles(GATSBY)) {
      assert.ok(file.startsWith(MODULES + path.sep), file);
      await cp(file, path.join(copy, 'node_modules', path.relative(MODULES, file)));
    }
    gatsbyCopy = path.join(copy, 'node_modules', path.relative(MODULES, GATSBY));
  });
  after(() => rm(copy, { recursive: true, force: true }));

  it('holds on the unchanged copy', () => {
    assert.deepEqual(contract.checkGatsbyContract(gatsbyCopy, ROOT), []);
  });

  it('fails when a hooked file is renamed', async () => {
    const file = path.join(gatsbyCopy, 'dist/services/initialize.js');
    await rename(file, `${file}.renamed`);
    try {
      assert.deepEqual(contract.checkGatsbyContract(gatsbyCopy, ROOT), [
        'compiled-files-reuse: gatsby/dist/services/initialize.js is missing',
      ]);
    } finally {
      await rename(`${file}.renamed`, file);
    }
  });

  /** Checks the copy with one file's text changed, then puts the text back. */
  async function withEdit(relative: string, edit: (text: string) => string): Promise<string[]> {
    const file = path.join(gatsbyCopy, 'dist', relative);
    const text = await readFile(file, 'utf8');
    const changed = edit(text);
    assert.notEqual(changed, text, `the edit changes ${relative}`);
    await writeFile(file, changed);
    try {
      return contract.checkGatsbyContract(gatsbyCopy, ROOT);
    } finally {
      await writeFile(file, text);
    }
  }

  it('fails when a hooked file no longer requires what the patch waits for', async () => {
    const problems = await withEdit('query/query-compiler.js', (text) =>
      text.replace('require(`./file-parser`)', 'require(`./file-parser-v2`)'),
    );
    assert.deepEqual(problems, [
      "query-parse-cache: gatsby/dist/query/query-compiler.js no longer requires './file-parser'",
    ]);
  });

  it('fails when a wrapped export or method is renamed', async () => {
    const exports = await withEdit('utils/parcel/compile-gatsby-files.js', (text) =>
      text.replaceAll('exports.compileGatsbyFiles =', 'exports.compileSiteFiles ='),
    );
    assert.equal(exports.length, 1);
    assert.match(exports[0]!, /^compiled-files-reuse: .* no longer exports compileGatsbyFiles$/);
    const methods = await withEdit('query/graphql-runner.js', (text) =>
      text.replaceAll('this.scheduleClearCache =', 'this.scheduleCacheClear ='),
    );
    assert.equal(methods.length, 1);
    assert.match(methods[0]!, /^worker-pool-reuse: .* no longer defines scheduleClearCache$/);
  });

  it("fails when Gatsby's reducer reads a field of SET_COMPONENT_FEATURES the record leaves out", async () => {
    const problems = await withEdit('redux/reducers/components.js', (text) =>
      text.replace(
        'component.Head = action.payload.Head;',
        'component.Head = action.payload.Head;\n          component.Slices = action.payload.Slices;',
      ),
    );
    assert.deepEqual(problems, [
      'query-parse-cache: SET_COMPONENT_FEATURES is read as Head, Slices, componentPath, config, serverData by gatsby/dist/redux/reducers/components.js; the patch records Head, componentPath, config, serverData',
    ]);
  });
});
