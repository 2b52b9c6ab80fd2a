/**
 * Child processes shared by `npm start`, `npm run develop` and the end-to-end set-up: the
 * provider server, waiting for its readiness, and gatsby commands.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { gatsbyLogger } from '../plugins/build-speed/src/gatsby-logger';

export const ROOT = path.resolve(__dirname, '..');

/**
 * The key settings of the two children `npm start` and `npm run develop` run: the provider reads
 * API_KEY, the site (its build and its browser bundle) GATSBY_API_KEY. Set apart they drift (the
 * build is refused, and every visitor call with it), so one value feeds both: API_KEY, or
 * GATSBY_API_KEY when only that is set. Neither set: both use their own local default, the same
 * key. Both set and different cannot work, and is refused.
 */
export function sharedApiKeyEnv(env: NodeJS.ProcessEnv): {
  provider: NodeJS.ProcessEnv;
  site: NodeJS.ProcessEnv;
} {
  const providerKey = env.API_KEY?.trim();
  const siteKey = env.GATSBY_API_KEY?.trim();
  if (providerKey && siteKey && providerKey !== siteKey) {
    throw new Error(
      'API_KEY and GATSBY_API_KEY differ: the site would call its own provider with a key it ' +
        'refuses. Set API_KEY alone; the site and the provider share it.',
    );
  }
  const key = providerKey || siteKey;
  if (!key) return { provider: {}, site: {} };
  return { provider: { API_KEY: key }, site: { GATSBY_API_KEY: key } };
}

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
  timeoutMs = 60_000,
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

/**
 * What every gatsby command loads before Gatsby (as `npm run build` does): the shared package's
 * TypeScript loader and the speed patches (plugins/build-speed/README.md).
 */
export const GATSBY_PRELOADS = [
  path.join(ROOT, 'plugins/site-data/domain-require.cjs'),
  path.join(ROOT, 'plugins/build-speed/preload/gatsby-preload.cjs'),
];

/**
 * Node's arguments for a gatsby command: Gatsby's CLI with GATSBY_PRELOADS loaded first;
 * Gatsby's workers inherit the `--require`s.
 */
export function gatsbyArgs(args: string[]): string[] {
  return [
    ...GATSBY_PRELOADS.flatMap((file) => ['--require', file]),
    path.join(ROOT, 'node_modules/gatsby/cli.js'),
    ...args,
  ];
}

/** The environment of a gatsby command: telemetry off, the logger for where its output goes. */
export function gatsbyEnv(env: NodeJS.ProcessEnv, toTerminal: boolean): NodeJS.ProcessEnv {
  const merged = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env };
  const logger = gatsbyLogger(merged, toTerminal);
  return logger ? { ...merged, GATSBY_LOGGER: logger } : merged;
}

/** Runs a gatsby command to completion; rejects with its exit code on failure. */
export function runGatsby(
  args: string[],
  env: NodeJS.ProcessEnv,
  output: 'inherit' | 'pipe' = 'inherit',
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, gatsbyArgs(args), {
      cwd: ROOT,
      env: gatsbyEnv(env, output === 'inherit' && process.stdout.isTTY === true),
      stdio: ['ignore', output, output],
    });
    let log = '';
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(log)
        : reject(new Error(`gatsby ${args.join(' ')} exited with ${code}\n${log.slice(-4000)}`)),
    );
  });
}
