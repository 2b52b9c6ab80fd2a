import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

interface Pool {
  /** Calls the child's function on every worker: one answer each. */
  all: { pid: () => Promise<number>[] };
  restart(): Promise<void>;
  end(): Promise<unknown>[];
}
type PoolClass = new (file: string, options: { numWorkers: number }) => Pool;

interface Runner {
  scheduleClearCache: () => void;
}
type RunnerClass = new (...args: unknown[]) => Runner;

const REUSE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../preload/worker-pool-reuse.cjs',
);
const reuse = require(REUSE) as {
  keepWorkersOnRestart: (WorkerPool: PoolClass) => void;
  withUnrefCacheClearing: (GraphQLRunner: RunnerClass, delayMs?: number) => RunnerClass;
};
// The copy Gatsby's worker pool loads.
const gatsbyRequire = createRequire(require.resolve('gatsby/dist/utils/worker/pool.js'));
const { WorkerPool } = gatsbyRequire('gatsby-worker') as { WorkerPool: PoolClass };

/** The worker processes' ids before and after a restart of a pool of `Pool`. */
async function pidsAroundRestart(Pool: PoolClass): Promise<[number, number]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'worker-pool-'));
  const child = path.join(dir, 'child.cjs');
  await writeFile(child, 'exports.pid = async () => process.pid;\n');
  const pool = new Pool(child, { numWorkers: 1 });
  try {
    const [before] = await Promise.all(pool.all.pid());
    await pool.restart();
    const [after] = await Promise.all(pool.all.pid());
    return [before!, after!];
  } finally {
    await Promise.all(pool.end());
    await rm(dir, { recursive: true, force: true });
  }
}

describe("Gatsby's worker pool", () => {
  it('keeps the workers that ran the queries for the static HTML', async () => {
    class Kept extends WorkerPool {}
    reuse.keepWorkersOnRestart(Kept);
    const [before, after] = await pidsAroundRestart(Kept);
    assert.equal(after, before);
  });

  it('started new workers on restart as Gatsby made it', async () => {
    class AsInstalled extends WorkerPool {}
    const [before, after] = await pidsAroundRestart(AsInstalled);
    assert.notEqual(after, before);
  });
});

describe("a worker's GraphQLRunner", () => {
  it('clears its caches once, the given time after the last query', async () => {
    let cleared = 0;
    class Fake {
      scheduleClearCache = () => {};
      clearCache() {
        cleared += 1;
      }
    }
    const Runner = reuse.withUnrefCacheClearing(Fake as unknown as RunnerClass, 40);
    const runner = new Runner();
    runner.scheduleClearCache();
    await new Promise((resolve) => setTimeout(resolve, 20));
    runner.scheduleClearCache();
    await new Promise((resolve) => setTimeout(resolve, 25));
    assert.equal(cleared, 0, 'not 40 ms after the first call, when a second came 20 ms later');
    await new Promise((resolve) => setTimeout(resolve, 60));
    assert.equal(cleared, 1);
  });

  it('lets its process exit while the clearing waits', () => {
    const script = `
      const { withUnrefCacheClearing } = require(${JSON.stringify(REUSE)});
      class Fake { clearCache() { console.log('cleared'); } }
      const Runner = withUnrefCacheClearing(Fake, 30000);
      new Runner().scheduleClearCache();
    `;
    const started = Date.now();
    const result = spawnSync(process.execPath, ['-e', script], {
      encoding: 'utf8',
      timeout: 20000,
    });
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout, '');
    assert.ok(Date.now() - started < 10000, 'the process did not wait for the 30 s timer');
  });
});
