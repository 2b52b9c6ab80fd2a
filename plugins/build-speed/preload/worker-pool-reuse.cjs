// @ts-check
'use strict';

/**
 * Loaded into every gatsby command before Gatsby itself (./gatsby-preload.cjs).
 *
 * A build runs its page queries in Gatsby's worker processes, then ends them and starts new ones
 * (its only call of WorkerPool.restart, "to lower memory pressure while merging state") for the
 * static HTML. A new worker loads Gatsby's modules again before it renders a page. Here the
 * workers that ran the queries go on to render the pages, as in Gatsby before
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

/**
 * What this patch expects of Gatsby (gatsby-contract.cjs): the pool module requires
 * gatsby-worker, whose WorkerPool has a restart method; the workers' query module requires the
 * GraphQL runner, which schedules its cache clearing in scheduleClearCache.
 */
const POOL_HOOK = {
  file: 'utils/worker/pool.js',
  request: 'gatsby-worker',
  exports: ['WorkerPool'],
  methods: ['restart'],
};
const RUNNER_HOOK = {
  file: 'utils/worker/child/queries.js',
  request: '../../../query/graphql-runner',
  exports: ['GraphQLRunner'],
  methods: ['scheduleClearCache', 'clearCache'],
};
const GATSBY_HOOKS = [POOL_HOOK, RUNNER_HOOK];

/** @typedef {{ clearCache(): void, scheduleClearCache: () => void }} Runner */
/** @typedef {new (...args: any[]) => Runner} RunnerClass */

/**
 * Makes `restart` of WorkerPool keep the running workers.
 * @param {{ prototype: { restart(): Promise<void> } }} WorkerPool
 */
function keepWorkersOnRestart(WorkerPool) {
  WorkerPool.prototype.restart = async function keepWorkers() {};
}

/**
 * GraphQLRunner whose scheduled cache clearing does not keep its process alive.
 * @param {RunnerClass} GraphQLRunner
 * @param {number} [delayMs]
 * @returns {RunnerClass}
 */
function withUnrefCacheClearing(GraphQLRunner, delayMs = 5000) {
  return class WorkerGraphQLRunner extends GraphQLRunner {
    /** @param {any[]} args */
    constructor(...args) {
      super(...args);
      /** @type {NodeJS.Timeout | null} */
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

/**
 * Applies both changes to the copies the Gatsby at `gatsbyRoot` loads: the pool's, and the
 * runner its workers use.
 * @param {string} gatsbyRoot
 */
function installForGatsby(gatsbyRoot) {
  whenGatsbyRequires(gatsbyRoot, POOL_HOOK.file, POOL_HOOK.request, (exported) =>
    keepWorkersOnRestart(exported.WorkerPool),
  );
  if (process.env.GATSBY_WORKER_POOL_WORKER !== 'true') return;
  whenGatsbyRequires(gatsbyRoot, RUNNER_HOOK.file, RUNNER_HOOK.request, (exported) => {
    exported.GraphQLRunner = withUnrefCacheClearing(exported.GraphQLRunner);
  });
}

module.exports = { keepWorkersOnRestart, withUnrefCacheClearing, installForGatsby, GATSBY_HOOKS };
