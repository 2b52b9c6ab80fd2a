/**
 * Days a person picks (in their own time zone) as the instants the admin API filters by: a
 * "from" day starts at its local midnight, a "to" day is included whole (up to the next local
 * midnight). The filter keeps instants; the date fields show them back as days.
 */

/** 'YYYY-MM-DD' of an instant, in the browser's time zone. */
export function localDay(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

function midnight(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The instant a "from" day starts (ISO), or undefined for no day. */
export function dayStart(day: unknown): string | undefined {
  const start = typeof day === 'string' ? midnight(day) : null;
  return start ? start.toISOString() : undefined;
}

/** The instant after a "to" day ends, its next local midnight (ISO), or undefined. */
export function dayEnd(day: unknown): string | undefined {
  const start = typeof day === 'string' ? midnight(day) : null;
  if (!start) return undefined;
  return new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1).toISOString();
}

/** A day as a date field holds it ('YYYY-MM-DD'), not an instant. */
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The day a "from" instant starts, for its date field. A day is kept as it is: react-admin's
 * DateInput formats the value it already formatted once more when it mounts, and a day read as
 * an instant is its UTC midnight, the day before west of Greenwich.
 */
export function startDay(instant: unknown): string {
  if (typeof instant !== 'string' || !instant) return '';
  if (isDay(instant)) return instant;
  const at = new Date(instant);
  return Number.isNaN(at.getTime()) ? '' : localDay(at);
}

/** The last day before a "to" instant, for its date field; a day is kept (see startDay). */
export function endDay(instant: unknown): string {
  if (typeof instant !== 'string' || !instant) return '';
  if (isDay(instant)) return instant;
  const at = new Date(instant);
  return Number.isNaN(at.getTime()) ? '' : localDay(new Date(at.getTime() - 1));
}

/** This week, Monday to Sunday in the browser's zone, as a from/to filter. */
export function thisWeek(now: Date): { from: string; to: string } {
  const sinceMonday = (now.getDay() + 6) % 7;
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - sinceMonday);
  const nextMonday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 7);
  return { from: monday.toISOString(), to: nextMonday.toISOString() };
}

/** Whether a from/to filter is this week's. */
export function isThisWeek(filter: { from?: unknown; to?: unknown }, now: Date): boolean {
  const week = thisWeek(now);
  return filter.from === week.from && filter.to === week.to;
}
