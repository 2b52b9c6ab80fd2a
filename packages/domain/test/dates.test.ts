import {
  addDays,
  calendarDay,
  DEFAULT_TIME,
  DEFAULT_TIME_TEXT,
  demoDateError,
  earliestDemoDay,
  earliestTrainingDay,
  formatLongUsDate,
  formatTime,
  isDemoDayDisabled,
  isHoliday,
  isTrainingDayDisabled,
  isWeekend,
  parseCalendarDay,
  parseTime,
  TIME_HOURS,
  TIME_MINUTES,
  TIME_PERIODS,
  TRAINING_DATE_HINT,
  trainingDateError,
  TRAINING_DATE_MESSAGES,
  US_FEDERAL_HOLIDAYS,
  federalHolidays,
  formatUtcMinute,
  calendarDayLabel,
} from '@cloud-consulting/domain/dates';
import { TODAY } from './fixtures';

describe('calendar days', () => {
  it.each([
    ['2026-12-08', '2026-12-08'],
    ['2026-12-08T00:00:00.000Z', '2026-12-08'],
    ['2026-12-08T23:30:00+05:30', '2026-12-08'],
    [' 2026-12-08T10:00 ', '2026-12-08'],
    ['2026-02-30', null],
    ['2026-13-01', null],
    ['08/12/2026', null],
    ['', null],
  ])('%p names day %p', (value, expected) => {
    expect(parseCalendarDay(value)).toBe(expected);
  });

  it('reads the day of an instant in UTC or local time', () => {
    const instant = new Date('2026-11-23T10:00:00.000Z');
    expect(calendarDay(instant, 'utc')).toBe('2026-11-23');
    const local = new Date(2026, 0, 5, 12);
    expect(calendarDay(local)).toBe('2026-01-05');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it.each([
    ['2026-11-21', true],
    ['2026-11-22', true],
    ['2026-11-23', false],
    ['2026-11-27', false],
  ])('%s is a weekend: %p', (day, expected) => {
    expect(isWeekend(day)).toBe(expected);
  });

  it('lists the 17 holidays of the spec', () => {
    expect(US_FEDERAL_HOLIDAYS).toHaveLength(17);
    expect(isHoliday('2026-11-26')).toBe(true);
    expect(isHoliday('2026-11-27')).toBe(false);
  });

  it("computes the spec's listed holidays by the rules (all but 2025-08-04, the spec's own)", () => {
    const computed = new Set([...federalHolidays(2025), ...federalHolidays(2026)]);
    expect(US_FEDERAL_HOLIDAYS.filter((day) => !computed.has(day))).toEqual(['2025-08-04']);
  });

  it('computes the holidays of years the list does not reach, with weekend observance', () => {
    expect([...federalHolidays(2027)].sort()).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31',
      '2027-06-18', // Juneteenth on a Saturday: observed on the Friday
      '2027-06-19',
      '2027-07-04', // a Sunday: observed on the Monday
      '2027-07-05',
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      '2027-12-24', // Christmas on a Saturday: the Friday
      '2027-12-25',
      '2027-12-31', // New Year's Day 2028 is a Saturday: observed on 31 December
    ]);
    expect(isHoliday('2027-01-01')).toBe(true);
    expect(isHoliday('2027-01-18')).toBe(true);
    expect(isHoliday('2027-01-19')).toBe(false);
    expect(isHoliday('2031-11-27')).toBe(true); // Thanksgiving 2031
  });

  it('refuses 2027-01-01 and 2027-01-18 for a training as holidays', () => {
    for (const day of ['2027-01-01', '2027-01-18']) {
      expect(trainingDateError(day, '2026-12-01')).toBe(TRAINING_DATE_MESSAGES.holiday);
    }
  });
});

describe('training preferred date', () => {
  it('starts 14 days from today', () => {
    expect(earliestTrainingDay(TODAY)).toBe('2026-12-07');
    expect(earliestDemoDay(TODAY)).toBe('2026-12-07');
  });

  it.each([
    ['2026-12-07', null],
    ['2026-12-04', 'Please select a date at least 14 days from today.'],
    ['2026-12-12', 'Weekends are not available. Please select a weekday.'],
    ['2026-12-25', 'This date is a US federal holiday. Please select another date.'],
    ['', 'Please select a preferred date.'],
    [null, 'Please select a preferred date.'],
    ['soon', 'Please select a valid date.'],
  ])('%p gives %p', (value, expected) => {
    expect(trainingDateError(value, TODAY)).toBe(expected);
  });

  it('disables the same days in the picker', () => {
    expect(isTrainingDayDisabled('2026-12-07', TODAY)).toBe(false);
    expect(isTrainingDayDisabled('2026-12-13', TODAY)).toBe(true);
    expect(TRAINING_DATE_HINT).toBe('Excludes weekends and US federal holidays');
  });
});

describe('demo date', () => {
  it.each([
    ['2026-12-08', null],
    [undefined, 'Date is required'],
    ['2026-12-06', 'Please select a date at least 2 weeks from today'],
    ['2027-01-02', 'Weekends are not available for demos. Please select a weekday.'],
    [
      '2026-12-25',
      'This date is a holiday and not available for demos. Please select another date.',
    ],
  ])('%p gives %p', (value, expected) => {
    expect(demoDateError(value, TODAY)).toBe(expected);
  });

  it('disables the same days in the picker', () => {
    expect(isDemoDayDisabled('2026-12-25', TODAY)).toBe(true);
    expect(isDemoDayDisabled('2026-12-08', TODAY)).toBe(false);
  });
});

describe('time options', () => {
  it('offers hours 01 to 12, minutes every 15, AM and PM', () => {
    expect(TIME_HOURS).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
    expect(TIME_MINUTES).toEqual(['00', '15', '30', '45']);
    expect(TIME_PERIODS).toEqual(['AM', 'PM']);
  });

  it('defaults to 10:00 AM', () => {
    expect(DEFAULT_TIME_TEXT).toBe('10:00 AM');
    expect(formatTime(DEFAULT_TIME)).toBe('10:00 AM');
  });

  it.each([
    ['10:00 AM', { hour: '10', minute: '00', period: 'AM' }],
    [' 12:45 PM ', { hour: '12', minute: '45', period: 'PM' }],
    ['00:00 AM', null],
    ['13:00 PM', null],
    ['10:05 AM', null],
    ['10:00', null],
  ])('parses %p', (text, expected) => {
    expect(parseTime(text)).toEqual(expected);
  });
});

describe('long US dates', () => {
  it.each([
    ['2025-07-19T00:00:00.000Z', 'July 19, 2025'],
    [new Date('2026-11-01T23:59:00Z'), 'November 1, 2026'],
    ['nonsense', ''],
  ])('%p reads %p', (value, expected) => {
    expect(formatLongUsDate(value)).toBe(expected);
  });
});

describe('instants as people read them', () => {
  it('writes an ISO instant to the minute in UTC, and leaves other text as it is', () => {
    expect(formatUtcMinute('2026-11-25T14:03:59.123Z')).toBe('2026-11-25 14:03 UTC');
    expect(formatUtcMinute('2026-11-25T16:03:00+02:00')).toBe('2026-11-25 14:03 UTC');
    expect(formatUtcMinute('yesterday')).toBe('yesterday');
  });
});

describe('calendarDayLabel', () => {
  it.each([
    ['2026-12-01', false, '1 December 2026, Tuesday'],
    ['2026-12-31', false, '31 December 2026, Thursday'],
    ['2027-02-28', true, '28 February 2027, Sunday, selected'],
  ])(
    'names %p (selected: %p) %p, starting with the number the button shows',
    (day, selected, label) => {
      expect(calendarDayLabel(day, { selected })).toBe(label);
      expect(label.startsWith(`${Number(day.slice(8))} `)).toBe(true);
    },
  );
});
