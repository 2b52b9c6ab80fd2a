/**
 * The outbox of the page, over the shared client and local storage: one per client, kept for the
 * life of the page so its retry timer outlives the form that filled it. Pending submissions are
 * sent again when a form using it mounts, when the browser comes back online, and on their timer.
 */
import { useEffect } from 'react';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';
import { createLeadApi } from './lead-api';
import { createLeadOutbox, type LeadOutbox } from './lead-outbox';

const outboxes = new WeakMap<ApiClient, LeadOutbox>();

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function outboxFor(client: ApiClient): LeadOutbox {
  let outbox = outboxes.get(client);
  if (!outbox) {
    outbox = createLeadOutbox({ storage: browserStorage(), send: createLeadApi(client).submit });
    outboxes.set(client, outbox);
  }
  return outbox;
}

export function useLeadOutbox(): LeadOutbox {
  const outbox = outboxFor(useApi());
  useEffect(() => {
    void outbox.flush();
    const online = () => void outbox.flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [outbox]);
  return outbox;
}
