/**
 * `npm start`: the provider server on the embedded database (seeded from content/ when empty),
 * a production build of the site against it, and the site served on port 9000. The provider
 * calls the site's signed rebuild webhook after every content change; each rebuild is published
 * atomically. Ctrl-C stops both. The provider and the site share one API key (API_KEY) and one
 * rebuild secret (REBUILD_SECRET, random per start when unset; production requires one).
 * The editor app (admin/) is built when stale and served by the provider at /admin.
 * When nobody has an account yet, a development owner (owner@localhost, or ADMIN_EMAIL) is
 * created with a random password printed once below the URLs and stored nowhere else.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { s3SettingsFromEnv } from '@cloud-consulting/uploads-store/s3-settings';
import { startProvider, waitForReady } from './processes';
import { sharedApiKeyEnv } from '../site-server/src/api-key-env';
import { startLiveSite } from '../site-server/src/live-site';
import { uploadsMirror } from '../site-server/src/uploads-mirror';
import { checkRebuildSecret } from '../site-server/src/secrets';
import { ROOT } from '../site-server/src/site-root';
import { ensureEditorAppBuilt } from './editor-app';

const providerPort = Number(process.env.PORT || 8080);
const sitePort = Number(process.env.SITE_PORT || 9000);
const siteUrl = `http://localhost:${sitePort}`;
/** How long the provider may take to be ready on its first start. */
const PROVIDER_START_MS = 5 * 60_000;

async function main(): Promise<void> {
  checkRebuildSecret(process.env);
  // The editor app does not depend on the site's build: it is served even when a build fails.
  ensureEditorAppBuilt();
  const secret = process.env.REBUILD_SECRET?.trim() || randomBytes(32).toString('hex');
  const apiKey = sharedApiKeyEnv(process.env);
  // The provider's uploads in a bucket (UPLOADS_S3_BUCKET): each build copies them in first.
  const uploadsS3 = s3SettingsFromEnv(process.env);
  // The provider creates this owner only on an empty people table (see config.ts firstOwner).
  const devOwner = process.env.ADMIN_EMAIL?.trim()
    ? null
    : { email: 'owner@localhost', password: randomBytes(12).toString('base64url') };
  const provider = startProvider(
    {
      ...apiKey.provider,
      SITE_REBUILD_URL: `http://127.0.0.1:${sitePort}/__rebuild`,
      REBUILD_SECRET: secret,
      // Links in mails (newsletter verify and unsubscribe) lead to the site served here.
      PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL || siteUrl,
      ...(devOwner ? { ADMIN_EMAIL: devOwner.email, ADMIN_PASSWORD: devOwner.password } : {}),
    },
    providerPort,
  );
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await provider.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  provider.child.once('exit', (code) => {
    if (!stopping) {
      console.error(`The provider server stopped unexpectedly (exit code ${code}).`);
      void stop(1);
    }
  });

  try {
    // A first start migrates and seeds the database from content/: on a slow or busy machine
    // that takes minutes, so the wait is long (a provider that exits ends it at once).
    await waitForReady(provider.url, provider.child, PROVIDER_START_MS);
    console.log(`Provider API ready at ${provider.url}`);
    // Signing in with the new password tells whether this start created the owner.
    const ownerCreated =
      devOwner !== null &&
      (
        await fetch(`${provider.url}/admin/api/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(devOwner),
        })
      ).ok;
    const site = await startLiveSite({
      providerUrl: provider.url,
      port: sitePort,
      secret,
      siteUrl,
      buildEnv: apiKey.site,
      beforeBuild: uploadsS3
        ? uploadsMirror({
            settings: uploadsS3,
            folder: path.join(ROOT, 'static', 'uploads', 'images'),
            record: path.join(ROOT, '.site', 'uploads-from-bucket.json'),
            log: (message) => console.log(`[site] ${message}`),
          })
        : undefined,
      log: (message) => console.log(`[site] ${message}`),
    });
    site.queue.request('start');
    await site.queue.idle();
    if (site.queue.status().lastBuild?.result !== 'success') {
      console.error(site.queue.status().lastBuild?.error ?? 'The first build failed.');
      await stop(1);
      return;
    }
    console.log('');
    console.log(`  Site:         ${siteUrl}`);
    console.log(`  Provider API: ${provider.url}  (health: ${provider.url}/health)`);
    console.log(`  Editor app:   ${provider.url}/admin`);
    if (ownerCreated) {
      console.log(
        `  Editor sign-in: ${devOwner.email} / ${devOwner.password}  (shown once, stored nowhere)`,
      );
    }
    console.log('');
    console.log('Content changes rebuild the site. Press Ctrl-C to stop both.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
