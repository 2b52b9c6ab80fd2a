/**
 * Date rules for the training request and the product demo, and the demo time choices.
 *
 * Rules work on calendar days written 'YYYY-MM-DD', never on instants: a day picked in one
 * time zone must stay the same day when the server checks it in another. `today` is always a
 * parameter (no hidden clock); {@link calendarDay} turns a Date into the day in a chosen zone.
 */
import { DEMO_LEAD_DAYS, TIME_MINUTE_STEP, TRAINING_LEAD_DAYS } from './constants';

/** A calendar day, 'YYYY-MM-DD'. */
export type CalendarDay = string;

/**
 * The 17 listed US federal holidays from August 2025 to December 2026. They block training
 * dates and demo dates, together with the holidays computed by their rules for any year
 * ({@link federalHolidays}), which give the same dates but for 2025-08-04, listed on its own.
 */
export const US_FEDERAL_HOLIDAYS: readonly CalendarDay[] = [
  '2025-08-04',
  '2025-09-01',
  '2025-10-13',
  '2025-11-11',
  '2025-11-27',
  '2025-12-25',
  '2026-01-01',
  '2026-01-19',
  '2026-02-16',
  '2026-05-25',
  '2026-06-19',
  '2026-07-04',
  '2026-09-07',
  '2026-10-12',
  '2026-11-11',
  '2026-11-26',
  '2026-12-25',
];

const HOLIDAYS = new Set(US_FEDERAL_HOLIDAYS);

export const TRAINING_DATE_HINT = 'Excludes weekends and US federal holidays';

/** The message for a blocked date; the hint above tells the rule before the visitor picks. */
export const TRAINING_DATE_MESSAGES = {
  required: 'Please select a preferred date.',
  tooSoon: `Please select a date at least ${TRAINING_LEAD_DAYS} days from today.`,
  weekend: 'Weekends are not available. Please select a weekday.',
  holiday: 'This date is a US federal holiday. Please select another date.',
  invalid: 'Please select a valid date.',
} as const;

export const DEMO_DATE_MESSAGES = {
  required: 'Date is required',
  tooSoon: 'Please select a date at least 2 weeks from today',
  weekend: 'Weekends are not available for demos. Please select a weekday.',
  holiday: 'This date is a holiday and not available for demos. Please select another date.',
  invalid: 'Please select a valid date.',
} as const;

type DateMessages = typeof TRAINING_DATE_MESSAGES | typeof DEMO_DATE_MESSAGES;

const DAY_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * The calendar day a value names: a 'YYYY-MM-DD' string, or the date part of an ISO datetime
 * as written (the form sends the picked day at midnight). Null when the value is not a real day.
 */
export function parseCalendarDay(value: string): CalendarDay | null {
  const match = DAY_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const day = date.toISOString().slice(0, 10);
  return day === `${y}-${m}-${d}` ? day : null;
}

/**
 * The calendar day of an instant. The browser asks for its local day ('local'); the server,
 * which has no visitor zone, asks for 'utc'.
 */
export function calendarDay(date: Date, zone: 'local' | 'utc' = 'local'): CalendarDay {
  const parts =
    zone === 'utc'
      ? [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]
      : [date.getFullYear(), date.getMonth() + 1, date.getDate()];
  const [y, m, d] = parts.map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'));
  return `${y}-${m}-${d}`;
}

const toUtc = (day: CalendarDay): Date => new Date(`${day}T00:00:00.000Z`);

/** The day `days` after `day` (negative goes back). */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const isWeekend = (day: CalendarDay): boolean => [0, 6].includes(toUtc(day).getUTCDay());

const dayOf = (year: number, month: number, date: number): CalendarDay =>
  new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10);

/** The nth given weekday (0 Sunday to 6 Saturday) of a month; n = -1 for the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDay {
  if (n < 0) {
    const last = new Date(Date.UTC(year, month, 0));
    const back = (last.getUTCDay() - weekday + 7) % 7;
    return dayOf(year, month, last.getUTCDate() - back);
  }
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return dayOf(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
}

/** A fixed-date holiday and, when it falls on a weekend, the weekday it is observed on. */
function withObservance(day: CalendarDay): CalendarDay[] {
  const weekday = toUtc(day).getUTCDay();
  if (weekday === 6) return [day, addDays(day, -1)];
  if (weekday === 0) return [day, addDays(day, 1)];
  return [day];
}

const FIXED_HOLIDAYS: ReadonlyArray<[month: number, date: number]> = [
  [1, 1], // New Year's Day
  [6, 19], // Juneteenth
  [7, 4], // Independence Day
  [11, 11], // Veterans Day
  [12, 25], // Christmas Day
];

const WEEKDAY_HOLIDAYS: ReadonlyArray<[month: number, weekday: number, n: number]> = [
  [1, 1, 3], // Martin Luther King Jr. Day: third Monday of January
  [2, 1, 3], // Washington's Birthday: third Monday of February
  [5, 1, -1], // Memorial Day: last Monday of May
  [9, 1, 1], // Labor Day: first Monday of September
  [10, 1, 2], // Columbus Day: second Monday of October
  [11, 4, 4], // Thanksgiving Day: fourth Thursday of November
];

const byYear = new Map<number, ReadonlySet<CalendarDay>>();

/**
 * The US federal holidays of a year by their rules (5 U.S.C. 6103): the fixed dates, each with
 * the weekday it is observed on when it falls on a weekend (Saturday: the Friday before; Sunday:
 * the Monday after), and the nth-weekday ones. A New Year's Day on a Saturday is observed on
 * 31 December of the year before, which belongs to that year's list.
 */
export function federalHolidays(year: number): ReadonlySet<CalendarDay> {
  const known = byYear.get(year);
  if (known) return known;
  const days = new Set<CalendarDay>([
    ...FIXED_HOLIDAYS.flatMap(([month, date]) => withObservance(dayOf(year, month, date))),
    ...WEEKDAY_HOLIDAYS.map(([month, weekday, n]) => nthWeekday(year, month, weekday, n)),
    ...withObservance(dayOf(year + 1, 1, 1)).filter((day) => day.startsWith(`${year}-`)),
  ]);
  const list = new Set([...days].filter((day) => day.startsWith(`${year}-`)));
  byYear.set(year, list);
  return list;
}

/** A listed holiday or a federal holiday by the rules, in any year. */
export const isHoliday = (day: CalendarDay): boolean =>
  HOLIDAYS.has(day) || federalHolidays(Number(day.slice(0, 4))).has(day);

/** The first day a training can be requested for (inclusive). */
export const earliestTrainingDay = (today: CalendarDay): CalendarDay =>
  addDays(today, TRAINING_LEAD_DAYS);
/** The first day a demo can be requested for (inclusive). */
export const earliestDemoDay = (today: CalendarDay): CalendarDay => addDays(today, DEMO_LEAD_DAYS);

function checkDay(
  value: string | null | undefined,
  today: CalendarDay,
  leadDays: number,
  messages: DateMessages,
): string | null {
  if (value === null || value === undefined || value.trim() === '') return messages.required;
  const day = parseCalendarDay(value);
  if (!day) return messages.invalid;
  if (day < addDays(today, leadDays)) return messages.tooSoon;
  if (isWeekend(day)) return messages.weekend;
  if (isHoliday(day)) return messages.holiday;
  return null;
}

/** The training preferred-date rule: the message to show, or null when the day is allowed. */
export const trainingDateError = (value: string | null | undefined, today: CalendarDay) =>
  checkDay(value, today, TRAINING_LEAD_DAYS, TRAINING_DATE_MESSAGES);

/** The demo date rule: the message to show, or null when the day is allowed. */
export const demoDateError = (value: string | null | undefined, today: CalendarDay) =>
  checkDay(value, today, DEMO_LEAD_DAYS, DEMO_DATE_MESSAGES);

/** For a date picker's `disabled` matcher: true when the day cannot be chosen for a training. */
export const isTrainingDayDisabled = (day: CalendarDay, today: CalendarDay): boolean =>
  trainingDateError(day, today) !== null;

/** For a date picker's `disabled` matcher: true when the day cannot be chosen for a demo. */
export const isDemoDayDisabled = (day: CalendarDay, today: CalendarDay): boolean =>
  demoDateError(day, today) !== null;

// Demo time: hour 01-12, minutes every 15, AM/PM, default 10:00 AM.
export const TIME_HOURS: readonly string[] = Array.from({ length: 12 }, (_, i) =>
  String(i + 1).padStart(2, '0'),
);
export const TIME_MINUTES: readonly string[] = Array.from(
  { length: 60 / TIME_MINUTE_STEP },
  (_, i) => String(i * TIME_MINUTE_STEP).padStart(2, '0'),
);
export const TIME_PERIODS = ['AM', 'PM'] as const;
export type TimePeriod = (typeof TIME_PERIODS)[number];

export interface TimeOfDay {
  hour: string;
  minute: string;
  period: TimePeriod;
}

export const DEFAULT_TIME: TimeOfDay = { hour: '10', minute: '00', period: 'AM' };

/** 'hh:mm AM', the preferredTime the demo request carries. */
export const formatTime = ({ hour, minute, period }: TimeOfDay): string =>
  `${hour}:${minute} ${period}`;

export const DEFAULT_TIME_TEXT = formatTime(DEFAULT_TIME);

/** Reads 'hh:mm AM' back; null when it is not one of the offered choices. */
export function parseTime(text: string): TimeOfDay | null {
  const match = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(text.trim());
  if (!match) return null;
  const [, hour, minute, period] = match;
  if (!TIME_HOURS.includes(hour) || !TIME_MINUTES.includes(minute)) return null;
  return { hour, minute, period: period as TimePeriod };
}

/** A publish date in long US format ('July 19, 2025'), read in UTC so build and browser agree. */
export function formatLongUsDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * An instant as people read it, the same on every machine: '2026-11-25 14:03 UTC'. A value that
 * is no date is shown as it came.
 */
export function formatUtcMinute(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/*
 * Made once: a calendar names its 42 days on every render, and a toLocaleDateString call builds
 * its formatter anew each time (a quarter of a millisecond, 20 ms a render on this project's host,
 * twice that on an emulated phone: half of what picking a day took).
 */
const MONTH_NAME = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
const WEEKDAY_NAME = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });

/**
 * A calendar day button's accessible name: the number it shows first, so a voice user saying
 * "click 1" reaches it (WCAG 2.5.3, label in name), then the month, year and weekday that the
 * grid's layout gives a sighted visitor: '1 December 2026, Tuesday', '…, selected' when picked.
 */
export function calendarDayLabel(day: CalendarDay, { selected = false } = {}): string {
  const date = toUtc(day);
  const label = `${date.getUTCDate()} ${MONTH_NAME.format(date)} ${date.getUTCFullYear()}, ${WEEKDAY_NAME.format(date)}`;
  return selected ? `${label}, selected` : label;
}
