/**
 * How long a client may take, from the environment: SITE_REQUEST_TIMEOUT_MS and
 * SITE_CONNECTION_TIMEOUT_MS, each defaulting to SITE_TIMEOUTS. Read by every process that serves
 * the site (`npm run serve`, the live site of `npm start` and the builder), so the setting means
 * the same wherever it is given.
 */
import type { HttpTimeouts } from '@cloud-consulting/domain/http-timeouts';
import { SITE_TIMEOUTS } from './app';

/** A millisecond setting of `env`, or its default; anything but a whole number ≥ 0 is refused. */
function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got "${value}"`);
  }
  return n;
}

export function siteTimeoutsFromEnv(env: NodeJS.ProcessEnv = process.env): HttpTimeouts {
  return {
    requestTimeoutMs: milliseconds(env, 'SITE_REQUEST_TIMEOUT_MS', SITE_TIMEOUTS.requestTimeoutMs),
    connectionTimeoutMs: milliseconds(
      env,
      'SITE_CONNECTION_TIMEOUT_MS',
      SITE_TIMEOUTS.connectionTimeoutMs,
    ),
  };
}
