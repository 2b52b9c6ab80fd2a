/**
 * The admin API's answers about site builds (server/src/modules/rebuild/builds-routes.ts):
 * GET /builds (the history), GET /builds/status?since= (where a save stands) and POST /builds.
 */
import type { BuildState, SaveState } from '@cloud-consulting/domain/site-builds';

export interface Build {
  id: string;
  state: BuildState;
  /** Who or what asked for it. */
  trigger: string;
  changesUpTo: string | null;
  requestedAt: string;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  error: string | null;
}

export interface BuildStatus {
  state: SaveState;
  since: string;
  build: Build | null;
  typicalDurationMs: number | null;
  /** Whether changes reach the builder: stuck while its calls fail, with the last reason. */
  publishing?: {
    stuck: boolean;
    reason: string | null;
    failingSince: string | null;
    pendingChanges: number;
  };
}

export interface RebuildRequested {
  trigger: string;
  /** Pass as `since` to GET /builds/status to follow it. */
  requestedAt: string;
}
