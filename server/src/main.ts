/**
 * Command-line entry: listens first (so /health answers at once), then applies migrations and
 * seeds, after which /ready answers 200. Stops cleanly on SIGTERM and SIGINT.
 */
import { buildApp } from './app.js';
import { ConfigError, loadConfig, resolveEnvFiles, unsafeSecrets } from './config.js';

async function main(): Promise<void> {
  let config;
  let env;
  try {
    // Secrets given as files (NAME_FILE) are read once, for every check below.
    env = resolveEnvFiles(process.env);
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  // Production refused these above; in development they are expected, but said once each.
  for (const line of unsafeSecrets(env)) {
    console.warn(`Configuration warning: ${line} (fine locally, refused with NODE_ENV=production)`);
  }
  const app = await buildApp(config, { prepare: false });
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  await app.prepareDatabase();
  app.log.info(
    { database: app.db.kind, url: `http://${config.host}:${config.port}` },
    'provider server ready',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
