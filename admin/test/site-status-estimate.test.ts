import { aboutTime, buildProgress, formatDuration } from '../src/site-status/build-estimate';
import { offsetFromSave, learnOffset, providerNow } from '../src/site-status/provider-clock';
import { durationText, pagePollDelay, runningBuild } from '../src/site-status/builds-view';
import type { Build, BuildStatus } from '../src/site-status/build-types';

const build = (patch: Partial<Build>): Build => ({
  id: 'b1',
  state: 'succeeded',
  trigger: 'ana@example.com',
  changesUpTo: null,
  requestedAt: '2026-05-04T10:00:00.000Z',
  startedAt: '2026-05-04T10:00:01.000Z',
  finishedAt: '2026-05-04T10:01:21.000Z',
  durationMs: 80_000,
  error: null,
  ...patch,
});

describe('progress estimate of a running build', () => {
  it.each([
    ['just started', 0, { percent: 0, remainingMs: 40_000 }],
    ['a quarter through', 10_000, { percent: 25, remainingMs: 30_000 }],
    ['at the typical duration, still short of done', 40_000, { percent: 99, remainingMs: 0 }],
    ['slower than usual', 90_000, { percent: 99, remainingMs: 0 }],
    ['started a moment ahead of this clock', -2000, { percent: 0, remainingMs: 40_000 }],
  ])('%s', (_, elapsed, expected) => {
    expect(buildProgress(1_000_000, 40_000, 1_000_000 + elapsed)).toEqual(expected);
  });

  it('reads the time left in seconds, then in minutes', () => {
    expect(aboutTime(400)).toBe('about 1 s');
    expect(aboutTime(39_200)).toBe('about 40 s');
    expect(aboutTime(119_000)).toBe('about 119 s');
    expect(aboutTime(150_000)).toBe('about 3 min');
  });

  it('writes durations as a person reads them', () => {
    expect(formatDuration(300)).toBe('under 1 s');
    expect(formatDuration(45_400)).toBe('45 s');
    expect(formatDuration(80_000)).toBe('1 min 20 s');
    expect(formatDuration(120_000)).toBe('2 min');
  });
});

describe('the provider clock', () => {
  it('is ahead of the browser by what a save says', () => {
    // savedAt is the Date header (10:00:05) less a second; the browser heard of it at 10:00:00.
    const heardAt = Date.parse('2026-05-04T10:00:00.000Z');
    const offset = offsetFromSave('2026-05-04T10:00:04.000Z', heardAt);
    expect(offset).toBe(5500);
    learnOffset(offset);
    expect(providerNow(heardAt)).toBe(heardAt + 5500);
    expect(offsetFromSave('not a time', heardAt)).toBe(0);
    learnOffset(0);
  });
});

describe('the site status page', () => {
  const pending: BuildStatus = {
    state: 'pending',
    since: '2026-05-04T10:00:00.000Z',
    build: null,
    typicalDurationMs: 80_000,
  };

  it('finds the running build and asks often while one runs or a rebuild waits', () => {
    const builds = [build({ id: 'b2', state: 'running', durationMs: null }), build({})];
    expect(runningBuild(builds)?.id).toBe('b2');
    expect(pagePollDelay(builds, null)).toBe(2000);
    expect(pagePollDelay([build({})], pending)).toBe(2000);
    expect(pagePollDelay([build({})], { ...pending, state: 'live' })).toBe(15_000);
    expect(runningBuild([build({})])).toBeNull();
  });

  it('says how long a build took', () => {
    expect(durationText(build({}))).toBe('took 1 min 20 s');
    expect(durationText(build({ state: 'running' }))).toBe('still running');
    expect(durationText(build({ state: 'failed', durationMs: null }))).toBe(
      'duration not reported',
    );
  });
});
