/**
 * A range of instants a list is filtered by, such as the leads received in March: `from` is
 * included and `to` is not, so consecutive ranges (March, then April) never count a record
 * twice. Either end may be left open.
 */

export const DATE_RANGE_MESSAGE = '"from" must be before "to".';

/** The problem with a range, or null; an open end is never a problem. */
export function dateRangeProblem(from?: Date | null, to?: Date | null): string | null {
  if (!from || !to) return null;
  return from.getTime() < to.getTime() ? null : DATE_RANGE_MESSAGE;
}

/** Whether an instant lies in the range: from <= at < to. */
export function inDateRange(at: Date, from?: Date | null, to?: Date | null): boolean {
  return (!from || at.getTime() >= from.getTime()) && (!to || at.getTime() < to.getTime());
}
