/**
 * The live status bar's model: after a save the bar follows the build that carries it ("Saved,
 * live in about N s", counting down), then says "Live" once the provider answers live, or shows
 * the failure. Several saves in a row follow the newest. Pure: the bar polls and ticks.
 */
import { mayDo, isRole } from '@cloud-consulting/domain/admin-roles';
import type { SavedChange } from '../api/write-events';
import { remainingMs, waitingText } from './live-status-text';
import type { BuildStatus } from './build-types';

export type BarState =
  | { kind: 'idle' }
  | {
      kind: 'waiting';
      savedAt: string;
      /** The provider clock minus the browser's (see provider-clock.ts). */
      offsetMs: number;
      /** The provider's last answer about this save; null before the first. */
      status: BuildStatus | null;
      /** What the live region says of this save: the first estimate, not every second's. */
      announced: string;
      /** Status calls in a row that failed (network, 5xx): the next waits longer. */
      failures: number;
    }
  | { kind: 'live'; savedAt: string }
  /** A save that asked for no build (a draft): what the bar says of it. */
  | { kind: 'off-site'; savedAt: string; text: string }
  | { kind: 'failed'; savedAt: string; error: string };

export const IDLE: BarState = { kind: 'idle' };

/** Only roles that may read builds follow them (family `rebuild`: owner, editor). */
export function mayFollowBuilds(role: unknown): boolean {
  return isRole(role) && mayDo(role, 'rebuild');
}

/** A save: follow it, unless the bar already follows a newer one. */
export function afterSave(state: BarState, change: SavedChange, offsetMs: number): BarState {
  if (state.kind !== 'idle' && Date.parse(state.savedAt) > Date.parse(change.savedAt)) {
    return state;
  }
  if (change.offSite) return { kind: 'off-site', savedAt: change.savedAt, text: change.offSite };
  return {
    kind: 'waiting',
    savedAt: change.savedAt,
    offsetMs,
    status: null,
    // Said with the first estimate, a moment later, rather than twice.
    announced: '',
    failures: 0,
  };
}

/** The provider's answer about the save made at `since`; an answer about an older save is late. */
export function afterStatus(
  state: BarState,
  since: string,
  status: BuildStatus,
  browserNow: number,
): BarState {
  if (state.kind !== 'waiting' || state.savedAt !== since) return state;
  if (status.state === 'live') return { kind: 'live', savedAt: since };
  if (status.state === 'failed') {
    return {
      kind: 'failed',
      savedAt: since,
      error: status.build?.error?.trim() || 'The site build failed without saying why.',
    };
  }
  const announced =
    state.status === null
      ? waitingText(status, since, state.offsetMs, browserNow)
      : state.announced;
  return { ...state, status, announced, failures: 0 };
}

/** A status call that failed for a while (network, 5xx): try again later. */
export function afterPollFailure(state: BarState): BarState {
  if (state.kind !== 'waiting') return state;
  return { ...state, announced: state.announced || 'Saved.', failures: state.failures + 1 };
}

/** How long before the estimated end the bar asks often, and how often. */
const NEAR_END_MS = 5000;
export const NEAR_END_POLL_MS = 750;

/** How long to wait before asking the provider again (ms); null: no more asking. */
export function pollDelay(state: BarState, browserNow: number): number | null {
  if (state.kind !== 'waiting') return null;
  if (state.status === null && state.failures === 0) return 0;
  if (state.failures > 0) return Math.min(30_000, 2000 * 2 ** state.failures);
  const left = remainingMs(state.status!, state.savedAt, state.offsetMs, browserNow);
  // Long past the estimate, a slow build is asked about less often.
  if (left !== null && left < -30_000) return 5000;
  // Near the end (or with no estimate yet) often, so "Live" follows the page within a second.
  if (left === null || left <= NEAR_END_MS) return NEAR_END_POLL_MS;
  return 2000;
}
