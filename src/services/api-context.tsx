/**
 * Hands the API client to components, so tests can give them a client over a fake network.
 * Without a provider, components use the site's shared client.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './api-client';
import { api } from './api';

const ApiContext = createContext<ApiClient>(api);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export const useApi = (): ApiClient => useContext(ApiContext);
