/**
 * What logs never hold: secrets, tokens and signatures. The provider's logger (pino) removes the
 * fields named by LOG_REDACT_PATHS from every line; the builder's plain-text lines go through
 * redactText, which replaces its own secrets' values and any webhook signature.
 */

/** The text a removed value is replaced with. */
export const REDACTED = '[redacted]';

/**
 * Fields pino replaces in every log line: credentials in headers (requests and answers, as
 * serialized or logged by hand) and fields named like a secret, at the top level or one down.
 */
export const LOG_REDACT_PATHS: readonly string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["x-signature-256"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-api-key"]',
  'headers["x-signature-256"]',
  'headers["set-cookie"]',
  ...['password', 'token', 'secret', 'apiKey', 'signature', 'smtpUrl', 'databaseUrl'].flatMap(
    (field) => [field, `*.${field}`],
  ),
];

/** A webhook or report signature as sent: `sha256=<64 hex>`. */
const SIGNATURE = /sha256=[0-9a-f]{64}/gi;
/** Secrets shorter than this are not searched for (a one-letter test value would blank words). */
const SHORTEST_SECRET = 8;

/** The line with each of `secrets` and every signature replaced by [redacted]. */
export function redactText(line: string, secrets: readonly (string | undefined)[]): string {
  let out = line.replace(SIGNATURE, `sha256=${REDACTED}`);
  for (const secret of secrets) {
    if (!secret || secret.length < SHORTEST_SECRET) continue;
    out = out.split(secret).join(REDACTED);
  }
  return out;
}
