import { DATE_RANGE_MESSAGE, dateRangeProblem, inDateRange } from '../src/date-range';

const march = new Date('2026-03-01T00:00:00Z');
const april = new Date('2026-04-01T00:00:00Z');

describe('dateRangeProblem', () => {
  it.each<[Date | undefined, Date | undefined, string | null]>([
    [march, april, null],
    [undefined, april, null],
    [march, undefined, null],
    [undefined, undefined, null],
    [march, march, DATE_RANGE_MESSAGE],
    [april, march, DATE_RANGE_MESSAGE],
  ])('from %p to %p: %p', (from, to, problem) => {
    expect(dateRangeProblem(from, to)).toBe(problem);
  });
});

describe('inDateRange', () => {
  it.each<[string, boolean]>([
    ['2026-02-28T23:59:59.999Z', false],
    ['2026-03-01T00:00:00.000Z', true],
    ['2026-03-31T23:59:59.999Z', true],
    ['2026-04-01T00:00:00.000Z', false],
  ])('%s is in March: %p', (at, inside) => {
    expect(inDateRange(new Date(at), march, april)).toBe(inside);
  });

  it('leaves an open end unbounded', () => {
    expect(inDateRange(new Date('1999-01-01T00:00:00Z'), undefined, april)).toBe(true);
    expect(inDateRange(new Date('2099-01-01T00:00:00Z'), march, undefined)).toBe(true);
  });
});
