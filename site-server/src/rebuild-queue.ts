/**
 * Rebuilds the site one build at a time. Requests that arrive during a build are coalesced into
 * one follow-up build; a build is published only when it succeeds, so a failed build leaves the
 * last good site live. Each build is reported as it starts and as it ends (`report`), with the
 * webhook deliveries it includes, so the provider can tell editors when their change is live.
 */
import { randomUUID } from 'node:crypto';
import {
  BUILD_ERROR_MAX_LENGTH,
  type BuildContents,
  type BuildReport,
} from '@cloud-consulting/domain/site-builds';

export type { BuildContents, BuildReport };
import type { DeliverySummary } from './webhook';

/** A build as GET /__rebuild/status shows it. */
export interface BuildRecord {
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  result: 'success' | 'failure';
  /** Why the build failed, for the editor or operator who reads the status. */
  error?: string;
  /** What asked for the build (the first request it answers). */
  trigger: string;
  /**
   * Pages the build changed (a page's HTML and page data count once), when a published build
   * replaced an earlier release.
   */
  pagesWritten?: number;
}

/** What publishing a build found. */
export interface PublishOutcome {
  pagesWritten?: number;
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
/**
 * Actors and deliveries a report lists at most (the provider accepts 1000 of each): a long
 * build behind a busy stream of edits gathers many deliveries.
 */
const MAX_LISTED = 500;

export interface RebuildQueueOptions {
  /** Produces a new build; rejects on failure. */
  build(): Promise<void>;
  /** Makes the new build live atomically. */
  publish(): Promise<PublishOutcome | void>;
  /**
   * Told when a build starts and when it ends, with the provider requests it answers (their
   * X-Request-Id); must not throw or wait (see build-reports.ts).
   */
  report?(build: BuildReport, requestIds: readonly string[]): void;
  /** Told of each finished build (the metrics); must not throw. */
  onFinished?(record: BuildRecord): void;
  log?(message: string): void;
  now?(): number;
}

interface Waiting {
  trigger: string;
  requestedAt: number;
  changesUpTo: number | null;
  actors: Set<string>;
  deliveries: string[];
  /** The provider requests behind the webhook calls it answers (the domain's request-id). */
  requestIds: string[];
}

export function createRebuildQueue(options: RebuildQueueOptions) {
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => undefined);
  let running: Promise<void> | null = null;
  /** What the next build will answer: every request since the running build started. */
  let waiting: Waiting | null = null;
  let builds = 0;
  let lastBuild: BuildRecord | null = null;
  let lastSuccess: BuildRecord | null = null;
  let recent: BuildRecord[] = [];

  function report(build: BuildReport, requestIds: readonly string[]): void {
    try {
      options.report?.(build, requestIds);
    } catch (error) {
      // Reporting is for the editors' benefit; it never stops a build.
      log(`build report failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function runOnce(request: Waiting): Promise<void> {
    const started = now();
    const { trigger, requestIds } = request;
    // Each log line of the build names the provider requests it answers, to join the logs up.
    const requests = requestIds.length > 0 ? ` [requests ${requestIds.join(', ')}]` : '';
    const contents: BuildContents = {
      requestedAt: iso(request.requestedAt),
      changesUpTo: request.changesUpTo === null ? null : iso(request.changesUpTo),
      actors: [...request.actors],
      deliveries: request.deliveries,
    };
    const id = randomUUID();
    const reported = { id, reason: trigger, ...contents, startedAt: iso(started) };
    report(
      { ...reported, state: 'running', finishedAt: null, durationMs: null, error: null },
      requestIds,
    );
    let record: BuildRecord;
    try {
      log(`rebuild ${id} started (${trigger})${requests}`);
      await options.build();
      const { pagesWritten } = (await options.publish()) ?? {};
      record = {
        startedAt: iso(started),
        finishedAt: iso(now()),
        durationMs: now() - started,
        result: 'success',
        trigger,
        ...(pagesWritten !== undefined && { pagesWritten }),
      };
      lastSuccess = record;
      const pages = pagesWritten === undefined ? '' : `, ${pagesWritten} page(s) written`;
      log(`rebuild ${id} published in ${record.durationMs} ms${pages}${requests}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      record = {
        startedAt: iso(started),
        finishedAt: iso(now()),
        durationMs: now() - started,
        result: 'failure',
        error: message.slice(0, BUILD_ERROR_MAX_LENGTH),
        trigger,
      };
      log(
        `rebuild ${id} failed, the last good site stays live: ${message.split('\n')[0]}${requests}`,
      );
    }
    builds += 1;
    options.onFinished?.(record);
    lastBuild = record;
    recent = [record, ...recent].slice(0, HISTORY);
    report(
      {
        ...reported,
        state: record.result === 'success' ? 'succeeded' : 'failed',
        finishedAt: record.finishedAt,
        durationMs: record.durationMs,
        error: record.error ?? null,
      },
      requestIds,
    );
  }

  async function drain(): Promise<void> {
    while (waiting !== null) {
      const next: Waiting = waiting;
      waiting = null;
      await runOnce(next);
    }
    running = null;
  }

  function state(): RebuildState {
    if (running) return 'building';
    return lastBuild?.result === 'failure' ? 'failed' : 'ok';
  }

  return {
    /**
     * Asks for a build, for `trigger` and the changes of a webhook delivery (made by the provider
     * request `requestId`); returns whether it
     * starts now or was queued behind the running one (with every other request meanwhile).
     */
    request(
      trigger: string,
      delivery?: DeliverySummary,
      requestId?: string | null,
    ): 'started' | 'queued' {
      waiting ??= {
        trigger,
        requestedAt: now(),
        changesUpTo: null,
        actors: new Set(),
        deliveries: [],
        requestIds: [],
      };
      if (requestId && waiting.requestIds.length < MAX_LISTED) waiting.requestIds.push(requestId);
      const upTo = delivery?.changesUpTo ? Date.parse(delivery.changesUpTo) : NaN;
      if (!Number.isNaN(upTo)) waiting.changesUpTo = Math.max(waiting.changesUpTo ?? upTo, upTo);
      for (const actor of delivery?.actors ?? []) {
        if (waiting.actors.size < MAX_LISTED) waiting.actors.add(actor);
      }
      if (delivery?.deliveryId && waiting.deliveries.length < MAX_LISTED) {
        waiting.deliveries.push(delivery.deliveryId);
      }
      if (running) return 'queued';
      running = drain();
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
        pending: waiting !== null,
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
