import { afterEach, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

type Compile = (siteRoot: string) => Promise<void>;
const reuse = require('../preload/compiled-files-reuse.cjs') as {
  reuseWhenUnchanged: (compile: Compile, versions: () => Record<string, unknown>) => Compile;
  COMPILED_DIR: string;
  RECORD_FILE: string;
};

let root: string;
let compiles: number;
let versions: Record<string, unknown>;

async function write(relative: string, text: string): Promise<void> {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

/** Stands for Gatsby's compile: empties .cache/compiled and writes the compiled files. */
const parcel: Compile = async (siteRoot) => {
  compiles += 1;
  const dir = path.join(siteRoot, reuse.COMPILED_DIR);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'gatsby-node.js'), `exports.compiled = ${compiles};\n`);
  await writeFile(path.join(dir, 'gatsby-config.js'), 'module.exports = {};\n');
  // A local plugin's gatsby-node, as Gatsby's compile writes it.
  await mkdir(path.join(dir, 'plugins', 'site-data'), { recursive: true });
  await writeFile(
    path.join(dir, 'plugins', 'site-data', 'gatsby-node.js'),
    'exports.plugin = 1;\n',
  );
};

const compile = () => reuse.reuseWhenUnchanged(parcel, () => versions)(root);

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'compiled-reuse-'));
  compiles = 0;
  versions = { gatsby: '5', parcel: '2', node: 'v20', nodeEnv: 'production' };
  await write('.gitignore', 'node_modules\n.cache/\npublic/\n.data/\n*.log\n');
  await write('gatsby-node.ts', "export { onPostBuild } from './plugins/site-data/post';\n");
  await write('plugins/site-data/post.ts', 'export const onPostBuild = () => {};\n');
  await write('server/src/shared.ts', 'export const shared = 1;\n');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the compiled gatsby files of the last build', () => {
  it('are kept when no input changed, and made again when a source anywhere in the site changes', async () => {
    await compile();
    await compile();
    assert.equal(compiles, 1, 'nothing changed: no compile');

    await write('plugins/site-data/post.ts', 'export const onPostBuild = () => 1;\n');
    await compile();
    assert.equal(compiles, 2, 'a module gatsby-node imports changed');

    await write('server/src/shared.ts', 'export const shared = 2;\n');
    await compile();
    assert.equal(compiles, 3, 'a module outside src/ changed');

    // Same size, only the modification time differs.
    await utimes(path.join(root, 'gatsby-node.ts'), new Date(), new Date(Date.now() + 5_000));
    await compile();
    assert.equal(compiles, 4);

    await write('src/new-module.ts', 'export {};\n');
    await compile();
    assert.equal(compiles, 5, 'a file was added');
  });

  it('are kept when only built, installed or ignored files, or type declarations, change', async () => {
    await compile();
    await write('public/index.html', '<p>built</p>');
    await write('node_modules/some-package/index.js', 'module.exports = 1;\n');
    await write('server/node_modules/other/index.js', 'module.exports = 2;\n');
    await write('.data/pg/base', 'rows');
    await write('.cache/webpack/pack', 'cache');
    await write('src/gatsby-types.d.ts', 'declare namespace Queries {}\n');
    await compile();
    assert.equal(compiles, 1);
  });

  it('are kept when Gatsby clears the rest of .cache, as on a first build', async () => {
    await write('.cache/redux/state', 'state');
    await compile();
    for (const name of await readdir(path.join(root, '.cache'))) {
      if (name !== 'compiled') await rm(path.join(root, '.cache', name), { recursive: true });
    }
    await compile();
    assert.equal(compiles, 1);
  });

  it('are made again when they were changed or removed, or a tool changed', async () => {
    await compile();
    await write(path.join(reuse.COMPILED_DIR, 'gatsby-node.js'), 'exports.edited = true;\n');
    await compile();
    assert.equal(compiles, 2, 'a compiled file was not what the compile wrote');

    await write(
      path.join(reuse.COMPILED_DIR, 'plugins/site-data/gatsby-node.js'),
      'exports.x = 1;\n',
    );
    await compile();
    assert.equal(compiles, 3, "a local plugin's compiled file was not what the compile wrote");

    await rm(path.join(root, reuse.COMPILED_DIR), { recursive: true });
    await compile();
    assert.equal(compiles, 4, 'the compiled files were gone');

    versions = { ...versions, parcel: '3' };
    await compile();
    assert.equal(compiles, 5, 'another Parcel');

    await rm(path.join(root, reuse.RECORD_FILE));
    await compile();
    assert.equal(compiles, 6, 'no record (a cleaned cache)');
  });
});
