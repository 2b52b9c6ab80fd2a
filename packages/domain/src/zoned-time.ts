/**
 * A wall-clock time in a named zone as one instant, and an instant read back in a zone.
 *
 * A demo is asked for as a day, a time ('02:30 PM') and the visitor's IANA zone; it is stored as
 * the one instant those name, so a sales person anywhere reads the same moment. Daylight saving
 * follows Temporal's 'compatible' rule, the one calendars use:
 * - a time that does not exist (skipped when clocks move forward, e.g. 2027-03-14 02:30 in
 *   America/New_York) moves forward by the gap: 03:30 EDT, the instant 07:30 UTC;
 * - a time that happens twice (clocks move back, e.g. 2027-11-07 01:30 in America/New_York)
 *   is the earlier one: 01:30 EDT, the instant 05:30 UTC.
 */
import type { CalendarDay } from './dates';
import { parseTime, type TimeOfDay } from './dates';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (building one is costly); throws RangeError for an unknown zone. */
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallTime {
  weekday: string;
  year: number;
  /** 'Feb' */
  month: string;
  monthIndex: number;
  day: number;
  hour: number;
  minute: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** What a clock in `timeZone` shows at `instant` (to the minute). */
function wallTimeAt(instant: number, timeZone: string): WallTime {
  const parts: Record<string, string> = {};
  for (const { type, value } of partsFormatter(timeZone).formatToParts(instant)) {
    parts[type] = value;
  }
  return {
    weekday: parts.weekday!,
    year: Number(parts.year),
    month: parts.month!,
    monthIndex: MONTHS.indexOf(parts.month!),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

/** The zone's offset from UTC at `instant`, in ms (east positive). */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallTimeAt(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.monthIndex, w.day, w.hour, w.minute);
  return asUtc - Math.floor(instant / MINUTE_MS) * MINUTE_MS;
}

/** 'hh:mm AM' or a parsed time as hours 0-23 and minutes. */
function clockOf(time: TimeOfDay): { hour: number; minute: number } {
  const hour12 = Number(time.hour) % 12;
  return { hour: time.period === 'PM' ? hour12 + 12 : hour12, minute: Number(time.minute) };
}

/**
 * The instant a clock in `timeZone` shows `time` on `day` ('compatible' daylight-saving rule
 * above). Null when the day, the time ('hh:mm AM', 15-minute steps) or the zone is not valid.
 */
export function zonedInstant(
  day: CalendarDay,
  time: string | TimeOfDay,
  timeZone: string,
): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const parsed = typeof time === 'string' ? parseTime(time) : time;
  if (!match || !parsed) return null;
  const { hour, minute } = clockOf(parsed);
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), hour, minute);
  const check = new Date(wall);
  if (check.getUTCDate() !== Number(match[3]) || check.getUTCMonth() !== Number(match[2]) - 1) {
    return null; // 2027-02-30
  }
  try {
    partsFormatter(timeZone);
  } catch {
    return null;
  }
  // At most one transition lies within a day of any time: the offsets a day before and a day
  // after are the two the wall time can mean.
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const candidates = [...new Set([wall - before, wall - after])]
    .filter((instant) => instant + offsetAt(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  // None: the time was skipped; read with the offset before the change it lands after the gap.
  return new Date(candidates[0] ?? wall - before);
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** 'Tue 9 Feb 2027' */
const dayText = (w: WallTime) => `${w.weekday} ${w.day} ${w.month} ${w.year}`;

/**
 * An instant as a sales person reads it: in the visitor's zone, then in UTC (with the UTC day
 * when it differs), e.g. 'Tue 9 Feb 2027, 10:00 AM America/Chicago (16:00 UTC)'.
 */
export function formatZonedInstant(instant: Date | string, timeZone: string): string {
  const at = new Date(instant).getTime();
  const local = wallTimeAt(at, timeZone);
  const utc = wallTimeAt(at, 'UTC');
  const hour12 = local.hour % 12 === 0 ? 12 : local.hour % 12;
  const period = local.hour < 12 ? 'AM' : 'PM';
  const utcClock = `${twoDigits(utc.hour)}:${twoDigits(utc.minute)} UTC`;
  const sameDay = dayText(utc) === dayText(local);
  return (
    `${dayText(local)}, ${hour12}:${twoDigits(local.minute)} ${period} ${timeZone} ` +
    `(${sameDay ? utcClock : `${dayText(utc)} ${utcClock}`})`
  );
}

/** An instant as a spreadsheet sorts it, on the clock of `timeZone`: '2027-02-09 10:00'. */
export function localMinuteText(instant: Date | string, timeZone: string): string {
  const local = wallTimeAt(new Date(instant).getTime(), timeZone);
  return (
    `${local.year}-${twoDigits(local.monthIndex + 1)}-${twoDigits(local.day)} ` +
    `${twoDigits(local.hour)}:${twoDigits(local.minute)}`
  );
}
