/**
 * The figures of a user flow, from what the page recorded: each step's interaction latency (the
 * Event Timing entries of interactions that started during the step, grouped by interactionId,
 * the longest duration of each: input to the next paint, as Interaction to Next Paint counts
 * it) and the scripts the page requested during the step. A scroll is no interaction (the
 * compositor moves the page, and INP leaves it out), nor is a pointer passing over an element.
 */

/** The budget of every step's latency on the emulated phone ("good" INP is at most 200 ms). */
export const INTERACTION_BUDGET_MS = 200;

/** Event Timing reports only events at least this long (its smallest durationThreshold). */
export const EVENT_THRESHOLD_MS = 16;

/** One Event Timing entry, as the page recorded it. */
export interface RecordedEvent {
  name: string;
  /** 0 for an event that is no interaction (a touch that scrolls, a pointer over). */
  interactionId: number;
  startTime: number;
  duration: number;
  target: string;
}

/** One script resource the page requested. */
export interface RecordedScript {
  name: string;
  startTime: number;
  transferSize: number;
}

/** A step of the flow: what the visitor did, and when it started and ended (page time). */
export interface StepWindow {
  step: string;
  /** Whether the step has interactions: taps and keys, not the load or a scroll. */
  interactive: boolean;
  start: number;
  end: number;
}

export interface StepFigures {
  step: string;
  /**
   * The longest interaction of the step, in ms; 0 when every event was under
   * EVENT_THRESHOLD_MS; null for a step without interactions (the load, a scroll).
   */
  latencyMs: number | null;
  /** The event that took longest, e.g. "pointerup on input#name". */
  slowest: string | null;
  /** Interactions (distinct interactionIds) seen over the threshold. */
  interactions: number;
  /** Scripts requested during the step. */
  scripts: { count: number; bytes: number };
}

/** The step a page time falls in: the last step that started at or before it. */
function stepAt(windows: StepWindow[], time: number): StepWindow | undefined {
  let found: StepWindow | undefined;
  for (const window of windows) if (window.start <= time) found = window;
  return found;
}

/** Each step's latency and scripts. Entries before the first step (the load) are left out. */
export function stepFigures(
  windows: StepWindow[],
  events: RecordedEvent[],
  scripts: RecordedScript[],
): StepFigures[] {
  return windows.map((window) => {
    const own = events.filter(
      (event) => event.interactionId > 0 && stepAt(windows, event.startTime) === window,
    );
    // One interaction is several events (pointerdown, pointerup, click): its latency is the
    // longest of them.
    const byInteraction = new Map<number, RecordedEvent>();
    for (const event of own) {
      const longest = byInteraction.get(event.interactionId);
      if (!longest || event.duration > longest.duration)
        byInteraction.set(event.interactionId, event);
    }
    const slowest = [...byInteraction.values()].sort((a, b) => b.duration - a.duration)[0];
    const ownScripts = scripts.filter((script) => stepAt(windows, script.startTime) === window);
    return {
      step: window.step,
      latencyMs: window.interactive ? (slowest?.duration ?? 0) : null,
      slowest: slowest ? `${slowest.name} on ${slowest.target}` : null,
      interactions: byInteraction.size,
      scripts: {
        count: ownScripts.length,
        bytes: ownScripts.reduce((sum, script) => sum + script.transferSize, 0),
      },
    };
  });
}

/** Scripts requested at or after a page time: those the visitor's first input brought. */
export function scriptsSince(
  scripts: RecordedScript[],
  time: number,
): { count: number; bytes: number } {
  const after = scripts.filter((script) => script.startTime >= time);
  return { count: after.length, bytes: after.reduce((sum, s) => sum + s.transferSize, 0) };
}

export interface FlowResult {
  page: string;
  benchmarkIndex: number;
  cpuSlowdown: number;
  steps: StepFigures[];
  /** Scripts requested from the visitor's first input (the first scroll) to the end. */
  scriptsAfterFirstInput: { count: number; bytes: number };
  /** Interaction to Next Paint as the web-vitals library reports it for the whole flow. */
  inp: { value: number; target: string; type: string } | null;
}

/** What is over budget, one line each; empty when every step is within it. */
export function overBudget(flows: FlowResult[], budgetMs = INTERACTION_BUDGET_MS): string[] {
  return flows.flatMap((flow) => [
    ...flow.steps
      .filter((step) => step.latencyMs !== null && step.latencyMs >= budgetMs)
      .map((step) => `${flow.page} ${step.step}: ${step.latencyMs} ms (${step.slowest})`),
    ...(flow.inp && flow.inp.value >= budgetMs
      ? [`${flow.page} INP (web-vitals): ${flow.inp.value} ms on ${flow.inp.target}`]
      : []),
  ]);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A latency as read: "< 16 ms" when nothing crossed Event Timing's threshold. */
export function latencyText(ms: number | null): string {
  if (ms === null) return 'no interaction';
  return ms < EVENT_THRESHOLD_MS ? `< ${EVENT_THRESHOLD_MS} ms` : `${Math.round(ms)} ms`;
}

/** The printed table: one line per step, and each flow's scripts after the first input. */
export function flowTable(flows: FlowResult[]): string {
  return [
    'page | step | latency | interactions | scripts requested in the step',
    ...flows.flatMap((flow) => [
      ...flow.steps.map(
        (s) =>
          `${flow.page} | ${s.step} | ${latencyText(s.latencyMs)} | ${s.interactions} | ${s.scripts.count} (${kb(s.scripts.bytes)} KB)`,
      ),
      `${flow.page} | after the first input | INP ${flow.inp ? latencyText(flow.inp.value) : 'n/a'} | | ` +
        `${flow.scriptsAfterFirstInput.count} (${kb(flow.scriptsAfterFirstInput.bytes)} KB); ` +
        `BenchmarkIndex ${Math.round(flow.benchmarkIndex)}, CPU ${flow.cpuSlowdown}x`,
    ]),
  ].join('\n');
}

/**
 * Several runs of the same flows as one: per page and step the median latency (and the scripts
 * of the run with the median), per page the median scripts after the first input. The bench
 * runs the flows a few times and reports this.
 */
export function medianFlows(runs: FlowResult[][]): FlowResult[] {
  const first = runs[0] ?? [];
  const median = <T>(xs: T[], key: (x: T) => number): T =>
    [...xs].sort((a, b) => key(a) - key(b))[Math.floor((xs.length - 1) / 2)]!;
  return first.map((flow) => {
    const same = runs
      .map((run) => run.find((other) => other.page === flow.page))
      .filter((other): other is FlowResult => other !== undefined);
    return {
      ...median(same, (f) => f.scriptsAfterFirstInput.bytes),
      benchmarkIndex: median(same, (f) => f.benchmarkIndex).benchmarkIndex,
      inp: median(same, (f) => f.inp?.value ?? 0).inp,
      steps: flow.steps.map((step) =>
        median(
          same
            .map((other) => other.steps.find((s) => s.step === step.step))
            .filter((s): s is StepFigures => s !== undefined),
          (s) => s.latencyMs ?? 0,
        ),
      ),
    };
  });
}
