import { useMemo } from 'react';
import { useApi } from './api-context';
import { createLeadApi, type LeadApi } from './lead-api';

/** The lead calls over the client of the ApiProvider (the shared client outside tests). */
export function useLeadApi(): LeadApi {
  const client = useApi();
  return useMemo(() => createLeadApi(client), [client]);
}
