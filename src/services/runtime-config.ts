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
