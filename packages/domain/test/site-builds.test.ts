import {
  describeTrigger,
  publishingStuck,
  rebuildNowBy,
  saveStatus,
  typicalDurationMs,
  type BuildFacts,
} from '@cloud-consulting/domain/site-builds';

describe('describeTrigger', () => {
  it.each([
    [[], 'start', 'start'],
    [['  ', ''], 'start', 'start'],
    [['ana@example.com'], 'start', 'ana@example.com'],
    [['ana@example.com', 'automation', 'ana@example.com'], 'x', 'ana@example.com, automation'],
    [['a', 'b', 'c'], 'x', 'a, b, c'],
    [['a', 'b', 'c', 'd', 'e'], 'x', 'a, b, c and 2 more'],
    [[rebuildNowBy('ana@example.com')], 'x', 'rebuild now by ana@example.com'],
  ])('names %j (fallback %s) as %s', (actors, fallback, expected) => {
    expect(describeTrigger(actors, fallback)).toBe(expected);
  });
});

describe('typicalDurationMs', () => {
  it.each([
    [[], null],
    [[40_000], 40_000],
    [[30_000, 50_000], 40_000],
    [[31_000, 300_000, 30_000], 31_000],
    // Only the five newest count: the old slow builds at the end are left out.
    [[10, 20, 30, 40, 50, 900, 900, 900], 30],
  ])('of %j is %s', (durations, expected) => {
    expect(typicalDurationMs(durations)).toBe(expected);
  });

  it('leaves the list it is given in its order', () => {
    const durations = [3, 1, 2];
    typicalDurationMs(durations);
    expect(durations).toEqual([3, 1, 2]);
  });
});

describe('saveStatus', () => {
  const build = (
    state: BuildFacts['state'],
    changesUpTo: number | null,
    startedAt: number,
  ): BuildFacts & { name: string } => ({
    state,
    changesUpTo,
    startedAt,
    name: `${state}@${startedAt}`,
  });
  const name = (result: ReturnType<typeof saveStatus<BuildFacts & { name: string }>>) =>
    `${result.state} ${result.build?.name ?? '-'}`;

  it.each([
    ['no build yet', 100, null, [], 'pending -'],
    ['only older builds', 100, 100, [build('succeeded', 90, 95)], 'pending -'],
    ['a build without changes', 100, null, [build('succeeded', null, 200)], 'pending -'],
    [
      'a build running with the save',
      100,
      100,
      [build('running', 100, 110)],
      'running running@110',
    ],
    ['a build running without the save', 100, 100, [build('running', 90, 95)], 'pending -'],
    ['the save built', 100, 100, [build('succeeded', 105, 110)], 'live succeeded@110'],
    [
      'the earliest build with the save',
      100,
      100,
      [build('succeeded', 130, 140), build('succeeded', 105, 110)],
      'live succeeded@110',
    ],
    ['the save failed', 100, 100, [build('failed', 100, 110)], 'failed failed@110'],
    [
      'failed, then built',
      100,
      100,
      [build('failed', 100, 110), build('succeeded', 120, 130)],
      'live succeeded@130',
    ],
    [
      'failed, then running again',
      100,
      120,
      [build('failed', 100, 110), build('running', 120, 130)],
      'running running@130',
    ],
    [
      'built, but a newer change since waits',
      100,
      150,
      [build('succeeded', 105, 110)],
      'pending -',
    ],
    [
      'running, but a newer change since waits for the next build',
      100,
      150,
      [build('running', 105, 110)],
      'pending -',
    ],
    [
      'the build with every change since',
      100,
      150,
      [build('succeeded', 105, 110), build('succeeded', 150, 160)],
      'live succeeded@160',
    ],
    [
      'a newest change older than the save does not matter',
      100,
      50,
      [build('succeeded', 100, 110)],
      'live succeeded@110',
    ],
  ] as const)('%s', (_case, since, newest, builds, expected) => {
    expect(name(saveStatus(since, newest, [...builds]))).toBe(expected);
  });
});

describe('publishingStuck', () => {
  it.each([
    [{ attempts: 0, failingSince: null }, false],
    [{ attempts: 1, failingSince: '2026-11-27T10:00:00Z' }, false],
    [{ attempts: 2, failingSince: '2026-11-27T10:00:00Z' }, true],
    [{ attempts: 5, failingSince: new Date('2026-11-27T10:00:00Z') }, true],
    [{ attempts: 3, failingSince: null }, false],
  ])('is %j -> %s', (delivery, stuck) => {
    expect(publishingStuck(delivery)).toBe(stuck);
  });
});
