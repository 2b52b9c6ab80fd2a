/**
 * The time zones a demo can be asked in, and the visitor's own. Both are known only in the
 * browser: the built page and the hydrating render offer the shared fallback list with UTC (the
 * server snapshot), so the HTML and the hydration agree; React then renders again with the
 * runtime's full list and the detected zone.
 */
import { useSyncExternalStore } from 'react';
import {
  FALLBACK_TIME_ZONES,
  detectTimeZone,
  groupTimeZones,
  timeZoneOptions,
} from '@cloud-consulting/domain/time-zones';
import type { SelectGroup } from '../../ui/form/select-field';

export interface VisitorTimeZone {
  options: readonly string[];
  /** The same zones by region, as the list shows them. */
  groups: readonly SelectGroup[];
  /** The visitor's zone; null until known (the built page, the hydrating render). */
  detected: string | null;
}

const grouped = (zones: readonly string[]): SelectGroup[] =>
  groupTimeZones(zones).map(({ region, zones: choices }) => ({ label: region, options: choices }));

const BUILT: VisitorTimeZone = {
  options: FALLBACK_TIME_ZONES,
  groups: grouped(FALLBACK_TIME_ZONES),
  detected: null,
};

/** Read once: the zone list is long, and the snapshot must stay the same object. */
let inBrowser: VisitorTimeZone | null = null;
function browserSnapshot(): VisitorTimeZone {
  if (!inBrowser) {
    const detected = detectTimeZone();
    const options = timeZoneOptions(detected);
    inBrowser = { options, groups: grouped(options), detected };
  }
  return inBrowser;
}

/** The zone of a visitor does not change while the page is open. */
const noSubscription = () => () => undefined;

export function useVisitorTimeZone(): VisitorTimeZone {
  return useSyncExternalStore(noSubscription, browserSnapshot, () => BUILT);
}
