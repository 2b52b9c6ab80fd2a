/**
 * How a gatsby command is started, in one place: the live site's and the builder's builds,
 * `npm run develop`, the bench and the build and end-to-end set-ups all start Gatsby this way.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { gatsbyLogger } from '../../plugins/build-speed/src/gatsby-logger';
import { ROOT } from './site-root';

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
