/** What the live status bar says: the countdown while a save waits for its build, the failure. */
import { aboutTime } from './build-estimate';
import type { BuildStatus } from './build-types';
import type { BarState } from './live-status';

/** Time left until the save is live (ms), or null without a typical duration. */
export function remainingMs(
  status: BuildStatus,
  savedAt: string,
  offsetMs: number,
  browserNow: number,
): number | null {
  const typical = status.typicalDurationMs;
  if (typical === null) return null;
  const now = browserNow + offsetMs;
  // A build waiting to start begins within a second of the save (the webhook's debounce).
  const started =
    status.state === 'running' && status.build
      ? Date.parse(status.build.startedAt)
      : Date.parse(savedAt);
  return typical - Math.max(0, now - started);
}

/** "Saved, live in about N s" while the save waits for its build. */
export function waitingText(
  status: BuildStatus | null,
  savedAt: string,
  offsetMs: number,
  browserNow: number,
): string {
  if (!status) return 'Saved.';
  if (status.publishing?.stuck) {
    return `Saved, but publishing is stuck: ${status.publishing.reason ?? 'the site builder does not answer'}. It is retried on its own.`;
  }
  const left = remainingMs(status, savedAt, offsetMs, browserNow);
  if (left === null) {
    return status.state === 'running'
      ? 'Saved, the site is being rebuilt.'
      : 'Saved, waiting for the site build.';
  }
  return left > 0 ? `Saved, live in ${aboutTime(left)}.` : 'Saved, live in a moment.';
}

/**
 * The failure as the bar shows it; the site status page has it all. A failed build's error is
 * its first line ("gatsby build exited with 1") and then the build's log: the bar shows the first
 * line and the log's first line that names an error (Gatsby's "ERROR #85901 ..."), not the start
 * of the log, which is progress.
 */
export function shortError(error: string, max = 160): string {
  const lines = error
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const [first = ''] = lines;
  const cause =
    lines.length > 2 ? lines.slice(1).find((line) => /\berror\b/i.test(line)) : undefined;
  const text = cause ? `${first} ${cause}` : lines.join(' ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export interface BarText {
  /** What the bar shows now (the countdown changes every second). */
  shown: string;
  /** What the live region says: once per stage, so a screen reader is not told every second. */
  announced: string;
  tone: 'info' | 'success' | 'error';
}

/** The bar's words for its state; null when it has nothing to say. */
export function barText(state: BarState, browserNow: number): BarText | null {
  switch (state.kind) {
    case 'idle':
      return null;
    case 'waiting':
      return {
        shown: waitingText(state.status, state.savedAt, state.offsetMs, browserNow),
        announced: state.announced,
        tone: state.status?.publishing?.stuck ? 'error' : 'info',
      };
    case 'live':
      return { shown: LIVE_TEXT, announced: LIVE_TEXT, tone: 'success' };
    case 'off-site':
      return { shown: state.text, announced: state.text, tone: 'info' };
    case 'failed': {
      const text = `Saved, but the site build failed: ${shortError(state.error)}`;
      return { shown: text, announced: text, tone: 'error' };
    }
  }
}

export const LIVE_TEXT = 'Live: the site shows your changes.';
