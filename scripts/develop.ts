/**
 * `npm run develop`: `gatsby develop` with GraphiQL, beside `npm start` if it runs. Its own
 * settings (scripts/develop-settings.ts): gatsby develop on DEVELOP_PORT (8000), a provider of its
 * own on DEVELOP_PROVIDER_PORT (8090) with its own embedded database in DEVELOP_DATA_DIR
 * (.data-develop/, seeded from content/ when empty), or the provider PROVIDER_API_URL names.
 * Prints the GraphiQL address once it answers. Ctrl-C stops both. Both use one API key (API_KEY).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { sharedApiKeyEnv } from '../site-server/src/api-key-env';
import { gatsbyArgs, gatsbyEnv } from '../site-server/src/gatsby-command';
import { ROOT } from '../site-server/src/site-root';
import { developGatsbyEnv, developProviderEnv, developSettings } from './develop-settings';
import { startProvider, waitForReady, type ProviderProcess } from './processes';

/** How long a first start (migrating and seeding the database) may take. */
const PROVIDER_START_MS = 5 * 60_000;
/** How long a provider named by PROVIDER_API_URL may take to answer /ready. */
const GIVEN_PROVIDER_MS = 30_000;

/** Resolves with whether something already listens on the port (on any interface). */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(true));
    server.listen(port, () => server.close(() => resolve(false)));
  });
}

/** Resolves once POST {graphiqlUrl} answers a query, or with false when `alive` turns false. */
async function graphqlAnswers(graphiqlUrl: string, alive: () => boolean): Promise<boolean> {
  while (alive()) {
    try {
      const res = await fetch(graphiqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
        signal: AbortSignal.timeout(5000),
      });
      if (res.ok) return true;
    } catch {
      // gatsby develop is not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

async function main(): Promise<void> {
  const started = Date.now();
  const settings = developSettings(process.env);
  const apiKey = sharedApiKeyEnv(process.env);
  let provider: ProviderProcess | null = null;
  let gatsby: ChildProcess | null = null;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    const running = gatsby;
    if (running && running.exitCode === null && running.signalCode === null) {
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    }
    await provider?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    await start();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop(1);
  }

  async function start(): Promise<void> {
    // Taken ports are refused here, before anything starts: gatsby develop would otherwise ask
    // for another port, where GraphiQL would not be looked for.
    const ports: [string, number][] = [['DEVELOP_PORT', settings.sitePort]];
    if (settings.ownProvider) ports.push(['DEVELOP_PROVIDER_PORT', settings.ownProvider.port]);
    for (const [name, port] of ports) {
      if (await portTaken(port)) {
        throw new Error(`Port ${port} (${name}) is taken: stop what runs there, or set ${name}.`);
      }
    }
    if (settings.ownProvider) {
      const own = startProvider(
        { ...apiKey.provider, ...developProviderEnv(settings, process.env) },
        settings.ownProvider.port,
      );
      provider = own;
      own.child.once('exit', (code) => {
        if (stopping) return;
        console.error(`The provider server stopped unexpectedly (exit code ${code}).`);
        void stop(1);
      });
      await waitForReady(own.url, own.child, PROVIDER_START_MS);
      console.log(`Provider API ready at ${own.url} (data in ${settings.ownProvider.dataDir})`);
    } else {
      await waitForReady(settings.providerUrl, undefined, GIVEN_PROVIDER_MS).catch(() => {
        throw new Error(
          `PROVIDER_API_URL ${settings.providerUrl} did not answer GET /ready within ` +
            `${GIVEN_PROVIDER_MS / 1000} s: start that provider, or unset PROVIDER_API_URL to ` +
            'let npm run develop start its own.',
        );
      });
      console.log(`Using the provider API at ${settings.providerUrl}`);
    }

    const child = spawn(
      process.execPath,
      gatsbyArgs(['develop', '--host', 'localhost', '--port', String(settings.sitePort)]),
      {
        cwd: ROOT,
        env: developGatsbyEnv(settings, gatsbyEnv(apiKey.site, process.stdout.isTTY === true)),
        stdio: 'inherit',
      },
    );
    gatsby = child;
    child.once('exit', (code) => {
      if (stopping) return;
      if (code !== 0) console.error(`gatsby develop stopped (exit code ${code}).`);
      void stop(code ?? 1);
    });

    if (await graphqlAnswers(settings.graphiqlUrl, () => child.exitCode === null && !stopping)) {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log('');
      console.log(`  GraphiQL:     ${settings.graphiqlUrl}  (answering ${seconds} s after start)`);
      console.log(`  Site:         ${settings.siteUrl}  (once the development bundle is built)`);
      console.log(`  Provider API: ${settings.providerUrl}`);
      console.log('');
      console.log('Press Ctrl-C to stop.');
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
