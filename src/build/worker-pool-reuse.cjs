'use strict';

/**
 * Loaded into every gatsby command before Gatsby itself (src/build/gatsby-preload.cjs).
 *
 * A build runs its page queries in Gatsby's worker processes, then ends them and starts new ones
 * (its only call of WorkerPool.restart, "to lower memory pressure while merging state") for the
 * static HTML. A new worker loads Gatsby's modules again before it renders a page: 0.85 s of a
 * build after one post edit on two cores, in which static HTML for 166 pages took 1.8 s instead
 * of 0.9 s. Here the workers that ran the queries go on to render the pages, as in Gatsby before
 * that restart was added; the pool still ends when the build does. The queries' state reaches
 * the main process through files either way (saved before the restart, merged after it), and the
 * peak memory of a 1,000-post build is measured by `npm run bench` against its budget.
 */
const { whenRequired } = require('./require-hook.cjs');

/** Makes `restart` of WorkerPool keep the running workers. */
function keepWorkersOnRestart(WorkerPool) {
  WorkerPool.prototype.restart = async function keepWorkers() {};
}

/** Applies keepWorkersOnRestart to the gatsby-worker Gatsby's worker pool loads. */
function installForGatsby(root) {
  let poolPath;
  try {
    poolPath = require.resolve('gatsby/dist/utils/worker/pool.js', { paths: [root] });
  } catch {
    return; // No Gatsby installed: nothing to change.
  }
  whenRequired(poolPath, 'gatsby-worker', (exported) => keepWorkersOnRestart(exported.WorkerPool));
}

module.exports = { keepWorkersOnRestart, installForGatsby };
