/**
 * Records in the page, from its first script on, what a user flow is judged by: every Event
 * Timing entry of 16 ms or more (with its interactionId), the long animation frames with their
 * longest scripts (what made an interaction slow), and Interaction to Next Paint as the
 * web-vitals library reports it (onINP with reportAllChanges, from its attribution build).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { EVENT_THRESHOLD_MS, type RecordedEvent, type RecordedScript } from './user-flow-figures';

/** A long animation frame and the scripts that took most of it. */
export interface RecordedFrame {
  startTime: number;
  duration: number;
  scripts: string[];
}

export interface Recorded {
  events: RecordedEvent[];
  frames: RecordedFrame[];
  scripts: RecordedScript[];
  inp: {
    value: number;
    target: string;
    type: string;
    inputDelay: number;
    processingDuration: number;
    presentationDelay: number;
    longestScript: string;
  } | null;
}

interface RecorderWindow {
  __flow: Omit<Recorded, 'scripts'>;
  webVitals?: {
    onINP(
      report: (metric: {
        value: number;
        attribution: {
          interactionTarget?: string;
          interactionType?: string;
          inputDelay: number;
          processingDuration: number;
          presentationDelay: number;
          longestScript?: {
            entry: { sourceURL: string; invoker: string };
            subpart: string;
            intersectingDuration: number;
          };
        };
      }) => void,
      options: { reportAllChanges: boolean; durationThreshold: number },
    ): void;
  };
}

/** Runs in the page before its own scripts. */
function record(threshold: number): void {
  const w = window as unknown as RecorderWindow;
  w.__flow = { events: [], frames: [], inp: null };
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return 'nothing';
    const name = node.getAttribute('name');
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${name ? `[name=${name}]` : ''}`;
  };
  new PerformanceObserver((list) => {
    // interactionId is not in TypeScript's DOM types yet.
    for (const entry of list.getEntries() as (PerformanceEventTiming & {
      interactionId?: number;
    })[]) {
      w.__flow.events.push({
        name: entry.name,
        interactionId: entry.interactionId ?? 0,
        startTime: entry.startTime,
        duration: entry.duration,
        target: describe(entry.target),
      });
    }
  }).observe({
    type: 'event',
    buffered: true,
    durationThreshold: threshold,
  } as PerformanceObserverInit);
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const scripts =
          (
            entry as PerformanceEntry & {
              scripts?: { duration: number; sourceURL: string; invoker: string }[];
            }
          ).scripts ?? [];
        w.__flow.frames.push({
          startTime: entry.startTime,
          duration: entry.duration,
          scripts: [...scripts]
            .sort((a, b) => b.duration - a.duration)
            .slice(0, 3)
            .map(
              (s) => `${Math.round(s.duration)} ms ${s.invoker} (${s.sourceURL.split('/').pop()})`,
            ),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
  w.webVitals?.onINP(
    ({ value, attribution: a }) => {
      w.__flow.inp = {
        value,
        target: a.interactionTarget ?? '',
        type: a.interactionType ?? '',
        inputDelay: a.inputDelay,
        processingDuration: a.processingDuration,
        presentationDelay: a.presentationDelay,
        longestScript: a.longestScript
          ? `${Math.round(a.longestScript.intersectingDuration)} ms ${a.longestScript.entry.invoker} in ${a.longestScript.subpart} (${a.longestScript.entry.sourceURL.split('/').pop()})`
          : '',
      };
    },
    { reportAllChanges: true, durationThreshold: threshold },
  );
}

/** The web-vitals library's attribution build, which defines `webVitals` on the page. */
function webVitalsScript(): string {
  const dist = path.dirname(require.resolve('web-vitals'));
  // Its `var webVitals` would stay inside the function Playwright wraps an init script in.
  return `${readFileSync(path.join(dist, 'web-vitals.attribution.iife.js'), 'utf8')}\nwindow.webVitals = webVitals;`;
}

/** Makes every document the page opens record its interactions. */
export async function recordInteractions(page: Page): Promise<void> {
  await page.addInitScript({ content: webVitalsScript() });
  await page.addInitScript(record, EVENT_THRESHOLD_MS);
}

/** The page's clock now (performance.now()), to mark where a step starts and ends. */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/**
 * Waits until what the last input caused has been painted and reported: two frames, then a
 * task (Event Timing entries are delivered after the paint that ends them).
 */
export function settled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );
}

/** Everything recorded so far, with the scripts the page has requested. */
export function recorded(page: Page): Promise<Recorded> {
  return page.evaluate(() => ({
    ...(window as unknown as RecorderWindow).__flow,
    scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name))
      .map((entry) => ({
        name: entry.name,
        startTime: entry.startTime,
        transferSize: entry.transferSize,
      })),
  }));
}
