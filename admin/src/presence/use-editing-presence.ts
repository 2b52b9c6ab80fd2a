/**
 * While a record's screen is open: tells the provider every 15 s that this person has it open
 * and learns who else has (PUT /presence/<resource>/<id>), and says it left when the screen
 * closes or the tab goes away. Only for people whose role may edit the record; a failed
 * heartbeat is quiet (the next one tries again, and nothing typed depends on it).
 */
import { useEffect, useState } from 'react';
import { usePermissions, type Identifier } from 'react-admin';
import { isRole } from '@cloud-consulting/domain/admin-roles';
import { PRESENCE_HEARTBEAT_MS, mayShareEditing } from '@cloud-consulting/domain/editing-presence';
import { apiRequest } from '../api/http';

/** Whether the signed-in person takes part in presence on `resource`. */
export function useSharesEditing(resource: string | undefined): boolean {
  const { permissions } = usePermissions();
  return resource !== undefined && isRole(permissions) && mayShareEditing(permissions, resource);
}

/** The names of the others who have the record open, kept fresh while the screen is open. */
export function useEditingPresence(
  resource: string | undefined,
  id: Identifier | undefined | null,
): string[] {
  const shares = useSharesEditing(resource);
  const [others, setOthers] = useState<string[]>([]);

  useEffect(() => {
    if (!shares || !resource || id === undefined || id === null || id === '') return undefined;
    const path = `/presence/${resource}/${encodeURIComponent(String(id))}`;
    let open = true;
    const beat = () =>
      apiRequest<{ others: string[] }>(path, { method: 'PUT' }).then(
        (answer) => {
          if (open) setOthers(answer.others);
        },
        () => undefined,
      );
    const leave = () => {
      void apiRequest(path, { method: 'DELETE', keepalive: true }).catch(() => undefined);
    };
    // Back from another tab or a sleeping laptop: say so at once, not at the next beat.
    const back = () => {
      if (document.visibilityState === 'visible') void beat();
    };
    void beat();
    const timer = setInterval(() => void beat(), PRESENCE_HEARTBEAT_MS);
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', back);
    return () => {
      open = false;
      clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', back);
      setOthers([]);
      leave();
    };
  }, [shares, resource, id]);

  return others;
}
