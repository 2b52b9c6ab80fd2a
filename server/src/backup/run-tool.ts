/** Runs an external program (tar, pg_dump, pg_restore) and names it when it is missing or fails. */
import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BackupError } from './errors.js';

export interface ToolOptions {
  /** Added to the environment (e.g. PGPASSWORD). */
  env?: Record<string, string>;
  /** Fed to the program's standard input. */
  input?: Readable;
  /** Receives the program's standard output (otherwise collected into stdout). */
  output?: Writable;
}

export interface ToolResult {
  stdout: string;
  stderr: string;
}

/** What to install when a program is missing, by program. */
const INSTALL_HINTS: Record<string, string> = {
  pg_dump: 'install the PostgreSQL client tools (e.g. apt-get install postgresql-client)',
  pg_restore: 'install the PostgreSQL client tools (e.g. apt-get install postgresql-client)',
};

/**
 * Resolves with the program's output when it exits with 0. A missing program and a non-zero exit
 * become a BackupError naming the program, with the last lines it wrote to stderr. A failure of
 * the input stream (say, an archive that does not decompress) is reported rather than the
 * program's complaint about the input ending early.
 */
export async function runTool(
  command: string,
  args: string[],
  { env = {}, input, output }: ToolOptions = {},
): Promise<ToolResult> {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  // Both are pipes, as stdio says.
  const stdout = child.stdout!;
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stderr!.on('data', (chunk: Buffer) => err.push(chunk));
  if (!output) stdout.on('data', (chunk: Buffer) => out.push(chunk));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  const [exit, fed, drained] = await Promise.allSettled([
    exited,
    input ? pipeline(input, child.stdin!) : null,
    output ? pipeline(stdout, output) : null,
  ]);
  if (exit.status === 'rejected') throw missingOrFailed(command, exit.reason);
  if (fed.status === 'rejected' && !isBrokenPipe(fed.reason)) throw fed.reason;
  const stderr = Buffer.concat(err).toString('utf8');
  if (exit.value !== 0) {
    throw new BackupError(`${command} failed (exit code ${exit.value}): ${lastLines(stderr)}`);
  }
  if (drained.status === 'rejected') throw drained.reason;
  return { stdout: Buffer.concat(out).toString('utf8'), stderr };
}

function missingOrFailed(command: string, error: NodeJS.ErrnoException): Error {
  if (error.code !== 'ENOENT') return error;
  const hint = INSTALL_HINTS[command] ?? `install ${command}`;
  return new BackupError(`${command} was not found on PATH: ${hint}`, { cause: error });
}

/**
 * The program stopped reading its input: its exit says whether that was a failure (tar, for one,
 * stops at the end-of-archive marker and leaves the padding after it unread).
 */
const isBrokenPipe = (error: NodeJS.ErrnoException) =>
  error.code === 'EPIPE' || error.code === 'ERR_STREAM_PREMATURE_CLOSE';

function lastLines(text: string, count = 5): string {
  const lines = text.trim().split('\n').slice(-count);
  return lines.join('\n').trim() || 'no message';
}
