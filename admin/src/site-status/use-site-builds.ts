/**
 * The site status page's data: the last builds (GET /builds) and, while a build runs or a
 * requested rebuild is followed, where it stands with the typical duration (GET
 * /builds/status). Asks again every 2 s while something is under way, every 15 s otherwise; a
 * refusal (4xx) is shown and not asked again.
 */
import { useEffect, useState } from 'react';
import { apiRequest } from '../api/http';
import type { Build, BuildStatus } from './build-types';
import { pagePollDelay, POLL_IDLE_MS, runningBuild } from './builds-view';

export interface SiteBuilds {
  builds: Build[] | null;
  /** Where the followed rebuild, or else the running build's changes, stand. */
  status: BuildStatus | null;
  error: string | null;
}

const HISTORY_LENGTH = 20;

export function useSiteBuilds(followSince: string | null): SiteBuilds {
  const [data, setData] = useState<SiteBuilds>({ builds: null, status: null, error: null });

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function load() {
      try {
        const builds = await apiRequest<Build[]>('/builds', { query: { limit: HISTORY_LENGTH } });
        const since = followSince ?? runningBuild(builds)?.requestedAt ?? null;
        const status = since
          ? await apiRequest<BuildStatus>('/builds/status', { query: { since } })
          : null;
        if (cancelled) return;
        setData({ builds, status, error: null });
        timer = setTimeout(load, pagePollDelay(builds, status));
      } catch (error) {
        if (cancelled) return;
        const message = error instanceof Error ? error.message : String(error);
        setData((current) => ({ ...current, error: message }));
        const code = (error as { status?: number }).status ?? 0;
        if (code < 400 || code >= 500) timer = setTimeout(load, POLL_IDLE_MS);
      }
    }
    void load();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [followSince]);

  return data;
}
