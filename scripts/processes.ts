/**
 * The provider server as a child process, shared by `npm start`, `npm run develop`, the bench and
 * the end-to-end set-ups: starting it and waiting for its readiness. Gatsby commands are started
 * by the site server's site-server/src/gatsby-command.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT } from '../site-server/src/site-root';

export interface ProviderProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the provider server (tsx server/src/main.ts) with the given environment. */
export function startProvider(
  env: NodeJS.ProcessEnv,
  port: number,
  output: 'inherit' | 'ignore' = 'inherit',
): ProviderProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', output, output],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Polls GET {url}/ready until it answers 200, or fails after timeoutMs. */
export async function waitForReady(
  url: string,
  child?: ChildProcess,
  // A provider migrating a fresh database on a busy machine (tests beside other work) can take
  // over a minute; one that exits ends the wait at once.
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`the provider server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the provider server at ${url} was not ready within ${timeoutMs} ms`);
}
