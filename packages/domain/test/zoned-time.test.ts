import { formatZonedInstant, zonedInstant } from '@cloud-consulting/domain/zoned-time';

const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('zonedInstant', () => {
  it.each([
    ['2027-02-09', '10:00 AM', 'America/Chicago', '2027-02-09T16:00:00.000Z'],
    ['2027-07-06', '10:00 AM', 'America/Chicago', '2027-07-06T15:00:00.000Z'],
    ['2027-02-09', '02:30 PM', 'UTC', '2027-02-09T14:30:00.000Z'],
    ['2027-02-09', '12:00 AM', 'UTC', '2027-02-09T00:00:00.000Z'],
    ['2027-02-09', '12:15 PM', 'UTC', '2027-02-09T12:15:00.000Z'],
    ['2027-02-09', '09:45 AM', 'Asia/Kolkata', '2027-02-09T04:15:00.000Z'],
    ['2027-02-09', '01:00 AM', 'Asia/Tokyo', '2027-02-08T16:00:00.000Z'],
    ['2027-02-09', '11:00 PM', 'Pacific/Honolulu', '2027-02-10T09:00:00.000Z'],
  ])('%s %s in %s is %s', (day, time, zone, expected) => {
    expect(iso(zonedInstant(day, time, zone))).toBe(expected);
  });

  it('moves a time skipped by the spring change forward by the gap (02:30 → 03:30 EDT)', () => {
    expect(iso(zonedInstant('2027-03-14', '02:30 AM', 'America/New_York'))).toBe(
      '2027-03-14T07:30:00.000Z',
    );
    expect(iso(zonedInstant('2027-03-28', '01:15 AM', 'Europe/London'))).toBe(
      '2027-03-28T01:15:00.000Z',
    );
  });

  it('reads a time that happens twice in the autumn as the earlier instant (EDT, not EST)', () => {
    expect(iso(zonedInstant('2027-11-07', '01:30 AM', 'America/New_York'))).toBe(
      '2027-11-07T05:30:00.000Z',
    );
    expect(iso(zonedInstant('2027-10-31', '01:45 AM', 'Europe/London'))).toBe(
      '2027-10-31T00:45:00.000Z',
    );
  });

  it('keeps the times just around a change exact', () => {
    expect(iso(zonedInstant('2027-03-14', '01:45 AM', 'America/New_York'))).toBe(
      '2027-03-14T06:45:00.000Z',
    );
    expect(iso(zonedInstant('2027-03-14', '03:00 AM', 'America/New_York'))).toBe(
      '2027-03-14T07:00:00.000Z',
    );
    expect(iso(zonedInstant('2027-11-07', '02:00 AM', 'America/New_York'))).toBe(
      '2027-11-07T07:00:00.000Z',
    );
  });

  it.each([
    ['2027-02-30', '10:00 AM', 'UTC'],
    ['2027/02/09', '10:00 AM', 'UTC'],
    ['2027-02-09', '10:10 AM', 'UTC'],
    ['2027-02-09', '13:00 PM', 'UTC'],
    ['2027-02-09', '10:00 AM', 'Mars/Olympus_Mons'],
  ])('answers null for %s %s %s', (day, time, zone) => {
    expect(zonedInstant(day, time, zone)).toBeNull();
  });

  it('takes a parsed time as well as its text', () => {
    expect(iso(zonedInstant('2027-02-09', { hour: '02', minute: '30', period: 'PM' }, 'UTC'))).toBe(
      '2027-02-09T14:30:00.000Z',
    );
  });
});

describe('formatZonedInstant', () => {
  it('shows the time in the visitor zone, then in UTC', () => {
    expect(formatZonedInstant('2027-02-09T16:00:00.000Z', 'America/Chicago')).toBe(
      'Tue 9 Feb 2027, 10:00 AM America/Chicago (16:00 UTC)',
    );
  });

  it('names the UTC day when it is another day', () => {
    expect(formatZonedInstant(new Date('2027-02-08T16:00:00.000Z'), 'Asia/Tokyo')).toBe(
      'Tue 9 Feb 2027, 1:00 AM Asia/Tokyo (Mon 8 Feb 2027 16:00 UTC)',
    );
  });

  it('writes noon and midnight as 12 PM and 12 AM', () => {
    expect(formatZonedInstant('2027-02-09T12:00:00.000Z', 'UTC')).toBe(
      'Tue 9 Feb 2027, 12:00 PM UTC (12:00 UTC)',
    );
    expect(formatZonedInstant('2027-02-09T00:15:00.000Z', 'UTC')).toBe(
      'Tue 9 Feb 2027, 12:15 AM UTC (00:15 UTC)',
    );
  });

  it('round-trips with zonedInstant across a daylight-saving change', () => {
    const instant = zonedInstant('2027-11-07', '01:30 AM', 'America/New_York')!;
    expect(formatZonedInstant(instant, 'America/New_York')).toBe(
      'Sun 7 Nov 2027, 1:30 AM America/New_York (05:30 UTC)',
    );
  });
});
