/**
 * `npm run develop`: the provider server plus `gatsby develop` against it, with GraphiQL at
 * http://localhost:8000/___graphql. Ctrl-C stops both. Both use one API key (API_KEY).
 */
import { spawn } from 'node:child_process';
import { sharedApiKeyEnv } from '../site-server/src/api-key-env';
import { gatsbyArgs } from '../site-server/src/gatsby-command';
import { ROOT } from '../site-server/src/site-root';
import { startProvider, waitForReady } from './processes';

async function main(): Promise<void> {
  const apiKey = sharedApiKeyEnv(process.env);
  const provider = startProvider(apiKey.provider, Number(process.env.PORT || 8080));
  await waitForReady(provider.url, provider.child);
  console.log(`Provider API ready at ${provider.url}`);
  const gatsby = spawn(process.execPath, gatsbyArgs(['develop']), {
    cwd: ROOT,
    env: {
      ...process.env,
      ...apiKey.site,
      GATSBY_TELEMETRY_DISABLED: '1',
      PROVIDER_API_URL: provider.url,
    },
    stdio: 'inherit',
  });
  const stop = async () => {
    gatsby.kill('SIGTERM');
    await provider.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  gatsby.once('exit', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
