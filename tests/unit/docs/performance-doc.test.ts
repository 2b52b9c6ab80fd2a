import type { BenchFigure, BenchResults } from '../../../scripts/bench-results';
import {
  END_MARKER,
  START_MARKER,
  emptyDoc,
  renderFigures,
  replaceFigures,
  type FreshnessOf,
} from '../../../scripts/performance-doc';

const figure = (overrides: Partial<BenchFigure>): BenchFigure => ({
  name: 'cold build, 1,000 posts',
  part: 'build',
  measuredAt: '2026-11-25T08:56:26.872Z',
  value: 26.4,
  unit: 's',
  target: ['<=', 30],
  note: 'runs: 26.4, 26.4, 26.7 s',
  ...overrides,
});

const results = (figures: BenchFigure[]): BenchResults => ({
  date: '2026-11-25T08:56:26.872Z',
  cores: 2,
  runs: 3,
  seconds: 206,
  parts: ['build'],
  figures,
});

const handWritten = (block: string) =>
  [
    '# Performance',
    '',
    'How the bench measures, written by hand.',
    '',
    START_MARKER,
    block,
    END_MARKER,
    '',
    '## What each build change measured',
    '',
    '| change | before | after |',
    '| --- | --- | --- |',
    '| Parcel snapshots | 3.4 s | 1.3 s |',
    '',
  ].join('\n');

describe('replaceFigures', () => {
  it('replaces the figures between the markers and keeps every hand-written line around them', () => {
    const doc = handWritten('| old figure | 99 s |');
    const updated = replaceFigures(doc, 'NEW FIGURES');
    const [before, after] = doc.split('| old figure | 99 s |');
    expect(updated.startsWith(before!)).toBe(true);
    expect(updated.endsWith(after!)).toBe(true);
    expect(updated).toContain('NEW FIGURES');
    expect(updated).not.toContain('old figure');
  });

  it('gives the same document when run again on its own output', () => {
    const once = replaceFigures(handWritten(''), 'figures');
    expect(replaceFigures(once, 'figures')).toBe(once);
  });

  it.each([
    ['without the start marker', `# Performance\n${END_MARKER}\n`],
    ['without the end marker', `# Performance\n${START_MARKER}\n`],
    ['with the markers swapped', `${END_MARKER}\ntext\n${START_MARKER}\n`],
  ])('refuses a document %s instead of losing its text', (_case, doc) => {
    expect(() => replaceFigures(doc, 'figures')).toThrow(/must hold the figures between/);
  });

  it('fills a new document that holds only the markers', () => {
    expect(replaceFigures(emptyDoc(), 'figures')).toBe(
      `# Performance\n\n${START_MARKER}\n\nfigures\n\n${END_MARKER}\n`,
    );
  });
});

describe('renderFigures', () => {
  it('lists each figure with its value, target, verdict and runs under its part', () => {
    const text = renderFigures(results([figure({})]));
    expect(text).toContain('### Builds');
    expect(text).toContain('Measured 2026-11-25 08:56 UTC.');
    expect(text).toContain(
      '| cold build, 1,000 posts | 26.4 s | <= 30 s | ok | runs: 26.4, 26.4, 26.7 s |',
    );
  });

  it('marks a figure over its target as a miss and names it in the summary', () => {
    const text = renderFigures(
      results([
        figure({ value: 31.2 }),
        figure({ name: 'peak memory', value: 1181, unit: 'MiB', target: ['<=', 2048] }),
      ]),
    );
    expect(text).toContain('| cold build, 1,000 posts | 31.2 s | <= 30 s | miss |');
    expect(text).toContain('Targets met: 1 of 2; missed: cold build, 1,000 posts.');
  });

  it('judges a ">=" target by at least, and leaves informative figures unjudged', () => {
    const text = renderFigures(
      results([
        figure({
          part: 'api',
          name: 'POST like',
          value: 999,
          unit: 'req/s',
          target: ['>=', 1000],
          note: undefined,
        }),
        figure({
          part: 'api',
          name: 'hello-world',
          value: 92832,
          unit: 'req/s',
          target: null,
          note: undefined,
        }),
      ]),
    );
    expect(text).toContain('| POST like | 999 req/s | >= 1000 req/s | miss |  |');
    expect(text).toContain('| hello-world | 92832 req/s |  |  |  |');
    expect(text).toContain('Targets met: 0 of 1');
  });

  it('shows n/a for a figure that could not be measured', () => {
    const text = renderFigures(results([figure({ value: null, note: 'endpoint not available' })]));
    expect(text).toContain(
      '| cold build, 1,000 posts | n/a | <= 30 s |  | endpoint not available |',
    );
  });

  it('says when each part was measured, since a partial run keeps the other parts', () => {
    const text = renderFigures(
      results([
        figure({}),
        figure({ part: 'api', name: 'hello-world', measuredAt: '2026-11-20T17:05:00.000Z' }),
      ]),
    );
    expect(text.indexOf('### Builds')).toBeLessThan(text.indexOf('### Provider under load'));
    expect(text).toContain('Measured 2026-11-20 17:05 UTC.');
    expect(text).not.toContain('### Edit to live');
  });

  it('escapes a pipe in a note so the table keeps its columns', () => {
    const text = renderFigures(results([figure({ note: 'a | b' })]));
    expect(text).toContain('| a \\| b |');
  });
});

describe('renderFigures: commits and stale figures', () => {
  const staleBefore =
    (changedIn: string, current: string[]): FreshnessOf =>
    (f) =>
      f.commit && current.includes(f.commit)
        ? { stale: false }
        : { stale: true, reason: `the code they measure changed in ${changedIn}` };

  it('says at which commit each part was measured, and when the tree had changes', () => {
    const text = renderFigures(
      results([
        figure({ commit: 'fc4f52e' }),
        figure({ part: 'api', name: 'hello-world', commit: 'cb86b2f-dirty' }),
      ]),
    );
    expect(text).toContain('Measured 2026-11-25 08:56 UTC at commit fc4f52e.');
    expect(text).toContain(
      'Measured 2026-11-25 08:56 UTC at commit cb86b2f with uncommitted changes.',
    );
    expect(text).not.toContain('stale');
  });

  it('marks each figure the code has moved past, says why, and counts them in the summary', () => {
    const text = renderFigures(
      results([
        figure({ commit: '0d48b06' }),
        figure({ part: 'api', name: 'hello-world', unit: 'req/s', commit: 'fc4f52e', value: 5 }),
      ]),
      staleBefore('cb86b2f', ['fc4f52e']),
    );
    expect(text).toContain('| cold build, 1,000 posts | 26.4 s (stale) | <= 30 s | ok |');
    expect(text).toContain('| hello-world | 5 req/s | <= 30 req/s |');
    expect(text).toContain(
      'Measured 2026-11-25 08:56 UTC at commit 0d48b06. Stale: the code they measure changed in ' +
        'cb86b2f; `npm run bench -- --only build` measures them again.',
    );
    expect(text).toContain('Stale: 1 of 2 figures, measured before the last change');
  });

  it('marks a user flow step that is stale, also one without an interaction', () => {
    const text = renderFigures(
      results([
        figure({
          part: 'flows',
          name: '/: load',
          value: null,
          unit: 'ms',
          target: null,
          flow: { page: '/', step: 'load', scripts: { count: 1, bytes: 1024 } },
        }),
      ]),
      staleBefore('cb86b2f', []),
    );
    expect(text).toContain('| / | load | no interaction (stale) |  |  | 1 (1.0 KB) |');
  });
});

describe('renderFigures for user flows', () => {
  const step = (step: string, value: number | null, count: number, bytes: number) =>
    figure({
      part: 'flows',
      name: `/contact-us: ${step}`,
      value,
      unit: 'ms',
      target: value === null ? null : ['<', 200],
      note: undefined,
      flow: { page: '/contact-us', step, scripts: { count, bytes } },
    });

  it('lists each step by page with its latency, the budget and the scripts it requested', () => {
    const text = renderFigures(
      results([
        step('load', null, 4, 98_816),
        step('tap the first field', 136, 4, 64_410),
        step('type', 272, 0, 0),
      ]),
    );
    expect(text).toContain('### User flows');
    expect(text).toContain(
      '| page | step | latency | target | met | scripts requested (count, size) |',
    );
    expect(text).toContain('| /contact-us | load | no interaction |  |  | 4 (96.5 KB) |');
    expect(text).toContain(
      '| /contact-us | tap the first field | 136 ms | < 200 ms | ok | 4 (62.9 KB) |',
    );
    expect(text).toContain('| /contact-us | type | 272 ms | < 200 ms | miss | 0 (0.0 KB) |');
    expect(text).toContain('missed: /contact-us: type.');
  });
});
