/** The site's shared client instance, configured from the build's GATSBY_* variables. */
import { createApiClient } from './api-client';
import { runtimeConfig } from './runtime-config';

export const api = createApiClient({ baseUrl: runtimeConfig.apiUrl, apiKey: runtimeConfig.apiKey });
