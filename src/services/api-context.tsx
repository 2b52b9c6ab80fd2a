/**
 * The site's shared API client, and the context that hands it (or a test's client over a fake
 * network) to components. Without a provider, components use the shared client.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from './api-client';

/**
 * The browser's view of the provider, read in one place. Gatsby inlines GATSBY_* variables into
 * the bundle at build time, so these are fixed per build.
 */
export interface RuntimeConfig {
  /** Provider origin (GATSBY_API_URL, default http://127.0.0.1:8080). */
  apiUrl: string;
  /** Front-end key sent in X-API-Key (GATSBY_API_KEY, default the server's local key). */
  apiKey: string;
}

export const runtimeConfig: RuntimeConfig = {
  apiUrl: (process.env.GATSBY_API_URL?.trim() || 'http://127.0.0.1:8080').replace(/\/+$/, ''),
  apiKey: process.env.GATSBY_API_KEY?.trim() || 'local-dev-key',
};

/** The site's shared client instance. */
export const api = createApiClient({ baseUrl: runtimeConfig.apiUrl, apiKey: runtimeConfig.apiKey });

const ApiContext = createContext<ApiClient>(api);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export const useApi = (): ApiClient => useContext(ApiContext);
