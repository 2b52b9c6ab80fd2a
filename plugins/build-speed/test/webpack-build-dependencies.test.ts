import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Configuration, type Stats } from 'webpack';
import {
  cacheVersion,
  installLockfile,
  ownConfigFiles,
  withVersionedCache,
} from '../src/webpack-build-dependencies';

describe('cacheVersion', () => {
  const files: Record<string, string> = {
    '/site/package-lock.json': '{"lockfileVersion":3}',
    '/site/.cache/compiled/gatsby-node.js': 'exports.a = 1',
    '/site/plugins/build-speed/src/loader.js': 'module.exports = (s) => s',
  };
  const read = (file: string): string => {
    if (!(file in files)) throw new Error(`unexpected read of ${file}`);
    return files[file];
  };
  const own = ['/site/plugins/build-speed/src/loader.js', '/site/.cache/compiled/gatsby-node.js'];

  it('is the same for the same files, in any order', () => {
    const version = cacheVersion(own, '/site/package-lock.json', read);
    assert.match(version, /^[0-9a-f]{32}$/);
    assert.equal(cacheVersion([...own].reverse(), '/site/package-lock.json', read), version);
  });

  it('changes when the installed packages or one of the own files change', () => {
    const before = cacheVersion(own, '/site/package-lock.json', read);
    const changed = (file: string, text: string) =>
      cacheVersion(own, '/site/package-lock.json', (f) => (f === file ? text : read(f)));
    assert.notEqual(changed('/site/package-lock.json', '{"lockfileVersion":3,"x":1}'), before);
    assert.notEqual(
      changed('/site/plugins/build-speed/src/loader.js', 'module.exports = () => ""'),
      before,
    );
    assert.notEqual(changed('/site/.cache/compiled/gatsby-node.js', 'exports.a = 2'), before);
  });

  it("changes with the build's settings, and not without them", () => {
    const version = (settings: string) =>
      cacheVersion(own, '/site/package-lock.json', read, settings);
    assert.notEqual(version('source-maps=true'), version('source-maps=false'));
    assert.equal(version('source-maps=true'), version('source-maps=true'));
  });
});

describe('installLockfile', () => {
  it("prefers npm's record of the installed tree, else the project's lockfile", () => {
    const hidden = path.join('/site', 'node_modules', '.package-lock.json');
    assert.equal(
      installLockfile('/site', (f) => f === hidden),
      hidden,
    );
    assert.equal(
      installLockfile('/site', () => false),
      path.join('/site', 'package-lock.json'),
    );
  });
});

describe('ownConfigFiles', () => {
  it("keeps the files of Gatsby's cache config that are not installed packages", () => {
    assert.deepEqual(
      ownConfigFiles({
        type: 'filesystem',
        buildDependencies: {
          config: [
            '/site/node_modules/gatsby/dist/utils/webpack.config.js',
            '/site/node_modules/gatsby-plugin-typescript/gatsby-node.js',
            '/site/.cache/compiled/gatsby-node.js',
          ],
        },
      }),
      ['/site/.cache/compiled/gatsby-node.js'],
    );
  });
});

describe('withVersionedCache', () => {
  it("keeps a version Gatsby set as part of the cache's version", () => {
    const config = withVersionedCache(
      { cache: { type: 'filesystem', version: 'gatsby-1', buildDependencies: {} } },
      process.cwd(),
      [],
    );
    const cache = config.cache as { version: string; buildDependencies: object };
    assert.match(cache.version, /^gatsby-1-[0-9a-f]{32}$/);
    assert.deepEqual(cache.buildDependencies, {});
  });

  it('leaves a configuration without a filesystem cache as it is', () => {
    const config = { cache: false as const };
    assert.equal(withVersionedCache(config, process.cwd(), []), config);
  });
});

/** A small project compiled by real webpack with a filesystem cache, as Gatsby configures it. */
describe('withVersionedCache with webpack', () => {
  let dir = '';
  const lockfile = () => path.join(dir, 'package-lock.json');
  const loader = () => path.join(dir, 'upper-loader.js');

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'webpack-build-dependencies-'));
    await writeFile(
      path.join(dir, 'entry.js'),
      'import { word } from "./word.txt";\nconsole.log(word);\n',
    );
    await writeFile(path.join(dir, 'word.txt'), 'hello');
    await writeFile(lockfile(), '{"lockfileVersion":3,"packages":{}}');
    await writeFile(
      loader(),
      'module.exports = (source) => `export const word = ${JSON.stringify(source.toUpperCase())};`;\n',
    );
  });
  after(() => rm(dir, { recursive: true, force: true }));

  function compile(): Promise<Stats> {
    const gatsbyLike: Configuration = {
      mode: 'production',
      context: dir,
      entry: './entry.js',
      output: { path: path.join(dir, 'out') },
      module: { rules: [{ test: /\.txt$/, use: [{ loader: loader() }] }] },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(dir, 'cache'),
        buildDependencies: { config: [path.join(dir, 'entry.js')] },
      },
      infrastructureLogging: { level: 'none' },
    };
    const compiler = webpack(withVersionedCache(gatsbyLike, dir, [loader()]));
    return new Promise((resolve, reject) => {
      compiler.run((error, stats) => {
        if (error || !stats) return reject(error ?? new Error('no stats'));
        if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
        // Closing stores the cache, as Gatsby does between its compilations.
        compiler.close((closeError) => (closeError ? reject(closeError) : resolve(stats)));
      });
    });
  }

  /** Whether the loaded text module was compiled in this run rather than taken from the cache. */
  const builtWord = (stats: Stats): boolean =>
    [...stats.compilation.modules].some(
      (module) =>
        module.identifier().endsWith('word.txt') &&
        (stats.compilation.builtModules as Set<unknown>).has(module),
    );

  it('leaves webpack no build dependency to walk, and reuses the cache', async () => {
    const first = await compile();
    assert.equal(builtWord(first), true);
    assert.equal(first.compilation.buildDependencies.size, 0);
    const second = await compile();
    assert.equal(builtWord(second), false, 'the second compilation came from the cache');
  });

  it('starts from an empty cache when the installed packages change', async () => {
    await writeFile(lockfile(), '{"lockfileVersion":3,"packages":{"": {"version":"2"}}}');
    assert.equal(builtWord(await compile()), true);
    assert.equal(builtWord(await compile()), false);
  });

  it('starts from an empty cache when one of the own loaders changes', async () => {
    await writeFile(
      loader(),
      'module.exports = (source) => `export const word = ${JSON.stringify(source)};`;\n',
    );
    const stats = await compile();
    assert.equal(builtWord(stats), true);
  });
});
