/**
 * Site builds as the editorial back end shows them: the builder (site server) reports each build
 * to the provider, editors read the history, and the editor app follows the build that carries a
 * save ("Saved, live in about N s", then "Live"). Pure rules; the provider stores the builds.
 */

/** Where the builder reports its builds on the provider (signed like the rebuild webhook). */
export const BUILD_REPORT_PATH = '/admin/api/builds/report';

export const BUILD_STATES = ['running', 'succeeded', 'failed'] as const;
export type BuildState = (typeof BUILD_STATES)[number];

/** What a build includes: the webhook deliveries that asked for it, folded together. */
export interface BuildContents {
  /** When the first request it answers arrived. */
  requestedAt: string;
  /** The newest change it includes (ISO 8601), or null when no change asked for it. */
  changesUpTo: string | null;
  /** Who made those changes, each once. */
  actors: string[];
  deliveries: string[];
}

/** A build as the builder tells the provider of it, as it starts and as it ends. */
export interface BuildReport extends BuildContents {
  id: string;
  state: BuildState;
  /** What asked for the build on the builder's side: "webhook", "start", ... */
  reason: string;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  error: string | null;
}

/** A failed build's error is kept this long (Gatsby's output can be very long). */
export const BUILD_ERROR_MAX_LENGTH = 2000;

/** Names shown in a build's trigger before "and N more". */
const TRIGGER_NAMES = 3;

/** The trigger of a build an editor asked for with "rebuild now". */
export const rebuildNowBy = (actor: string) => `rebuild now by ${actor}`;

/** The actor of changes the provider made on its own: scheduled posts becoming public. */
export const SCHEDULE_ACTOR = 'schedule';

/** What caused changes that name nobody (a database write the provider did not attribute). */
export const CONTENT_CHANGE_TRIGGER = 'content change';

/**
 * Who or what a build answers, in a few words: the actors of its changes in order of first
 * appearance ("ana@example.com, automation and 2 more"); `fallback` when none is named (the
 * builder's own reason, such as "start").
 */
export function describeTrigger(actors: readonly string[], fallback: string): string {
  const names = [...new Set(actors.map((a) => a.trim()).filter(Boolean))];
  if (names.length === 0) return fallback;
  const shown = names.slice(0, TRIGGER_NAMES).join(', ');
  const more = names.length - TRIGGER_NAMES;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

/** Successful builds the typical duration looks at, the newest first. */
export const TYPICAL_DURATION_SAMPLE = 5;

/**
 * How long a build usually takes: the median of the newest successful builds' durations (ms),
 * so one slow first build does not skew "live in about N s". Null when none succeeded yet.
 */
export function typicalDurationMs(newestFirst: readonly number[]): number | null {
  const sample = newestFirst.slice(0, TYPICAL_DURATION_SAMPLE).sort((a, b) => a - b);
  if (sample.length === 0) return null;
  const middle = Math.floor(sample.length / 2);
  return sample.length % 2 === 1
    ? sample[middle]!
    : Math.round((sample[middle - 1]! + sample[middle]!) / 2);
}

export interface BuildFacts {
  state: BuildState;
  /** The newest change the build includes (ms); null for a build no change asked for. */
  changesUpTo: number | null;
  startedAt: number;
}

/** Where the site stands for a save: live, being built, failed, or not started yet. */
export type SaveState = 'live' | 'running' | 'failed' | 'pending';

/**
 * The state of the changes made at or after `since` (ms), and the build that decides it.
 * `newestChangeAt` is the newest change the provider knows of (waiting or delivered to the
 * builder); the build that must include the save is the one that includes every change from
 * `since` up to it, since a build includes all that was delivered before it started.
 * - live: a successful build includes them;
 * - running: a running build includes them;
 * - failed: the last finished build that includes changes since `since` failed, and no build
 *   with them runs (the editor sees the error until a later build carries the changes);
 * - pending: no build has started with them yet (a build may be running without them).
 */
export function saveStatus<T extends BuildFacts>(
  since: number,
  newestChangeAt: number | null,
  builds: readonly T[],
): { state: SaveState; build: T | null } {
  const target = newestChangeAt !== null && newestChangeAt > since ? newestChangeAt : since;
  const covering = (b: T, from: number) => b.changesUpTo !== null && b.changesUpTo >= from;
  const earliestFirst = [...builds].sort((a, b) => a.startedAt - b.startedAt);
  const live = earliestFirst.find((b) => b.state === 'succeeded' && covering(b, target));
  if (live) return { state: 'live', build: live };
  const running = earliestFirst.find((b) => b.state === 'running' && covering(b, target));
  if (running) return { state: 'running', build: running };
  const finished = earliestFirst.filter((b) => b.state !== 'running' && covering(b, since));
  const last = finished[finished.length - 1];
  if (last?.state === 'failed') return { state: 'failed', build: last };
  return { state: 'pending', build: null };
}

/** Failed calls to the builder in a row after which publishing counts as stuck. */
export const STUCK_AFTER_ATTEMPTS = 2;

/**
 * Whether changes no longer reach the builder: its calls failed STUCK_AFTER_ATTEMPTS times in a
 * row (one failure is a builder restarting; the notifier keeps retrying either way).
 */
export function publishingStuck(delivery: {
  attempts: number;
  failingSince: Date | string | null;
}): boolean {
  return delivery.failingSince !== null && delivery.attempts >= STUCK_AFTER_ATTEMPTS;
}

/**
 * Set on an admin change's answer when the provider asked the site to rebuild for it: the editor
 * app follows that build to "Live"; a change without it (a lead's status, a comment's approval)
 * waits for nothing.
 */
export const SITE_REBUILD_HEADER = 'X-Site-Rebuild';
