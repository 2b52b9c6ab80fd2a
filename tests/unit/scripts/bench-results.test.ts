import { mergeFigures, type StoredFigure } from '../../../scripts/bench-results';

const figure = (name: string, part: StoredFigure['part'], measuredAt: string): StoredFigure => ({
  name,
  part,
  measuredAt,
});

describe('mergeFigures', () => {
  const earlier = [
    figure('cold build', 'build', 'monday'),
    figure('webhook to live', 'webhook', 'monday'),
    figure('hello-world', 'api', 'monday'),
    figure('POST like', 'api', 'monday'),
  ];

  it("replaces the parts this run measured and keeps the others' earlier figures", () => {
    const fresh = [figure('hello-world', 'api', 'tuesday')];
    expect(mergeFigures(earlier, fresh, ['api'])).toEqual([
      figure('cold build', 'build', 'monday'),
      figure('webhook to live', 'webhook', 'monday'),
      figure('hello-world', 'api', 'tuesday'),
    ]);
  });

  it('keeps the parts in the order the bench runs them, whatever order they were measured in', () => {
    const fresh = [figure('cold build', 'build', 'tuesday')];
    const merged = mergeFigures([figure('hello-world', 'api', 'monday')], fresh, ['build']);
    expect(merged.map((f) => f.part)).toEqual(['build', 'api']);
  });

  it('drops figures of a part it does not know (a file from an older bench)', () => {
    const odd = { ...figure('old', 'build', 'x'), part: 'other' } as unknown as StoredFigure;
    expect(mergeFigures([odd], [], ['api'])).toEqual([]);
  });

  it('is this run alone after a full run', () => {
    const fresh = [
      figure('cold build', 'build', 'tuesday'),
      figure('hello-world', 'api', 'tuesday'),
    ];
    expect(mergeFigures(earlier, fresh, ['build', 'webhook', 'api'])).toEqual(fresh);
  });
});
