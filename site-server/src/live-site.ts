/**
 * The live site as `npm start` runs it: the site server publishing each successful gatsby build
 * atomically, and rebuilding when the provider's signed webhook calls it.
 */
import path from 'node:path';
// How to run gatsby (with the site's preloads) is known in one place, shared with `npm run develop`.
import { ROOT, runGatsby } from '../../scripts/processes';
import { createSiteServer } from './app';
import { createRebuildQueue, type RebuildQueue } from './rebuild-queue';
import { createReleases } from './releases';

export interface LiveSiteOptions {
  providerUrl: string;
  port: number;
  host?: string;
  /** Shared with the provider (REBUILD_SECRET). */
  secret: string;
  /** Public address of the site (SITE_URL of the build). */
  siteUrl: string;
  releasesDir?: string;
  /** Extra environment of every build. */
  buildEnv?: NodeJS.ProcessEnv;
  gatsbyOutput?: 'inherit' | 'pipe';
  log?(message: string): void;
}

export interface LiveSite {
  queue: RebuildQueue;
  close(): Promise<void>;
}

export async function startLiveSite(options: LiveSiteOptions): Promise<LiveSite> {
  const releases = createReleases(options.releasesDir ?? path.join(ROOT, '.site', 'releases'));
  const queue = createRebuildQueue({
    build: async () => {
      await runGatsby(
        ['build'],
        {
          PROVIDER_API_URL: options.providerUrl,
          GATSBY_API_URL: options.providerUrl,
          SITE_URL: options.siteUrl,
          // A running site does not write into the source tree (src/gatsby-types.d.ts).
          BUILD_TYPES: '0',
          ...options.buildEnv,
        },
        options.gatsbyOutput ?? 'inherit',
      );
    },
    publish: async () => {
      await releases.publish(path.join(ROOT, 'public'));
    },
    log: options.log,
  });
  const site = await createSiteServer({
    publicDir: releases.current,
    // The pages call the provider from the browser, at the address the build compiled in.
    csp: { connectSrc: [options.buildEnv?.GATSBY_API_URL ?? options.providerUrl] },
    rebuild: { secret: options.secret, queue },
  });
  await site.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return {
    queue,
    async close() {
      await queue.idle();
      await site.close();
    },
  };
}
