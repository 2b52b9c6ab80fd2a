import {
  flowTable,
  latencyText,
  medianFlows,
  overBudget,
  scriptsSince,
  stepFigures,
  type FlowResult,
  type RecordedEvent,
  type RecordedScript,
  type StepWindow,
} from '../../e2e/support/user-flow-figures';

const windows: StepWindow[] = [
  { step: 'load', interactive: false, start: 0, end: 1000 },
  { step: 'scroll to the form', interactive: false, start: 1000, end: 2000 },
  { step: 'tap the first field', interactive: true, start: 2000, end: 3000 },
  { step: 'type', interactive: true, start: 3000, end: 4000 },
];

const event = (overrides: Partial<RecordedEvent>): RecordedEvent => ({
  name: 'pointerup',
  interactionId: 1,
  startTime: 2100,
  duration: 24,
  target: 'input[name=name]',
  ...overrides,
});

const script = (startTime: number, transferSize = 1000): RecordedScript => ({
  name: `https://site/chunk-${startTime}.js`,
  startTime,
  transferSize,
});

describe('stepFigures', () => {
  it('gives each step its longest interaction, the events of one interaction counted once', () => {
    const figures = stepFigures(
      windows,
      [
        event({ name: 'pointerdown', duration: 40 }),
        event({ name: 'click', duration: 56 }),
        event({ name: 'keydown', interactionId: 2, startTime: 3100, duration: 32 }),
        event({ name: 'keydown', interactionId: 3, startTime: 3300, duration: 120 }),
      ],
      [],
    );
    expect(figures.map((f) => [f.step, f.latencyMs, f.interactions, f.slowest])).toEqual([
      ['load', null, 0, null],
      ['scroll to the form', null, 0, null],
      ['tap the first field', 56, 1, 'click on input[name=name]'],
      ['type', 120, 2, 'keydown on input[name=name]'],
    ]);
  });

  it('leaves out events that are no interaction, such as a pointer passing over during a scroll', () => {
    const figures = stepFigures(
      windows,
      [event({ name: 'pointerover', interactionId: 0, startTime: 2200, duration: 208 })],
      [],
    );
    expect(figures[2]).toMatchObject({ latencyMs: 0, interactions: 0, slowest: null });
  });

  it('puts each script in the step during which it was requested', () => {
    const figures = stepFigures(
      windows,
      [],
      [script(100, 30_000), script(1500, 2000), script(2100, 5000), script(2200, 7000)],
    );
    expect(figures.map((f) => f.scripts)).toEqual([
      { count: 1, bytes: 30_000 },
      { count: 1, bytes: 2000 },
      { count: 2, bytes: 12_000 },
      { count: 0, bytes: 0 },
    ]);
  });
});

describe('scriptsSince', () => {
  it('counts the scripts requested from the first input on, with their bytes', () => {
    expect(scriptsSince([script(500), script(1000, 2048), script(2500, 1024)], 1000)).toEqual({
      count: 2,
      bytes: 3072,
    });
  });
});

const flow = (
  page: string,
  latencies: (number | null)[],
  inp = 40,
  bytes = 65_000,
): FlowResult => ({
  page,
  benchmarkIndex: 2700,
  cpuSlowdown: 4,
  steps: latencies.map((latencyMs, i) => ({
    step: windows[i]!.step,
    latencyMs,
    slowest: latencyMs ? `keydown on input#${i}` : null,
    interactions: latencyMs === null ? 0 : 1,
    scripts: { count: 0, bytes: 0 },
  })),
  scriptsAfterFirstInput: { count: 4, bytes },
  inp: { value: inp, target: 'input', type: 'keyboard' },
});

describe('overBudget', () => {
  it('names each step at or over 200 ms, and an INP over it', () => {
    expect(
      overBudget([
        flow('/contact-us', [null, null, 56, 199]),
        flow('/partners', [null, null, 200, 40], 280),
      ]),
    ).toEqual([
      '/partners tap the first field: 200 ms (keydown on input#2)',
      '/partners INP (web-vitals): 280 ms on input',
    ]);
  });
});

describe('latencyText', () => {
  it.each([
    [null, 'no interaction'],
    [0, '< 16 ms'],
    [16, '16 ms'],
    [271.9, '272 ms'],
  ])('shows %p as %p', (ms, text) => expect(latencyText(ms)).toBe(text));
});

describe('flowTable', () => {
  it('prints one line per step and the scripts after the first input in KB', () => {
    const table = flowTable([flow('/contact-us', [null, null, 56, 0])]);
    expect(table.split('\n')).toEqual([
      'page | step | latency | interactions | scripts requested in the step',
      '/contact-us | load | no interaction | 0 | 0 (0.0 KB)',
      '/contact-us | scroll to the form | no interaction | 0 | 0 (0.0 KB)',
      '/contact-us | tap the first field | 56 ms | 1 | 0 (0.0 KB)',
      '/contact-us | type | < 16 ms | 1 | 0 (0.0 KB)',
      '/contact-us | after the first input | INP 40 ms | | 4 (63.5 KB); BenchmarkIndex 2700, CPU 4x',
    ]);
  });
});

describe('medianFlows', () => {
  it('takes per page and step the median latency of the runs', () => {
    const [median] = medianFlows([
      [flow('/', [null, null, 40, 300], 300, 60_000)],
      [flow('/', [null, null, 56, 120], 120, 65_000)],
      [flow('/', [null, null, 48, 100], 100, 70_000)],
    ]);
    expect(median!.steps.map((s) => s.latencyMs)).toEqual([null, null, 48, 120]);
    expect(median!.inp?.value).toBe(120);
    expect(median!.scriptsAfterFirstInput.bytes).toBe(65_000);
  });
});
