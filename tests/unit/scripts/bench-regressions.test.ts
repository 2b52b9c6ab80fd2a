import {
  betterDirection,
  describeRegression,
  findRegressions,
} from '../../../scripts/bench-regressions';
import type { BenchFigure } from '../../../scripts/bench-results';

const figure = (overrides: Partial<BenchFigure>): BenchFigure => ({
  name: 'cold build, 1,000 posts',
  part: 'build',
  measuredAt: '2026-11-25T08:56:26.872Z',
  value: 26.4,
  unit: 's',
  target: ['<=', 30],
  ...overrides,
});

describe('betterDirection', () => {
  it('follows the target: at most is better lower, at least is better higher', () => {
    expect(betterDirection(figure({ target: ['<=', 30] }))).toBe('lower');
    expect(betterDirection(figure({ target: ['<', 200], unit: 'ms' }))).toBe('lower');
    expect(betterDirection(figure({ target: ['>=', 50], unit: '%' }))).toBe('higher');
  });

  it('without a target, throughput and shares are better higher, the rest lower', () => {
    expect(betterDirection(figure({ target: null, unit: 'req/s' }))).toBe('higher');
    expect(betterDirection(figure({ target: null, unit: 'mails/s' }))).toBe('higher');
    expect(betterDirection(figure({ target: null, unit: '%' }))).toBe('higher');
    expect(betterDirection(figure({ target: null, unit: 'MiB' }))).toBe('lower');
    expect(betterDirection(figure({ target: null, unit: 'files' }))).toBe('lower');
  });
});

describe('findRegressions', () => {
  it('flags a time more than 20% slower than the figure filed', () => {
    const regressions = findRegressions([figure({ value: 26.4 })], [figure({ value: 71.3 })]);
    expect(regressions).toEqual([
      {
        name: 'cold build, 1,000 posts',
        part: 'build',
        unit: 's',
        before: 26.4,
        after: 71.3,
        worseBy: expect.closeTo(1.7, 2),
      },
    ]);
    expect(describeRegression(regressions[0]!)).toBe(
      'cold build, 1,000 posts: 26.4 s filed, 71.3 s now (170% worse)',
    );
  });

  it('lets a figure up to 20% worse pass, and any better one', () => {
    expect(findRegressions([figure({ value: 10 })], [figure({ value: 12 })])).toEqual([]);
    expect(findRegressions([figure({ value: 10 })], [figure({ value: 4 })])).toEqual([]);
    expect(findRegressions([figure({ value: 10 })], [figure({ value: 12.1 })])).toHaveLength(1);
  });

  it('judges throughput the other way: fewer requests per second is worse', () => {
    const rps = (value: number) =>
      figure({ part: 'api', name: 'PGlite: GET /api/blog', unit: 'req/s', target: null, value });
    expect(findRegressions([rps(30000)], [rps(23000)])).toHaveLength(1);
    expect(findRegressions([rps(30000)], [rps(25000)])).toEqual([]);
    expect(findRegressions([rps(30000)], [rps(90000)])).toEqual([]);
  });

  it('does not flag a change within the resolution of the measurement', () => {
    const p99 = (value: number) => figure({ unit: 'ms', target: ['<=', 20], value });
    expect(findRegressions([p99(3)], [p99(4)])).toEqual([]);
    expect(findRegressions([p99(3)], [p99(9)])).toHaveLength(1);
    expect(findRegressions([figure({ value: 0.3 })], [figure({ value: 0.4 })])).toEqual([]);
  });

  it('flags errors appearing where there were none', () => {
    const errors = (value: number) =>
      figure({ name: 'errors', unit: '', target: ['<=', 0], value });
    const [regression] = findRegressions([errors(0)], [errors(12)]);
    expect(regression?.worseBy).toBe(Infinity);
    expect(describeRegression(regression!)).toBe('errors: 0 filed, 12 now (worse)');
  });

  it('flags a figure measured before that could not be measured now', () => {
    const [regression] = findRegressions([figure({ value: 26.4 })], [figure({ value: null })]);
    expect(regression).toMatchObject({ before: 26.4, after: null });
    expect(describeRegression(regression!)).toBe(
      'cold build, 1,000 posts: 26.4 s filed, not measured this run',
    );
  });

  it('compares only the same figure: same part, name and unit', () => {
    const filed = [figure({ value: 10 })];
    expect(findRegressions(filed, [figure({ name: 'cold build, 20 posts', value: 99 })])).toEqual(
      [],
    );
    expect(findRegressions(filed, [figure({ part: 'webhook', value: 99 })])).toEqual([]);
    expect(findRegressions(filed, [figure({ unit: 'ms', value: 99 })])).toEqual([]);
  });

  it('has nothing to compare a new figure, or one filed without a value, with', () => {
    expect(findRegressions([], [figure({ value: 99 })])).toEqual([]);
    expect(findRegressions([figure({ value: null })], [figure({ value: 99 })])).toEqual([]);
  });

  it('takes another tolerance when given one', () => {
    expect(findRegressions([figure({ value: 10 })], [figure({ value: 11 })], 0.05)).toHaveLength(1);
  });
});
