/**
 * Time zones a visitor can pick for a demo: IANA names ('America/Chicago'), never offsets or
 * free text. The list comes from the runtime (Intl.supportedValuesOf) where it has one, else a
 * short fallback; the visitor's own zone is detected, UTC when detection fails.
 */

export const UTC = 'UTC';

/** The zones offered when the runtime cannot list its own: UTC and one per populous region. */
export const FALLBACK_TIME_ZONES: readonly string[] = [
  UTC,
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Toronto',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Lisbon',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Oslo',
  'Africa/Johannesburg',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Seoul',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
];

/** An IANA name's shape: 'UTC', 'EST', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5'. */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/**
 * The zone as stored: its name in the runtime's spelling when it differs only by case
 * ('america/chicago' → 'America/Chicago'), else as given (an alias such as 'Asia/Kolkata' is
 * kept, not replaced by the runtime's canonical 'Asia/Calcutta'). Null when it is no IANA zone
 * the runtime knows: offsets ('+05:00'), free text, unknown names.
 */
export function normalizeTimeZone(name: unknown): string | null {
  if (typeof name !== 'string' || name.length > 64 || !IANA_NAME.test(name)) return null;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
}

export const isTimeZone = (name: unknown): name is string => normalizeTimeZone(name) !== null;

/**
 * The zones to offer, UTC first then by name: the runtime's own list, or the fallback list when
 * the runtime has none. `include` (the visitor's detected zone) is added when missing.
 */
export function timeZoneOptions(
  include?: string,
  supported: () => readonly string[] = runtimeTimeZones,
): string[] {
  let listed: readonly string[];
  try {
    listed = supported();
  } catch {
    listed = [];
  }
  const zones = new Set(listed.length > 0 ? listed : FALLBACK_TIME_ZONES);
  if (include) zones.add(include);
  zones.delete(UTC);
  return [UTC, ...[...zones].sort()];
}

function runtimeTimeZones(): readonly string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  return intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [];
}

/** The visitor's zone as their system reports it; UTC when it reports none or an unusable one. */
export function detectTimeZone(
  resolve: () => string | undefined = () => Intl.DateTimeFormat().resolvedOptions().timeZone,
): string {
  try {
    return normalizeTimeZone(resolve()) ?? UTC;
  } catch {
    return UTC;
  }
}

/** A zone as a list shows it: its value and the place it names. */
export interface TimeZoneChoice {
  value: string;
  label: string;
}

/** The zones of one region of the world, for one group of a list. */
export interface TimeZoneGroup {
  region: string;
  zones: TimeZoneChoice[];
}

/** The regions IANA names start with, as people call them, in the order a list shows them. */
const REGIONS: Record<string, string> = {
  America: 'Americas',
  Europe: 'Europe',
  Africa: 'Africa',
  Asia: 'Asia',
  Australia: 'Australia',
  Pacific: 'Pacific',
  Atlantic: 'Atlantic',
  Indian: 'Indian Ocean',
  Antarctica: 'Antarctica',
  Arctic: 'Arctic',
};
/** Zones of no region ('UTC', 'Etc/GMT+5', 'EST'). */
const OTHER_REGION = 'Other';

const regionOf = (zone: string): string => {
  if (zone === UTC) return UTC;
  const [first = ''] = zone.split('/');
  return zone.includes('/') && first in REGIONS ? REGIONS[first]! : OTHER_REGION;
};

/**
 * The place a zone names, as people read it: 'America/Argentina/Buenos_Aires' → 'Buenos Aires,
 * Argentina'; 'Europe/Paris' → 'Paris'; a name of no region stays as it is ('UTC').
 */
export function timeZonePlace(name: string): string {
  if (regionOf(name) === OTHER_REGION || name === UTC) return name.replace(/_/g, ' ');
  const [, ...places] = name.split('/').map((part) => part.replace(/_/g, ' '));
  return places.reverse().join(', ');
}

/**
 * The zones grouped by region, for a list of 400 names a visitor can scan: UTC first on its
 * own, then the regions in a fixed order, each sorted by place, then the zones of no region.
 */
export function groupTimeZones(zones: readonly string[]): TimeZoneGroup[] {
  const byRegion = new Map<string, TimeZoneChoice[]>();
  const add = (region: string, zone: string) => {
    const list = byRegion.get(region) ?? [];
    list.push({ value: zone, label: timeZonePlace(zone) });
    byRegion.set(region, list);
  };
  for (const zone of zones) add(regionOf(zone), zone);
  const order = [UTC, ...Object.values(REGIONS), OTHER_REGION];
  return order
    .filter((region) => byRegion.has(region))
    .map((region) => ({
      region,
      zones: byRegion.get(region)!.sort((a, b) => a.label.localeCompare(b.label, 'en')),
    }));
}
