/**
 * Follows the newest saved change to the site: hears saves (write-events.ts), asks the provider
 * where the save stands (GET /builds/status?since=<savedAt>) until it is live or failed, and
 * ticks every second meanwhile for the countdown (use-now.ts). A refusal (401, 403, 4xx) stops for good: the
 * person may not read builds, and asking again would only be refused again.
 */
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../api/http';
import { onSaved } from '../api/write-events';
import type { BuildStatus } from './build-types';
import {
  IDLE,
  afterPollFailure,
  afterSave,
  afterStatus,
  pollDelay,
  type BarState,
} from './live-status';
import { learnOffset, offsetFromSave } from './provider-clock';
import { useNow } from './use-now';

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status ?? 0;

export function useFollowedSave(): { state: BarState; now: number } {
  const [state, setState] = useState<BarState>(IDLE);
  const refused = useRef(false);

  useEffect(
    () =>
      onSaved((change) => {
        if (refused.current) return;
        const offset = offsetFromSave(change.savedAt, Date.now());
        learnOffset(offset);
        setState((current) => afterSave(current, change, offset));
      }),
    [],
  );

  useEffect(() => {
    const delay = pollDelay(state, Date.now());
    if (delay === null || state.kind !== 'waiting') return undefined;
    const since = state.savedAt;
    let cancelled = false;
    const timer = setTimeout(() => {
      apiRequest<BuildStatus>('/builds/status', { query: { since } }).then(
        (status) => {
          if (!cancelled) setState((current) => afterStatus(current, since, status, Date.now()));
        },
        (error: unknown) => {
          if (cancelled) return;
          const code = statusOf(error);
          if (code >= 400 && code < 500) {
            refused.current = true;
            setState(IDLE);
          } else {
            setState(afterPollFailure);
          }
        },
      );
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [state]);

  return { state, now: useNow(state.kind === 'waiting') };
}
