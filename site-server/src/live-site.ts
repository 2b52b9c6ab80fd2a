/**
 * The live site as `npm start` runs it: the site server publishing each successful gatsby build
 * atomically, rebuilding when the provider's signed webhook calls it, and reporting each build
 * back to the provider (signed with the same secret) for the editors' build history.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILD_REPORT_PATH } from '@cloud-consulting/domain/site-builds';
import { pagesOfFiles } from '@cloud-consulting/domain/page-files';
import { createSiteServer } from './app';
import { createBuildReporter } from './build-reports';
import { runGatsby } from './gatsby-command';
import { createRebuildQueue, type RebuildQueue } from './rebuild-queue';
import { createSiteMetrics, metricsAccessFromEnv, type MetricsAccess } from './metrics';
import { replacedByGatsby } from './gatsby-output';
import { createReleases, separateFromReleases } from './releases';
import { rebuildSecretProblem, UnsafeSecretError } from './secrets';
import { siteTimeoutsFromEnv } from './timeouts-from-env';
import { ROOT } from './site-root';
import { writeStaticHostFiles } from './static-host';

export interface LiveSiteOptions {
  /** The provider: builds read it, and each build is reported to it (BUILD_REPORT_PATH). */
  providerUrl: string;
  port: number;
  host?: string;
  /** Shared with the provider (REBUILD_SECRET). */
  secret: string;
  /** Public address of the site (SITE_URL of the build). */
  siteUrl: string;
  releasesDir?: string;
  /** The folder a build writes (default public/). */
  buildDir?: string;
  /** The folder the build copies into `buildDir` as it is (default static/). */
  staticDir?: string;
  /** Extra environment of every build. */
  buildEnv?: NodeJS.ProcessEnv;
  gatsbyOutput?: 'inherit' | 'pipe';
  /** Where NODE_ENV is read (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** Serve the live release on the port too (default true); the builder alone does not. */
  serveSite?: boolean;
  /**
   * Runs on each good release before it goes live (the builder's DEPLOY_COMMAND, deploy.ts);
   * when it throws, the build fails and the live release stays.
   */
  deploy?(release: string): Promise<void>;
  /**
   * Runs before each build (the builder's copy of the uploads bucket, uploads-mirror.ts); when it
   * throws, the build fails and the live release stays.
   */
  beforeBuild?(): Promise<void>;
  /** Who may read GET /metrics (default: METRICS_TOKEN and NODE_ENV of `env`, metrics.ts). */
  metricsAccess?: MetricsAccess;
  /** Runs one build (default: gatsby build); tests stand in for Gatsby with it. */
  runBuild?(env: NodeJS.ProcessEnv): Promise<unknown>;
  log?(message: string): void;
}

export interface LiveSite {
  queue: RebuildQueue;
  close(): Promise<void>;
}

/**
 * Runs one build. Once a release is live, the build may not stand in content/ for what the
 * provider could not give (BUILD_FALLBACK=never): it fails and the live release stays. When the
 * build stops for such a reason, that reason (written by the site-data plugin) is the error the
 * rebuild status shows, rather than the tail of Gatsby's output.
 */
async function buildOnce(
  run: (env: NodeJS.ProcessEnv) => Promise<unknown>,
  env: NodeJS.ProcessEnv,
  hasRelease: boolean,
): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-build-'));
  const reasonFile = path.join(dir, 'stop-reason.txt');
  try {
    await run({
      ...env,
      BUILD_FALLBACK: hasRelease ? 'never' : 'first-build',
      BUILD_STOP_REASON_FILE: reasonFile,
    });
  } catch (error) {
    const reason = await readFile(reasonFile, 'utf8').catch(() => null);
    throw reason ? new Error(reason) : error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function startLiveSite(options: LiveSiteOptions): Promise<LiveSite> {
  const env = options.env ?? process.env;
  const problem = rebuildSecretProblem({ REBUILD_SECRET: options.secret, NODE_ENV: env.NODE_ENV });
  if (problem && env.NODE_ENV === 'production') {
    throw new UnsafeSecretError(`NODE_ENV=production needs a private REBUILD_SECRET: ${problem}`);
  }
  const releases = createReleases(options.releasesDir ?? path.join(ROOT, '.site', 'releases'));
  const buildDir = options.buildDir ?? path.join(ROOT, 'public');
  const staticDir = options.staticDir ?? path.join(ROOT, 'static');
  const runBuild =
    options.runBuild ??
    ((buildEnv: NodeJS.ProcessEnv) =>
      runGatsby(['build'], buildEnv, options.gatsbyOutput ?? 'inherit'));
  // The pages call the provider from the browser, at the address the build compiled in.
  const csp = { connectSrc: [options.buildEnv?.GATSBY_API_URL ?? options.providerUrl] };
  const reporter = createBuildReporter({
    url: `${options.providerUrl.replace(/\/+$/, '')}${BUILD_REPORT_PATH}`,
    secret: options.secret,
    log: options.log,
  });
  const metrics = createSiteMetrics();
  const queue = createRebuildQueue({
    build: async () => {
      await options.beforeBuild?.();
      // The build writes most files in place: none of them may be a release's (releases.ts).
      await separateFromReleases(buildDir, await replacedByGatsby(staticDir));
      await buildOnce(
        runBuild,
        {
          PROVIDER_API_URL: options.providerUrl,
          GATSBY_API_URL: options.providerUrl,
          SITE_URL: options.siteUrl,
          // A running site does not write into the source tree (src/gatsby-types.d.ts).
          BUILD_TYPES: '0',
          ...options.buildEnv,
        },
        releases.current() !== null,
      );
    },
    publish: async () => {
      // Static hosts get the redirects and headers this server answers (static-host.ts).
      await writeStaticHostFiles(buildDir, csp);
      let pagesWritten: number | undefined;
      await releases.publish(buildDir, {
        beforeSwitch: options.deploy,
        replacedByNextBuild: await replacedByGatsby(staticDir),
        onWritten: (files) => (pagesWritten = pagesOfFiles(files).length),
      });
      return { pagesWritten };
    },
    report: reporter.report,
    onFinished: (record) => metrics.build(record),
    log: options.log,
  });
  metrics.watch(queue);
  const site = await createSiteServer({
    publicDir: releases.current,
    csp,
    rebuild: { secret: options.secret, queue },
    serveFiles: options.serveSite,
    metrics: {
      collector: metrics,
      access: options.metricsAccess ?? metricsAccessFromEnv(env),
    },
    providerUrl: options.buildEnv?.GATSBY_API_URL ?? options.providerUrl,
    timeouts: siteTimeoutsFromEnv(env),
  });
  await site.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return {
    queue,
    async close() {
      await queue.idle();
      await reporter.idle();
      await releases.idle();
      await site.close();
    },
  };
}
