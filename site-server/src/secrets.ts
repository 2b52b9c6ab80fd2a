/**
 * The rebuild secret in production. Anyone who knows REBUILD_SECRET can make the site rebuild at
 * will and read its build details, so with NODE_ENV=production the site server refuses to start
 * while it is unset, a value published in the repository's documentation, or shorter than 32
 * characters (the provider's rule for every secret). In development an unsafe value is fine, and
 * said once.
 */
import { readFileSync } from 'node:fs';
import { withEnvFiles } from '@cloud-consulting/domain/env-files';

/**
 * The settings of the site server and the builder that may come from a file (NAME_FILE, as
 * Docker secrets give them): the secrets, and the API key the builds send.
 */
export const FILE_SETTINGS: readonly string[] = [
  'REBUILD_SECRET',
  'METRICS_TOKEN',
  'API_KEY',
  'GATSBY_API_KEY',
];

/**
 * The environment with each of FILE_SETTINGS read from the file its NAME_FILE names; throws
 * EnvFileError (naming the variable) when one cannot be read or is given both ways.
 */
export function withSecretFiles(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return withEnvFiles(env, FILE_SETTINGS, (file) =>
    readFileSync(file, 'utf8'),
  ) as NodeJS.ProcessEnv;
}

/** REBUILD_SECRET values shown in the documentation (the provider's .env.example). */
export const DOCUMENTED_REBUILD_SECRETS: readonly string[] = ['change-me'];

/** Shortest REBUILD_SECRET production accepts, as the provider requires of every secret. */
export const MIN_SECRET_LENGTH = 32;

export class UnsafeSecretError extends Error {}

/**
 * What is wrong with REBUILD_SECRET, or null when nothing is; its length counts with
 * NODE_ENV=production only.
 */
export function rebuildSecretProblem(env: NodeJS.ProcessEnv): string | null {
  const value = env.REBUILD_SECRET?.trim();
  if (!value) return 'REBUILD_SECRET is not set';
  if (DOCUMENTED_REBUILD_SECRETS.includes(value)) {
    return 'REBUILD_SECRET is the documented development value';
  }
  if (env.NODE_ENV === 'production' && value.length < MIN_SECRET_LENGTH) {
    return `REBUILD_SECRET is ${value.length} characters long; production needs at least ${MIN_SECRET_LENGTH}`;
  }
  return null;
}

/**
 * Throws with NODE_ENV=production when REBUILD_SECRET is unsafe; otherwise warns once (one line)
 * when it is, and returns.
 */
export function checkRebuildSecret(
  env: NodeJS.ProcessEnv,
  warn: (line: string) => void = console.warn,
): void {
  const problem = rebuildSecretProblem(env);
  if (!problem) return;
  if (env.NODE_ENV === 'production') {
    throw new UnsafeSecretError(
      `NODE_ENV=production needs a private REBUILD_SECRET: ${problem}. The site server does not start.`,
    );
  }
  warn(`warning: ${problem} (fine for development; NODE_ENV=production refuses to start with it)`);
}
