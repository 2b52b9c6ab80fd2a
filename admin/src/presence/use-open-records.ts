/**
 * For a list: which records someone else has open (GET /presence/<resource>), asked again
 * every 15 s while the list is shown. Empty for people whose role may not edit the records.
 */
import { useEffect, useState } from 'react';
import { PRESENCE_HEARTBEAT_MS } from '@cloud-consulting/domain/editing-presence';
import { apiRequest } from '../api/http';
import { useSharesEditing } from './use-editing-presence';

export function useOpenRecords(resource: string): Readonly<Record<string, string[]>> {
  const shares = useSharesEditing(resource);
  const [records, setRecords] = useState<Record<string, string[]>>({});
  useEffect(() => {
    if (!shares) return undefined;
    let shown = true;
    const ask = () =>
      apiRequest<{ records: Record<string, string[]> }>(`/presence/${resource}`).then(
        (answer) => {
          if (shown) setRecords(answer.records);
        },
        () => undefined,
      );
    void ask();
    const timer = setInterval(() => void ask(), PRESENCE_HEARTBEAT_MS);
    return () => {
      shown = false;
      clearInterval(timer);
    };
  }, [shares, resource]);
  return records;
}
