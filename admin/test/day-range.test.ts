import { dayEnd, dayStart, endDay, isThisWeek, startDay, thisWeek } from '../src/shared/day-range';

const local = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h).toISOString();

describe('days of a filter as instants', () => {
  it('starts a from day at its local midnight and shows it back as the day', () => {
    expect(dayStart('2026-03-02')).toBe(local(2026, 3, 2));
    expect(startDay(dayStart('2026-03-02'))).toBe('2026-03-02');
  });

  it('includes a to day whole: the filter ends at the next local midnight', () => {
    expect(dayEnd('2026-03-31')).toBe(local(2026, 4, 1));
    expect(endDay(dayEnd('2026-03-31'))).toBe('2026-03-31');
    expect(dayEnd('2026-12-31')).toBe(local(2027, 1, 1));
  });

  it("shows the same days when the date field formats its value twice, as react-admin's does", () => {
    const from = startDay(dayStart('2026-03-02'));
    const to = endDay(dayEnd('2026-03-08'));
    expect(startDay(from)).toBe('2026-03-02');
    expect(endDay(to)).toBe('2026-03-08');
    const week = thisWeek(new Date(2026, 2, 4, 15));
    expect(startDay(startDay(week.from))).toBe('2026-03-02');
    expect(endDay(endDay(week.to))).toBe('2026-03-08');
  });

  it('leaves an empty or malformed day out of the filter', () => {
    for (const day of ['', null, undefined, '2026-3-2', 'yesterday']) {
      expect(dayStart(day)).toBeUndefined();
      expect(dayEnd(day)).toBeUndefined();
    }
    expect(startDay('')).toBe('');
    expect(endDay('not a date')).toBe('');
  });

  it.each([
    ['a Wednesday', new Date(2026, 2, 4, 15)],
    ['a Monday at midnight', new Date(2026, 2, 2, 0)],
    ['a Sunday night', new Date(2026, 2, 8, 23, 59)],
  ])('makes this week Monday to Sunday on %s', (_name, now) => {
    expect(thisWeek(now)).toEqual({ from: local(2026, 3, 2), to: local(2026, 3, 9) });
    expect(isThisWeek(thisWeek(now), now)).toBe(true);
    expect(isThisWeek({ from: local(2026, 3, 2) }, now)).toBe(false);
  });
});
