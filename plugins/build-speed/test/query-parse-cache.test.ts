import { afterEach, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

interface Features {
  serverData: boolean;
  config: boolean;
  Head: boolean;
}
interface Action {
  type: string;
  payload?: { componentPath?: string } & Partial<Features>;
}
interface Store {
  dispatch: (action: Action) => unknown;
  getState: () => { flattenedPlugins?: { name: string; nodeAPIs: string[] }[] };
}
type Parser = new () => {
  parseFiles: (files: string[], addError: (error: unknown) => void) => Promise<unknown[]>;
};

const cacheModule = require('../preload/query-parse-cache.cjs') as {
  persistParseResults: (
    FileParser: Parser,
    options: {
      store: Store;
      version: string;
      directory: () => string;
      readText: (file: string) => Promise<string>;
    },
  ) => Parser;
  entryKey: (version: string, file: string, text: string) => string;
  recordAllowed: (store: Pick<Store, 'getState'>) => boolean;
  RECORD_FILE: string;
};
// Gatsby's own parser and store, as its query compiler uses them.
const FileParser = (require('gatsby/dist/query/file-parser') as { default: Parser }).default;
const { store } = require('gatsby/dist/redux') as { store: Store };

const VERSION = 'test';
const HEAD_ONLY =
  'export const Head = () => null;\nexport default function Page() { return null; }\n';
const WITH_QUERY = [
  "import { graphql } from 'gatsby';",
  'export default function Page() { return null; }',
  'export const query = graphql`query PageQuery { site { id } }`;',
  '',
].join('\n');
const BROKEN = 'export const Head = (;\n';
const STATIC_IMAGE = [
  "import { StaticImage } from 'gatsby-plugin-image';",
  'export const Head = () => null;',
  '',
].join('\n');

let dir: string;
let features: Map<string, Features>;
let restoreDispatch: () => void;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'query-parse-'));
  // Every page-API finding Gatsby's store is told about, by file.
  features = new Map();
  const dispatch = store.dispatch;
  store.dispatch = (action: Action) => {
    if (action.type === 'SET_COMPONENT_FEATURES' && action.payload?.componentPath) {
      const { serverData, config, Head } = action.payload as Features;
      features.set(action.payload.componentPath, { serverData, config, Head });
    }
    return dispatch(action);
  };
  restoreDispatch = () => {
    store.dispatch = dispatch;
  };
});

afterEach(async () => {
  restoreDispatch();
  await rm(dir, { recursive: true, force: true });
});

function persistingParser(): Parser {
  return cacheModule.persistParseResults(FileParser, {
    store,
    version: VERSION,
    directory: () => dir,
    readText: (file) => readFile(file, 'utf8'),
  });
}

async function source(name: string, text: string): Promise<string> {
  const file = path.join(dir, 'src', name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  return file;
}

async function record(): Promise<Record<string, Features>> {
  const text = await readFile(path.join(dir, cacheModule.RECORD_FILE), 'utf8');
  return (JSON.parse(text) as { entries: Record<string, Features> }).entries;
}

async function writeRecord(entries: Record<string, Features>): Promise<void> {
  await mkdir(path.join(dir, '.cache'), { recursive: true });
  await writeFile(path.join(dir, cacheModule.RECORD_FILE), JSON.stringify({ entries }));
}

async function parse(files: string[]): Promise<{ documents: unknown[]; errors: unknown[] }> {
  const errors: unknown[] = [];
  const Parser = persistingParser();
  const documents = await new Parser().parseFiles(files, (error) => errors.push(error));
  return { documents, errors };
}

describe('the record of what Gatsby found in files without queries', () => {
  it('keeps the page APIs of a file without a query, and nothing of the other files', async () => {
    const headOnly = await source('head-only.tsx', HEAD_ONLY);
    const withQuery = await source('with-query.tsx', WITH_QUERY);
    const broken = await source('broken.tsx', BROKEN);
    const staticImage = await source('static-image.tsx', STATIC_IMAGE);

    const { documents, errors } = await parse([headOnly, withQuery, broken, staticImage]);

    assert.equal(documents.length, 1, 'the query is found');
    assert.equal(errors.length, 1, 'the broken file is reported');
    assert.deepEqual(await record(), {
      [cacheModule.entryKey(VERSION, headOnly, HEAD_ONLY)]: {
        serverData: false,
        config: false,
        Head: true,
      },
    });
    assert.deepEqual(features.get(headOnly), { serverData: false, config: false, Head: true });
  });

  it("answers from the record without parsing the file, and tells Gatsby's store", async () => {
    // Text Babel cannot parse: only an answer from the record avoids an error.
    const file = await source('known.tsx', BROKEN);
    const known = { serverData: false, config: true, Head: true };
    await writeRecord({
      [cacheModule.entryKey(VERSION, file, BROKEN)]: known,
      'a-file-no-longer-there': { serverData: false, config: false, Head: false },
    });

    const { documents, errors } = await parse([file]);

    assert.deepEqual(documents, []);
    assert.deepEqual(errors, []);
    assert.deepEqual(features.get(file), known);
    assert.deepEqual(await record(), { [cacheModule.entryKey(VERSION, file, BROKEN)]: known });
  });

  it('parses a file again once its text or Gatsby changes', async () => {
    const file = await source('page.tsx', HEAD_ONLY);
    const stale = { serverData: true, config: true, Head: false };
    await writeRecord({
      [cacheModule.entryKey(VERSION, file, 'export default () => null;\n')]: stale,
      [cacheModule.entryKey('another-gatsby', file, HEAD_ONLY)]: stale,
    });

    await parse([file]);

    const found = { serverData: false, config: false, Head: true };
    assert.deepEqual(features.get(file), found);
    assert.deepEqual(await record(), { [cacheModule.entryKey(VERSION, file, HEAD_ONLY)]: found });
  });

  it('is off when a plugin other than gatsby-plugin-image preprocesses sources', () => {
    const withPlugins = (plugins: { name: string; nodeAPIs: string[] }[]) => ({
      getState: () => ({ flattenedPlugins: plugins }),
    });
    const image = { name: 'gatsby-plugin-image', nodeAPIs: ['preprocessSource'] };
    const other = { name: 'gatsby-plugin-mdx', nodeAPIs: ['preprocessSource', 'onCreateNode'] };
    const plain = { name: 'gatsby-plugin-sitemap', nodeAPIs: ['onPostBuild'] };
    assert.equal(cacheModule.recordAllowed(withPlugins([image, plain])), true);
    assert.equal(cacheModule.recordAllowed(withPlugins([image, plain, other])), false);
  });
});
