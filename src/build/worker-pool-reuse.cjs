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
 *
 * A worker that ran queries holds a timer: its GraphQLRunner clears its caches 5 s after the last
 * query. When the pool ends, that timer kept the worker alive until gatsby-worker killed it after
 * 1 s, and the build waited for that. In the workers the timer no longer holds the process open;
 * a worker that lives on still clears its caches.
 */
const { whenGatsbyRequires } = require('./require-hook.cjs');

/** Makes `restart` of WorkerPool keep the running workers. */
function keepWorkersOnRestart(WorkerPool) {
  WorkerPool.prototype.restart = async function keepWorkers() {};
}

/** GraphQLRunner whose scheduled cache clearing does not keep its process alive. */
function withUnrefCacheClearing(GraphQLRunner, delayMs = 5000) {
  return class WorkerGraphQLRunner extends GraphQLRunner {
    constructor(...args) {
      super(...args);
      let timer = null;
      // As lodash's debounce did: once, delayMs after the last call.
      this.scheduleClearCache = () => {
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => {
          timer = null;
          this.clearCache();
        }, delayMs);
        timer.unref();
      };
    }
  };
}

/** Applies both changes to the copies Gatsby loads: the pool's, and the runner its workers use. */
function installForGatsby(root) {
  whenGatsbyRequires(root, 'utils/worker/pool.js', 'gatsby-worker', (exported) =>
    keepWorkersOnRestart(exported.WorkerPool),
  );
  if (process.env.GATSBY_WORKER_POOL_WORKER !== 'true') return;
  const runner = '../../../query/graphql-runner';
  whenGatsbyRequires(root, 'utils/worker/child/queries.js', runner, (exported) => {
    exported.GraphQLRunner = withUnrefCacheClearing(exported.GraphQLRunner);
  });
}

module.exports = { keepWorkersOnRestart, withUnrefCacheClearing, installForGatsby };
