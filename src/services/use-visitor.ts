/**
 * Who is engaging with a post: a registered user (no login exists on this site, so none unless a
 * test or a future login passes one) or a guest with a session from the guest-session store.
 * Also whether likes, bookmarks and tracking may run (cookie consent or a user).
 */
import { useEffect, useState } from 'react';
import { canUseEngagement } from '@cloud-consulting/domain/consent';
import { useConsent } from './consent-context';
import { loadGuestSession } from './guest-session-store';
import { useBlogApi } from './blog-api';

export interface Visitor {
  userId: string | number | null;
  guestId: string | null;
  /** Like, bookmark and tracking allowed. */
  canEngage: boolean;
  /** The guest session has been read or created (false on the server and before hydration). */
  ready: boolean;
}

export function useVisitor(userId: string | number | null = null): Visitor {
  const { record } = useConsent();
  const blog = useBlogApi();
  const [guestId, setGuestId] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    // Read (or create) the session from storage, an external system, then render with it.
    void Promise.resolve(loadGuestSession(record, new Date())).then((session) => {
      if (!alive) return;
      setGuestId(session.guestId);
      if (!session.ipHash) {
        void blog.clientInfo.ipHash().then((ipHash) => {
          if (alive && ipHash) loadGuestSession(record, new Date(), ipHash);
        });
      }
    });
    return () => {
      alive = false;
    };
  }, [record, blog]);

  return {
    userId,
    guestId: userId === null ? guestId : null,
    canEngage: canUseEngagement({ userId, consent: record }),
    ready: userId !== null || guestId !== null,
  };
}
