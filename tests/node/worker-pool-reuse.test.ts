import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

interface Pool {
  /** Calls the child's function on every worker: one answer each. */
  all: { pid: () => Promise<number>[] };
  restart(): Promise<void>;
  end(): Promise<unknown>[];
}
type PoolClass = new (file: string, options: { numWorkers: number }) => Pool;

const reuse = require('../../src/build/worker-pool-reuse.cjs') as {
  keepWorkersOnRestart: (WorkerPool: PoolClass) => void;
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
