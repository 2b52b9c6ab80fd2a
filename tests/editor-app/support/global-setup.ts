/**
 * The editor app's test set-up: the app built from this code, a provider on a fresh embedded
 * database seeded from content/, an owner who signs in with a password, and a real SMTP catcher
 * for the invitations that bring the other roles in. Addresses and the owner's sign-in reach
 * the tests through process.env (see env.ts).
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { startProvider, waitForReady } from '../../../scripts/processes';
import { ROOT } from '../../../site-server/src/site-root';
import { ensureEditorAppBuilt } from '../../../scripts/editor-app';
import { startSmtpCatcher } from '../../e2e/support/smtp-catcher';
import { startRebuildReceiver } from './rebuild-receiver';

export const WORK = path.join(ROOT, '.e2e-editor-app');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureEditorAppBuilt();
  await rm(WORK, { recursive: true, force: true });
  await mkdir(WORK, { recursive: true });
  const run = randomBytes(4).toString('hex');
  const owner = {
    email: `owner-${run}@example.com`,
    // Nothing of the email in it: the password rule refuses that.
    password: `lantern-harbour-${randomBytes(9).toString('hex')}`,
  };
  const smtp = await startSmtpCatcher(WORK, await freePort());
  const receiver = await startRebuildReceiver();
  const port = await freePort();
  const provider = startProvider(
    {
      // Its own embedded database, whatever DATABASE_URL the test command runs with (CI points it
      // at PostgreSQL for the server tests, and the site's end-to-end provider uses that one).
      DATABASE_URL: '',
      DATA_DIR: path.join(WORK, 'data'),
      UPLOADS_DIR: path.join(WORK, 'uploads'),
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN: `editor-app-${run}`,
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
      SMTP_URL: smtp.url,
      PROVIDER_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_SIGN_INS: '1000',
      // Changes ask a stand-in builder to rebuild; tests report builds as the builder would,
      // signed with the same secret.
      SITE_REBUILD_URL: receiver.url,
      REBUILD_SECRET: `editor-app-rebuild-${run}`,
      REBUILD_DEBOUNCE_MS: '200',
      // Tests arrange visitors' comments, forms and sign-ups from one address.
      RATE_LIMIT_COMMENTS: '1000',
      RATE_LIMIT_FORMS: '1000',
      RATE_LIMIT_SUBSCRIBE: '1000',
    },
    port,
  );
  try {
    await waitForReady(provider.url, provider.child);
  } catch (error) {
    await provider.stop();
    await smtp.close();
    await receiver.close();
    throw error;
  }
  process.env.EDITOR_APP_PROVIDER_URL = provider.url;
  process.env.EDITOR_APP_ADMIN_TOKEN = `editor-app-${run}`;
  process.env.EDITOR_APP_OWNER_EMAIL = owner.email;
  process.env.EDITOR_APP_OWNER_PASSWORD = owner.password;
  process.env.EDITOR_APP_WORK_DIR = WORK;
  process.env.EDITOR_APP_REBUILD_SECRET = `editor-app-rebuild-${run}`;
  return async () => {
    await provider.stop();
    await smtp.close();
    await receiver.close();
  };
}
