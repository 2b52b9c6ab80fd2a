/**
 * Rebuilds the site one build at a time. Requests that arrive during a build are coalesced into
 * one follow-up build; a build is published only when it succeeds, so a failed build leaves the
 * last good site live.
 */
export interface BuildRecord {
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  result: 'success' | 'failure';
  error?: string;
  /** Why the build ran (the first request it answers). */
  reason: string;
}

export interface RebuildStatus {
  state: 'idle' | 'building';
  /** A follow-up build is queued behind the running one. */
  pending: boolean;
  builds: number;
  lastBuild: BuildRecord | null;
  lastSuccess: BuildRecord | null;
}

export interface RebuildQueueOptions {
  /** Produces a new build; rejects on failure. */
  build(): Promise<void>;
  /** Makes the new build live atomically. */
  publish(): Promise<void>;
  log?(message: string): void;
  now?(): number;
}

export function createRebuildQueue(options: RebuildQueueOptions) {
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => undefined);
  let running: Promise<void> | null = null;
  let pendingReason: string | null = null;
  let builds = 0;
  let lastBuild: BuildRecord | null = null;
  let lastSuccess: BuildRecord | null = null;

  async function runOnce(reason: string): Promise<void> {
    const started = now();
    let record: BuildRecord;
    try {
      log(`rebuild started (${reason})`);
      await options.build();
      await options.publish();
      record = {
        startedAt: iso(started),
        finishedAt: iso(now()),
        durationMs: now() - started,
        result: 'success',
        reason,
      };
      lastSuccess = record;
      log(`rebuild published in ${record.durationMs} ms`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      record = {
        startedAt: iso(started),
        finishedAt: iso(now()),
        durationMs: now() - started,
        result: 'failure',
        error: message.slice(0, 2000),
        reason,
      };
      log(`rebuild failed, the last good site stays live: ${message.split('\n')[0]}`);
    }
    builds += 1;
    lastBuild = record;
  }

  async function drain(first: string): Promise<void> {
    let reason: string | null = first;
    while (reason !== null) {
      await runOnce(reason);
      reason = pendingReason;
      pendingReason = null;
    }
    running = null;
  }

  return {
    /** Asks for a build; returns whether it starts now or was queued behind the running one. */
    request(reason: string): 'started' | 'queued' {
      if (running) {
        pendingReason ??= reason;
        return 'queued';
      }
      running = drain(reason);
      return 'started';
    },
    /** Resolves once no build is running or queued. */
    async idle(): Promise<void> {
      while (running) await running;
    },
    status(): RebuildStatus {
      return {
        state: running ? 'building' : 'idle',
        pending: pendingReason !== null,
        builds,
        lastBuild,
        lastSuccess,
      };
    },
  };
}

export type RebuildQueue = ReturnType<typeof createRebuildQueue>;

function iso(ms: number): string {
  return new Date(ms).toISOString();
}
