/**
 * Settings read from files, as Docker and Kubernetes secrets give them: `NAME_FILE=/run/secrets/x`
 * sets NAME to the file's contents (one trailing line break dropped), so a secret need not sit
 * in the environment, where `docker inspect`, /proc and crash reports show it. Every process's
 * configuration (the provider's, the builder's and the site server's) reads its environment
 * through this first, for the settings it names: other programs' *_FILE variables (SSL_CERT_FILE,
 * TF_CLI_CONFIG_FILE...) are none of its business. NAME and NAME_FILE both set is refused: which
 * one wins would be a guess.
 * Pure: the caller passes the reader (node:fs readFileSync in the processes).
 */

/** The suffix naming a setting's file. */
export const FILE_SUFFIX = '_FILE';

export class EnvFileError extends Error {}

/**
 * The environment with the contents of NAME_FILE as NAME, for each of `names` (and NAME_FILE
 * gone). `read` answers a file's text or throws; a file that cannot be read, or an empty one, is
 * refused with the variable's name.
 */
export function withEnvFiles(
  env: Readonly<Record<string, string | undefined>>,
  names: readonly string[],
  read: (file: string) => string,
): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = { ...env };
  for (const name of names) {
    const key = `${name}${FILE_SUFFIX}`;
    const file = env[key];
    if (file === undefined || file.trim() === '') continue;
    if (env[name] !== undefined && env[name] !== '') {
      throw new EnvFileError(`${name} and ${key} are both set: set one of them`);
    }
    let text: string;
    try {
      text = read(file.trim());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new EnvFileError(`${key}: cannot read ${file.trim()} (${reason})`);
    }
    const value = text.replace(/\r?\n$/, '');
    if (value.trim() === '') throw new EnvFileError(`${key}: ${file.trim()} is empty`);
    out[name] = value;
    // Read once: the result can go through this again (a later check) unchanged.
    delete out[key];
  }
  return out;
}
