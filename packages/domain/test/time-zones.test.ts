import {
  FALLBACK_TIME_ZONES,
  UTC,
  detectTimeZone,
  isTimeZone,
  normalizeTimeZone,
  timeZoneOptions,
  groupTimeZones,
  timeZonePlace,
} from '@cloud-consulting/domain/time-zones';

describe('normalizeTimeZone', () => {
  it.each([
    ['UTC', 'UTC'],
    ['America/Chicago', 'America/Chicago'],
    ['america/chicago', 'America/Chicago'],
    ['America/Argentina/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['Etc/GMT+5', 'Etc/GMT+5'],
  ])('accepts %p as %p', (name, expected) => {
    expect(normalizeTimeZone(name)).toBe(expected);
  });

  it.each([
    '',
    'Mars/Olympus_Mons',
    'Central Time',
    '+05:00',
    'UTC+2',
    '../etc/passwd',
    'America/Chicago\n',
    'A'.repeat(65),
    42,
    null,
    undefined,
  ])('refuses %p', (name) => {
    expect(normalizeTimeZone(name)).toBeNull();
    expect(isTimeZone(name)).toBe(false);
  });
});

describe('timeZoneOptions', () => {
  it('lists the runtime zones with UTC first, the rest sorted', () => {
    const options = timeZoneOptions(undefined, () => ['Europe/Paris', 'America/Chicago', 'UTC']);
    expect(options).toEqual(['UTC', 'America/Chicago', 'Europe/Paris']);
  });

  it('falls back to the short list when the runtime lists none or fails', () => {
    for (const supported of [
      () => [],
      () => {
        throw new Error('no Intl');
      },
    ]) {
      const options = timeZoneOptions(undefined, supported);
      expect(options[0]).toBe(UTC);
      expect(new Set(options)).toEqual(new Set(FALLBACK_TIME_ZONES));
    }
  });

  it('adds the visitor zone when the list misses it', () => {
    expect(timeZoneOptions('Asia/Calcutta', () => ['Asia/Kolkata'])).toEqual([
      'UTC',
      'Asia/Calcutta',
      'Asia/Kolkata',
    ]);
  });

  it('holds only real zones in the fallback list, and the runtime list by default', () => {
    expect(FALLBACK_TIME_ZONES.every(isTimeZone)).toBe(true);
    expect(timeZoneOptions()).toContain('America/New_York');
  });
});

describe('detectTimeZone', () => {
  it('answers the zone the system reports', () => {
    expect(detectTimeZone(() => 'America/Chicago')).toBe('America/Chicago');
  });

  it.each([
    ['nothing', () => undefined],
    ['an unknown zone', () => 'Nowhere/Else'],
    [
      'an error',
      () => {
        throw new Error('no Intl');
      },
    ],
  ])('answers UTC when the system reports %s', (_what, resolve) => {
    expect(detectTimeZone(resolve)).toBe(UTC);
  });

  it('reads the runtime by default', () => {
    expect(isTimeZone(detectTimeZone())).toBe(true);
  });
});

describe('groupTimeZones', () => {
  it('puts UTC first, then the regions in order, each sorted by the place people read', () => {
    const groups = groupTimeZones([
      'Europe/Paris',
      'America/Chicago',
      'UTC',
      'America/Argentina/Buenos_Aires',
      'Indian/Maldives',
      'Etc/GMT+5',
      'Asia/Tokyo',
      'Europe/Berlin',
    ]);
    expect(groups).toEqual([
      { region: 'UTC', zones: [{ value: 'UTC', label: 'UTC' }] },
      {
        region: 'Americas',
        zones: [
          { value: 'America/Argentina/Buenos_Aires', label: 'Buenos Aires, Argentina' },
          { value: 'America/Chicago', label: 'Chicago' },
        ],
      },
      {
        region: 'Europe',
        zones: [
          { value: 'Europe/Berlin', label: 'Berlin' },
          { value: 'Europe/Paris', label: 'Paris' },
        ],
      },
      { region: 'Asia', zones: [{ value: 'Asia/Tokyo', label: 'Tokyo' }] },
      { region: 'Indian Ocean', zones: [{ value: 'Indian/Maldives', label: 'Maldives' }] },
      { region: 'Other', zones: [{ value: 'Etc/GMT+5', label: 'Etc/GMT+5' }] },
    ]);
  });

  it('keeps every zone of the runtime, none twice, in groups of at most a few hundred', () => {
    const zones = timeZoneOptions();
    const groups = groupTimeZones(zones);
    const listed = groups.flatMap((group) => group.zones.map((zone) => zone.value));
    expect(listed.sort()).toEqual([...zones].sort());
    expect(groups.length).toBeGreaterThan(5);
  });

  it('names a place without the region and with spaces', () => {
    expect(timeZonePlace('America/Indiana/Knox')).toBe('Knox, Indiana');
    expect(timeZonePlace('America/New_York')).toBe('New York');
    expect(timeZonePlace('EST')).toBe('EST');
  });
});
