/**
 * The builder's deploy hook: a shell command run on each good release before it goes live
 * (DEPLOY_COMMAND), given the release folder in RELEASE_DIR, e.g. an upload to an S3-compatible
 * bucket with `aws s3 sync "$RELEASE_DIR" s3://bucket --delete` or `rclone sync`. A command that
 * fails or outlasts its time fails the build: the live release stays, and the reason shows in the
 * rebuild status. The release's files are shared with later releases (hard links): the command
 * reads them and never writes into the folder.
 */
import { spawn } from 'node:child_process';

/** The environment variable holding the release folder. */
export const RELEASE_DIR_VARIABLE = 'RELEASE_DIR';
/** Longest a deploy may take by default: ten minutes, then it is stopped and the build fails. */
export const DEFAULT_DEPLOY_TIMEOUT_MS = 10 * 60 * 1000;
/** Characters of the command's output kept for the error (the rebuild status shows it). */
const OUTPUT_TAIL = 2000;

export interface DeployOptions {
  command: string;
  /** The command's environment, RELEASE_DIR added (default process.env). */
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
  /** Each line the command prints. */
  log?(line: string): void;
}

/** Runs the deploy command on a release folder; rejects when it fails or times out. */
export function runDeployCommand(releaseDir: string, options: DeployOptions): Promise<void> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_DEPLOY_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', options.command], {
      env: { ...(options.env ?? process.env), [RELEASE_DIR_VARIABLE]: releaseDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A group of its own, so a timeout stops what the command started too (aws, rclone).
      detached: true,
    });
    let output = '';
    let partial = '';
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      output = (output + text).slice(-OUTPUT_TAIL);
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) options.log?.(line);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (partial) options.log?.(partial);
      if (code === 0 && !timedOut) return resolve();
      const why = timedOut ? `was stopped after ${timeoutMs} ms` : `exited with ${code ?? signal}`;
      reject(
        new Error(`The deploy command ${why}; the release did not go live.\n${output.trim()}`),
      );
    });
  });
}
