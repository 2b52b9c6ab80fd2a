import {
  BENCH_RUNS_PER_PAGE,
  BUSY_HOST_RATIO,
  CPU_SLOWDOWN_RANGE,
  cpuSlowdownFor,
  needsAnotherRun,
  representativeRun,
  runsOnAnIdleHost,
  runsPerPage,
  TEST_RUNS_PER_PAGE,
} from '../../e2e/support/lighthouse-runs';

const run = (performance: number, benchmarkIndex: number) => ({
  scores: { performance },
  benchmarkIndex,
});

describe('Lighthouse runs per page', () => {
  it('are one in the test and what LIGHTHOUSE_RUNS_PER_PAGE asks for in the bench', () => {
    expect(TEST_RUNS_PER_PAGE).toBe(1);
    expect(BENCH_RUNS_PER_PAGE).toBe(5);
    expect(runsPerPage({})).toBe(1);
    expect(runsPerPage({ LIGHTHOUSE_RUNS_PER_PAGE: String(BENCH_RUNS_PER_PAGE) })).toBe(5);
  });

  it('ignore a count that is not a whole number above zero', () => {
    for (const value of ['0', '-3', '2.5', 'five', ''])
      expect(runsPerPage({ LIGHTHOUSE_RUNS_PER_PAGE: value })).toBe(TEST_RUNS_PER_PAGE);
  });
});

describe('Lighthouse runs on a busy host', () => {
  it('sets aside runs made while the host ran under 70% of its fastest speed', () => {
    expect(BUSY_HOST_RATIO).toBe(0.7);
    const runs = [run(99, 2800), run(88, 1163), run(98, 1960), run(97, 1959)];
    expect(runsOnAnIdleHost(runs, 2800)).toEqual([run(99, 2800), run(98, 1960)]);
  });

  it('asks for another run until enough runs count, within the attempts', () => {
    const busy = [run(99, 2800), run(88, 1100), run(89, 1200)];
    expect(needsAnotherRun(busy, 2800, 3, 8)).toBe(true);
    expect(needsAnotherRun([...busy, run(98, 2500), run(99, 2600)], 2800, 3, 8)).toBe(false);
    expect(needsAnotherRun(busy, 2800, 3, 3)).toBe(false);
    expect(needsAnotherRun([], 0, 1, 5)).toBe(true);
  });

  it('takes the median counted run and says how many were set aside', () => {
    const runs = [run(100, 2700), run(85, 1000), run(96, 2600), run(99, 2800), run(80, 900)];
    expect(representativeRun(runs, 2800)).toEqual({ run: run(99, 2800), counted: 3, setAside: 2 });
  });

  it('counts every run when the host was slow throughout', () => {
    const runs = [run(90, 1000), run(92, 1050), run(91, 990)];
    // A faster run elsewhere in the audit sets the bar; with no run of this page near it,
    // the page's own runs stand, and a slow page fails.
    expect(representativeRun(runs, 2800)).toEqual({ run: run(91, 990), counted: 3, setAside: 0 });
  });

  it('refuses to pick from no runs', () => {
    expect(() => representativeRun([], 1000)).toThrow('at least one Lighthouse run');
  });
});

describe('the emulated phone on any host', () => {
  it("is Lighthouse's default 4x on the usual host, more on a faster one, less on a slower one", () => {
    expect(cpuSlowdownFor(2700)).toBe(4);
    expect(cpuSlowdownFor(3029)).toBe(4.5);
    expect(cpuSlowdownFor(1989)).toBe(2.9);
  });

  it('stays within the factors Lighthouse gives for a desktop host', () => {
    expect(cpuSlowdownFor(900)).toBe(CPU_SLOWDOWN_RANGE.min);
    expect(cpuSlowdownFor(20000)).toBe(CPU_SLOWDOWN_RANGE.max);
  });
});
