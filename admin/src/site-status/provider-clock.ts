/**
 * The provider's clock as seen from the browser: builds start and saves happen on its time, so
 * a countdown in the browser adds the difference between the two clocks. Learnt from each save
 * (its savedAt is the answer's Date header less a second, see api/http.ts).
 */

/** savedAt is the Date header (whole seconds) less one second: the save was about 1.5 s later. */
const SAVED_AT_LAG_MS = 1500;

let offsetMs = 0;

/** The provider clock minus the browser's, from a save's savedAt and when the app heard of it. */
export function offsetFromSave(savedAt: string, heardAt: number): number {
  const saved = Date.parse(savedAt);
  return Number.isNaN(saved) ? 0 : saved + SAVED_AT_LAG_MS - heardAt;
}

export function learnOffset(offset: number): void {
  offsetMs = offset;
}

/** The provider's time now (ms). */
export function providerNow(browserNow = Date.now()): number {
  return browserNow + offsetMs;
}
