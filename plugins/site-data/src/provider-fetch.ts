/**
 * Build-time reads from the provider API: a timeout per request and a few retries, so a slow or
 * restarting provider does not fail the build, and an unreachable one fails fast.
 */
import { API_KEY_HEADER, apiUrl } from '@cloud-consulting/domain/api-paths';
import type { BuildConfig } from './config';

export class ProviderError extends Error {}

export async function fetchProviderJson(
  config: BuildConfig,
  path: string,
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  const url = apiUrl(config.providerUrl, path);
  let lastError: unknown;
  for (let attempt = 0; attempt <= config.retries; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    try {
      const res = await fetchImpl(url, {
        headers: { [API_KEY_HEADER]: config.apiKey, Accept: 'application/json' },
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!res.ok) {
        lastError = new ProviderError(`GET ${url} answered ${res.status}`);
        // A 4xx will not change on retry.
        if (res.status < 500) break;
        continue;
      }
      return await res.json();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new ProviderError(`GET ${url} failed`);
}
