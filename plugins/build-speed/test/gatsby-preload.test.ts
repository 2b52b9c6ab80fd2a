import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// What a gatsby command's process sees once Gatsby has loaded the modules the preload changes.
const PROBE = `
require('gatsby/dist/query/query-compiler');
require('gatsby/dist/utils/worker/pool');
require('gatsby/dist/services/initialize');
if (process.env.GATSBY_WORKER_POOL_WORKER) require('gatsby/dist/utils/worker/child/queries');
const gatsbyRequire = require('node:module').createRequire(require.resolve('gatsby/dist/utils/worker/pool'));
const watcher = require('@parcel/watcher');
require('node:fs').writeSync(1, 'PROBE' + JSON.stringify({
  parser: require('gatsby/dist/query/file-parser').default.name,
  restart: gatsbyRequire('gatsby-worker').WorkerPool.prototype.restart.name,
  snapshots: [watcher.writeSnapshot.name, watcher.getEventsSince.name],
  runner: require('gatsby/dist/query/graphql-runner').GraphQLRunner.name,
  compile: require('gatsby/dist/utils/parcel/compile-gatsby-files').compileGatsbyFiles.name,
}) + '\\n');
`;

function probe(args: string[], env: NodeJS.ProcessEnv = {}): Record<string, unknown> {
  const result = spawnSync(process.execPath, [...args, '-e', PROBE], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env },
  });
  assert.equal(result.status, 0, result.stderr);
  // Gatsby's reporter may write terminal control characters around it.
  const found = /PROBE(\{.*\})/.exec(result.stdout);
  assert.ok(found, result.stdout);
  return JSON.parse(found[1]!) as Record<string, unknown>;
}

describe('the preload of gatsby commands (preload/gatsby-preload.cjs)', () => {
  const preload = ['--require', path.join(ROOT, 'plugins/build-speed/preload/gatsby-preload.cjs')];

  it("changes the installed Gatsby's compile, query parser, worker pool and Parcel's crawls", () => {
    assert.deepEqual(probe(preload), {
      parser: 'PersistingFileParser',
      restart: 'keepWorkers',
      snapshots: ['scopedWriteSnapshot', 'scopedGetEventsSince'],
      runner: 'GraphQLRunner',
      compile: 'compileGatsbyFilesUnlessUnchanged',
    });
  });

  it("changes the GraphQL runner of Gatsby's workers, and only theirs", () => {
    const inWorker = probe(preload, { GATSBY_WORKER_POOL_WORKER: 'true' });
    assert.equal(inWorker.runner, 'WorkerGraphQLRunner');
  });

  it('leaves them as installed without it', () => {
    const plain = probe([]);
    assert.equal(plain.parser, 'FileParser');
    assert.equal(plain.restart, 'restart');
    assert.equal(plain.compile, 'compileGatsbyFiles');
    assert.equal(probe([], { GATSBY_WORKER_POOL_WORKER: 'true' }).runner, 'GraphQLRunner');
    assert.notDeepEqual(plain.snapshots, ['scopedWriteSnapshot', 'scopedGetEventsSince']);
  });
});
