import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

interface WatcherOptions {
  ignore?: string[];
}
type Crawl = (dir: string, snapshot: string, options?: WatcherOptions) => Promise<unknown>;
interface Watcher {
  writeSnapshot: Crawl;
  getEventsSince: (
    dir: string,
    snapshot: string,
    options?: WatcherOptions,
  ) => Promise<{ type: string; path: string }[]>;
}

const scope = require('../preload/parcel-snapshot-scope.cjs') as {
  snapshotOptions: (root: string, dir: string, options?: WatcherOptions) => WatcherOptions;
  scopeSnapshots: (watcher: Watcher, root: string) => void;
};
const parcelWatcher = require('@parcel/watcher') as Watcher;

async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

describe("Parcel's snapshots of the site", () => {
  it('leave node_modules and public/ out of crawls of the site root, and keep its own ignores', () => {
    const options = scope.snapshotOptions('/site', '/site/', { ignore: ['/site/.git'] });
    assert.deepEqual(options.ignore, ['/site/.git', '/site/node_modules', '/site/public']);
    assert.deepEqual(scope.snapshotOptions('/site', '/site', undefined).ignore, [
      '/site/node_modules',
      '/site/public',
    ]);
  });

  it('leave crawls of other folders as they were asked for', () => {
    const options = { ignore: ['/elsewhere/.git'] };
    assert.equal(scope.snapshotOptions('/site', '/elsewhere', options), options);
  });

  it('still report changes to the sources and to .cache/compiled, and no others', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'parcel-scope-'));
    try {
      const compiled = path.join(root, '.cache/compiled/gatsby-node.js');
      await write(path.join(root, 'gatsby-node.ts'), 'export const a = 1;\n');
      await write(compiled, 'exports.a = 1;\n');
      await write(path.join(root, 'node_modules/some-package/index.js'), 'module.exports = 1;\n');
      await write(path.join(root, 'public/index.html'), '<p>one</p>\n');

      // The real watcher's crawls, scoped as the preload scopes them for the site's root.
      const watcher: Watcher = {
        writeSnapshot: parcelWatcher.writeSnapshot,
        getEventsSince: parcelWatcher.getEventsSince,
      };
      scope.scopeSnapshots(watcher, root);
      const snapshot = path.join(tmpdir(), `${path.basename(root)}.snapshot`);
      const ignore = [path.join(root, '.cache/.parcel-cache')];
      await watcher.writeSnapshot(root, snapshot, { ignore });

      await write(path.join(root, 'gatsby-node.ts'), 'export const a = 2;\n');
      await unlink(compiled);
      await write(path.join(root, 'node_modules/some-package/index.js'), 'module.exports = 2;\n');
      await write(path.join(root, 'node_modules/new-package/index.js'), 'module.exports = 3;\n');
      await write(path.join(root, 'public/page/index.html'), '<p>two</p>\n');

      const events = await watcher.getEventsSince(root, snapshot, { ignore });
      await rm(snapshot, { force: true });
      const seen = events.map((event) => `${event.type} ${path.relative(root, event.path)}`).sort();
      assert.deepEqual(seen, ['delete .cache/compiled/gatsby-node.js', 'update gatsby-node.ts']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
