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
  /** Why the build failed, for the editor or operator who reads the status. */
  error?: string;
  /** What asked for the build (the first request it answers). */
  trigger: string;
}

/** `building` while a build runs or waits; otherwise how the last build ended. */
export type RebuildState = 'ok' | 'failed' | 'building';

/** All anyone may see: it tells nothing about the content or the machine. */
export interface PublicRebuildStatus {
  state: RebuildState;
}

/** What the holder of the rebuild secret sees. */
export interface RebuildStatus extends PublicRebuildStatus {
  /** A follow-up build is queued behind the running one. */
  pending: boolean;
  builds: number;
  lastBuild: BuildRecord | null;
  lastSuccess: BuildRecord | null;
  /** The last builds, the newest first (at most HISTORY). */
  recent: BuildRecord[];
}

/** Builds the detailed status lists. */
const HISTORY = 10;

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
  let pendingTrigger: string | null = null;
  let builds = 0;
  let lastBuild: BuildRecord | null = null;
  let lastSuccess: BuildRecord | null = null;
  let recent: BuildRecord[] = [];

  async function runOnce(trigger: string): Promise<void> {
    const started = now();
    let record: BuildRecord;
    try {
      log(`rebuild started (${trigger})`);
      await options.build();
      await options.publish();
      record = {
        startedAt: iso(started),
        finishedAt: iso(now()),
        durationMs: now() - started,
        result: 'success',
        trigger,
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
        trigger,
      };
      log(`rebuild failed, the last good site stays live: ${message.split('\n')[0]}`);
    }
    builds += 1;
    lastBuild = record;
    recent = [record, ...recent].slice(0, HISTORY);
  }

  async function drain(first: string): Promise<void> {
    let trigger: string | null = first;
    while (trigger !== null) {
      await runOnce(trigger);
      trigger = pendingTrigger;
      pendingTrigger = null;
    }
    running = null;
  }

  function state(): RebuildState {
    if (running) return 'building';
    return lastBuild?.result === 'failure' ? 'failed' : 'ok';
  }

  return {
    /** Asks for a build; returns whether it starts now or was queued behind the running one. */
    request(trigger: string): 'started' | 'queued' {
      if (running) {
        pendingTrigger ??= trigger;
        return 'queued';
      }
      running = drain(trigger);
      return 'started';
    },
    /** Resolves once no build is running or queued. */
    async idle(): Promise<void> {
      while (running) await running;
    },
    publicStatus(): PublicRebuildStatus {
      return { state: state() };
    },
    status(): RebuildStatus {
      return {
        state: state(),
        pending: pendingTrigger !== null,
        builds,
        lastBuild,
        lastSuccess,
        recent,
      };
    },
  };
}

export type RebuildQueue = ReturnType<typeof createRebuildQueue>;

function iso(ms: number): string {
  return new Date(ms).toISOString();
}
