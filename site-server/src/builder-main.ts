/**
 * `npm run builder`: the builder on its own (builder.ts). Builds once at start, then on every
 * signed webhook call (POST /__rebuild on BUILDER_PORT; GET /__rebuild/status shows the builds).
 * Refuses to start without REBUILD_SECRET. Stops on SIGTERM and SIGINT after the running build.
 */
import { BuilderConfigError, builderSettings, startBuilder } from './builder';
import { UnsafeSecretError } from './secrets';

async function main(): Promise<void> {
  const settings = builderSettings(process.env);
  const builder = await startBuilder(settings);
  console.log(
    `[builder] webhook at http://${settings.host}:${settings.port}/__rebuild, ` +
      `building from ${settings.providerUrl} into ${settings.releasesDir}` +
      (settings.uploadsS3 ? `, with the uploads of bucket ${settings.uploadsS3.bucket}` : '') +
      (settings.deployCommand ? ', deploying each release' : ''),
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void builder.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  builder.queue.request('start');
}

main().catch((error: unknown) => {
  const known = error instanceof BuilderConfigError || error instanceof UnsafeSecretError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
