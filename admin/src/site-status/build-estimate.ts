/**
 * Estimates from the typical duration of builds: how far a running build is, how long until a
 * save is live, and how these read ("about 40 s"). Times are milliseconds on the provider clock.
 */

/** A running build never reads as done before it says so. */
const MOST_PERCENT = 99;

/** Percent done (0 to 99) and the time left of a build started at `startedAt`. */
export function buildProgress(
  startedAt: number,
  typicalMs: number,
  now: number,
): { percent: number; remainingMs: number } {
  const elapsed = Math.max(0, now - startedAt);
  const percent = typicalMs > 0 ? Math.floor((elapsed / typicalMs) * 100) : MOST_PERCENT;
  return {
    percent: Math.min(MOST_PERCENT, percent),
    remainingMs: Math.max(0, typicalMs - elapsed),
  };
}

/** "about 40 s" under two minutes, else "about 3 min"; whole units, rounded up. */
export function aboutTime(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 120 ? `about ${seconds} s` : `about ${Math.ceil(seconds / 60)} min`;
}

/** A duration as a person reads it: "45 s", "1 min 20 s", "under 1 s". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return 'under 1 s';
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${seconds} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}
