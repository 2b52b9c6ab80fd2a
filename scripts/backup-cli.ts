/** What npm run backup and npm run restore share: paths as typed, and how failures are shown. */
import path from 'node:path';
import { ConfigError } from '../server/src/config.js';
import { BackupError } from '../server/src/backup/errors.js';

/** A path as the person typed it: npm runs scripts at the root, INIT_CWD is where they were. */
export function userPath(value: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), value);
}

/** An operator's error (a refusal, a missing tool, a bad setting or option) is its message alone. */
export function reportFailure(command: string) {
  return (error: unknown) => {
    const badOption = String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
    if (error instanceof BackupError || error instanceof ConfigError || badOption) {
      console.error(`${command}: ${(error as Error).message}`);
    } else {
      console.error(`${command} failed:`, error);
    }
    process.exit(1);
  };
}
