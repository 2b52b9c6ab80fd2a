/**
 * `npm run serve`: the site server on its own, serving a built site as it is (no releases, no
 * rebuild webhook): public/, or SITE_DIR, such as the builder's RELEASES_DIR/current (followed
 * at each request, so a new release is served as soon as the builder switches the link).
 * SITE_PORT (default 9000) and SITE_HOST (default 127.0.0.1) set where it listens. With
 * GATSBY_API_URL (where the build sent browsers to the provider), pages get their
 * Content-Security-Policy as on the live site; without it, HTML goes out as built. Like the live
 * site, it will not start in production with an unsafe REBUILD_SECRET (secrets.ts), so one
 * production set-up fits both. SITE_REQUEST_TIMEOUT_MS and SITE_CONNECTION_TIMEOUT_MS change how
 * long a client may take (timeouts-from-env.ts), here as on the live site.
 */
import path from 'node:path';
import { createSiteServer } from './app';
import { siteTimeoutsFromEnv } from './timeouts-from-env';
import { EnvFileError } from '@cloud-consulting/domain/env-files';
import { createSiteMetrics, metricsAccessFromEnv } from './metrics';
import { checkRebuildSecret, UnsafeSecretError, withSecretFiles } from './secrets';

async function main(): Promise<void> {
  // Secrets given as files (REBUILD_SECRET_FILE, METRICS_TOKEN_FILE), as compose.yaml gives them.
  const env = withSecretFiles(process.env);
  checkRebuildSecret(env);
  const port = Number(process.env.SITE_PORT || 9000);
  const host = process.env.SITE_HOST || '127.0.0.1';
  const apiUrl = process.env.GATSBY_API_URL?.trim();
  const app = await createSiteServer({
    publicDir: path.resolve(process.env.SITE_DIR?.trim() || 'public'),
    csp: apiUrl ? { connectSrc: [apiUrl] } : undefined,
    metrics: { collector: createSiteMetrics(), access: metricsAccessFromEnv(env) },
    providerUrl: apiUrl,
    timeouts: siteTimeoutsFromEnv(env),
  });
  await app.listen({ port, host });
  console.log(`Site: http://localhost:${(app.server.address() as { port: number }).port}`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const known =
    error instanceof UnsafeSecretError ||
    error instanceof EnvFileError ||
    error instanceof RangeError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
