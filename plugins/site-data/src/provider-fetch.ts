/**
 * Build-time reads from the provider API: a timeout per request and a few retries, so a slow or
 * restarting provider does not fail the build, and an unreachable one fails fast.
 */
import { API_KEY_HEADER, apiUrl } from '@cloud-consulting/domain/api-paths';
import type { BuildConfig } from './config';

export class ProviderError extends Error {}

/**
 * The provider refused the build's key (401 or 403). That is a wrong setting, not an outage: no
 * build may hide it behind content/, and no retry can mend it.
 */
export class ProviderKeyRefused extends Error {
  constructor(url: string, status: number) {
    super(
      `The provider refused the build's API key: GET ${url} answered ${status}. Set GATSBY_API_KEY ` +
        `to the provider's API_KEY (under npm start and npm run develop, set API_KEY alone: the ` +
        `site and the provider share it).`,
    );
    this.name = 'ProviderKeyRefused';
  }
}

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
      if (res.status === 401 || res.status === 403) throw new ProviderKeyRefused(url, res.status);
      if (!res.ok) {
        lastError = new ProviderError(`GET ${url} answered ${res.status}`);
        // A 4xx will not change on retry.
        if (res.status < 500) break;
        continue;
      }
      return await res.json();
    } catch (error) {
      if (error instanceof ProviderKeyRefused) throw error;
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new ProviderError(`GET ${url} failed`);
}
