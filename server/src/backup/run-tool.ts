/** Runs an external program (tar, pg_dump, pg_restore) and names it when it is missing or fails. */
import { spawn } from 'node:child_process';
import { BackupError } from './errors.js';

export interface ToolResult {
  stdout: string;
  stderr: string;
}

/** What to install when a program is missing, by program. */
const INSTALL_HINTS: Record<string, string> = {
  pg_dump: 'install the PostgreSQL client tools (e.g. apt-get install postgresql-client)',
  pg_restore: 'install the PostgreSQL client tools (e.g. apt-get install postgresql-client)',
  tar: 'install tar',
};

/**
 * Resolves with the program's output when it exits with 0. A missing program and a non-zero exit
 * become a BackupError naming the program, with the last lines it wrote to stderr.
 */
export function runTool(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        const hint = INSTALL_HINTS[command] ?? `install ${command}`;
        reject(new BackupError(`${command} was not found on PATH: ${hint}`, { cause: error }));
      } else {
        reject(error);
      }
    });
    child.on('close', (code) => {
      const stdout = Buffer.concat(out).toString('utf8');
      const stderr = Buffer.concat(err).toString('utf8');
      if (code === 0) return resolve({ stdout, stderr });
      reject(new BackupError(`${command} failed (exit code ${code}): ${lastLines(stderr)}`));
    });
  });
}

function lastLines(text: string, count = 5): string {
  const lines = text.trim().split('\n').slice(-count);
  return lines.join('\n').trim() || 'no message';
}
