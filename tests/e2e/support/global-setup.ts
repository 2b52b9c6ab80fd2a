/**
 * End-to-end set-up, all real: a fallback build with the provider unreachable (kept aside), then
 * the live site as `npm start` runs it: a provider server on a fresh embedded database seeded
 * with a unique site name and calling the site's signed rebuild webhook, and the site server
 * building and publishing against it, and a control that stops and restarts the provider for an
 * outage. Addresses reach the tests through process.env.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { runGatsby } from '../../../site-server/src/gatsby-command';
import { ROOT } from '../../../site-server/src/site-root';
import { startProvider, waitForReady } from '../../../scripts/processes';
import { createSiteServer } from '../../../site-server/src/app';
import { startLiveSite } from '../../../site-server/src/live-site';
import { startProviderControl } from './provider-control';
import { startSmtpCatcher } from './smtp-catcher';
import { ensureEditorAppBuilt } from '../../../scripts/editor-app';

const WORK = path.join(ROOT, '.e2e');
/** The analytics measurement id the provider's settings carry in the end-to-end run. */
const E2E_GA_ID = 'G-E2ETEST123';
/**
 * Latest cards per blog listing page in the end-to-end builds: small, so that content/'s dozen
 * posts fill several pages of /blog and of its largest tags, and the paging links are used.
 */
export const E2E_BLOG_PAGE_SIZE = 4;

/**
 * Ports chosen here are listened on only later (the site's after its first build), so they come
 * from below the kernel's ephemeral range (32768-60999): a port the kernel hands out for an
 * outgoing connection meanwhile could otherwise be the one chosen, and listening on it fails.
 */
const PORT_RANGE = { from: 20_000, to: 32_000 };
const handedOut = new Set<number>();

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = PORT_RANGE.from + Math.floor(Math.random() * (PORT_RANGE.to - PORT_RANGE.from));
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port between ${PORT_RANGE.from} and ${PORT_RANGE.to}`);
}

/**
 * Sets up, or, when a step fails, stops every server and process already started before the
 * error goes on: a provider left running would keep the test command waiting on its output.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started: (() => Promise<unknown>)[] = [];
  try {
    return await setUp(started);
  } catch (error) {
    for (const stop of started.reverse()) await stop().catch(() => undefined);
    throw error;
  }
}

async function setUp(started: (() => Promise<unknown>)[]): Promise<() => Promise<void>> {
  const run = randomBytes(4).toString('hex');
  // The editor app the provider serves at /admin, built from this code when stale.
  ensureEditorAppBuilt();
  await rm(WORK, { recursive: true, force: true });
  await mkdir(WORK, { recursive: true });

  // 1. A build that cannot reach the provider still succeeds, from content/.
  await runGatsby(
    ['build'],
    {
      PROVIDER_API_URL: 'http://127.0.0.1:9',
      PROVIDER_RETRIES: '0',
      BLOG_PAGE_SIZE: String(E2E_BLOG_PAGE_SIZE),
    },
    'pipe',
  );
  const fallbackDir = path.join(WORK, 'public-fallback');
  await cp(path.join(ROOT, 'public'), fallbackDir, { recursive: true });
  const fallback = await createSiteServer({ publicDir: fallbackDir });
  const fallbackPort = await freePort();
  await fallback.listen({ port: fallbackPort, host: '127.0.0.1' });
  started.push(() => fallback.close());

  // 2. A provider whose database holds a site name that content/ does not, wired to the site.
  const contentDir = path.join(WORK, 'content');
  await cp(path.join(ROOT, 'content'), contentDir, { recursive: true });
  const settingsFile = path.join(contentDir, 'site-settings.json');
  const settings = JSON.parse(await readFile(settingsFile, 'utf8')) as Record<string, unknown>;
  const siteName = `E2E Cloud Works ${run}`;
  // Analytics on, with a measurement id, so the consent tests can prove nothing loads early.
  await writeFile(
    settingsFile,
    JSON.stringify(
      { ...settings, SiteName: siteName, EnableAnalytics: true, GoogleAnalyticsId: E2E_GA_ID },
      null,
      2,
    ),
  );
  // The site's port is known before the provider starts, so the provider's CORS allows it.
  const sitePort = await freePort();
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const secret = randomBytes(16).toString('hex');
  const adminToken = `e2e-admin-${run}`;
  // The owner who signs in to the editor app; the other roles are invited by the tests.
  const owner = {
    email: `owner-${run}@example.com`,
    password: `e2e-lantern-${randomBytes(9).toString('hex')}`,
  };
  // Mail goes over real SMTP to a catcher that files each message under .e2e/mails/.
  const smtp = await startSmtpCatcher(WORK, await freePort());
  started.push(() => smtp.close());
  const providerEnv: NodeJS.ProcessEnv = {
    DATA_DIR: path.join(WORK, 'data'),
    // On PostgreSQL (DATABASE_URL set, as in CI), a schema of this run's own: never the data of
    // another run or of another test command sharing the database.
    ...(process.env.DATABASE_URL ? { DATABASE_SCHEMA: `e2e_${run}` } : {}),
    CONTENT_DIR: contentDir,
    UPLOADS_DIR: path.join(WORK, 'uploads'),
    LOG_LEVEL: 'warn',
    ADMIN_TOKEN: adminToken,
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    SITE_REBUILD_URL: `${siteUrl}/__rebuild`,
    REBUILD_SECRET: secret,
    REBUILD_DEBOUNCE_MS: '200',
    CORS_ORIGINS: siteUrl,
    SMTP_URL: smtp.url,
    PUBLIC_SITE_URL: siteUrl,
    // Every browser in the run shares one address: room for all specs' comments, mails, the
    // engagement calls of every article they open, and the reads of every page.
    RATE_LIMIT_COMMENTS: '100',
    RATE_LIMIT_LIKES: '2000',
    RATE_LIMIT_READS: '100000',
    RATE_LIMIT_FORMS: '100',
    RATE_LIMIT_SUBSCRIBE: '100',
    VERIFICATION_MAILS_PER_DAY: '100',
    SUBSCRIPTIONS_PER_NETWORK_PER_DAY: '1000',
  };
  const providerPort = await freePort();
  const provider = startProvider(providerEnv, providerPort);
  started.push(() => provider.stop());
  await waitForReady(provider.url, provider.child);

  // 3. The live site, first build included.
  const site = await startLiveSite({
    providerUrl: provider.url,
    port: sitePort,
    secret,
    siteUrl,
    releasesDir: path.join(WORK, 'releases'),
    // The browser bundle calls the same provider at run time.
    buildEnv: { GATSBY_API_URL: provider.url, BLOG_PAGE_SIZE: String(E2E_BLOG_PAGE_SIZE) },
    gatsbyOutput: 'pipe',
  });
  started.push(() => site.close());
  site.queue.request('e2e set-up');
  await site.queue.idle();
  const first = site.queue.status().lastBuild;
  if (first?.result !== 'success') throw new Error(`the first build failed: ${first?.error}`);

  // 4. Tests may stop and start the provider for a real outage; see provider-control.ts.
  const control = await startProviderControl({
    env: providerEnv,
    port: providerPort,
    first: provider,
    buildsIdle: () => site.queue.idle(),
  });

  process.env.E2E_SITE_URL = siteUrl;
  process.env.E2E_FALLBACK_SITE_URL = `http://127.0.0.1:${fallbackPort}`;
  process.env.E2E_PROVIDER_URL = provider.url;
  process.env.E2E_PROVIDER_CONTROL_URL = control.url;
  process.env.E2E_ADMIN_TOKEN = adminToken;
  process.env.E2E_OWNER_EMAIL = owner.email;
  process.env.E2E_OWNER_PASSWORD = owner.password;
  process.env.E2E_REBUILD_SECRET = secret;
  process.env.E2E_GA_ID = E2E_GA_ID;
  process.env.E2E_BLOG_PAGE_SIZE = String(E2E_BLOG_PAGE_SIZE);
  process.env.E2E_SITE_NAME = siteName;
  process.env.E2E_WORK_DIR = WORK;
  process.env.E2E_CONTENT_SITE_NAME = String(settings.SiteName);

  return async () => {
    await control.close();
    await Promise.all([site.close(), fallback.close(), control.current().stop()]);
    await smtp.close();
  };
}
