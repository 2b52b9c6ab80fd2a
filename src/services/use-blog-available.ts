/** Whether the blog answers (GET /api/blog within 3 s), probed once per session per client. */
import { useEffect, useState } from 'react';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';

const probes = new WeakMap<ApiClient, Promise<boolean>>();

export function useBlogAvailable(): boolean {
  const client = useApi();
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let live = true;
    let probe = probes.get(client);
    if (!probe) {
      probe = client.blog.probe();
      probes.set(client, probe);
    }
    void probe.then((ok) => {
      if (live) setAvailable(ok);
    });
    return () => {
      live = false;
    };
  }, [client]);
  return available;
}
