/**
 * What visitors do on the pages with forms, measured on the phone the Lighthouse spec emulates
 * (support/phone-emulation.ts): load the page, swipe to the form, tap its first field, type,
 * and press submit with the other required fields empty, answering first what the form asks
 * before its submit is enabled (a day, the human check). The forms are built into the HTML and
 * their script loads on the visitor's first touch of them (src/ui/deferred-part.tsx), so the
 * first interactions are the ones that pay for it.
 *
 * Each step's latency is its longest interaction, input to next paint (Event Timing entries of
 * 16 ms or more grouped by interactionId, support/user-flow-figures.ts); the web-vitals library's
 * INP for the whole flow is reported beside it. Budget: every interaction under 200 ms. After the
 * submit the form shows its required-field error and still holds what was typed, and nothing
 * is logged as an error. The scripts requested from the first input on are counted with their
 * bytes. The figures go to .e2e/user-flows.json (the bench's "flows" part reads them) and a
 * table is printed. The forms' built HTML is checked without a browser in built-pages.spec.ts.
 *
 * The six flows take about a minute, so unlike Lighthouse (LIGHTHOUSE=1) they run in every
 * `npm test`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  expect,
  test,
  type Browser,
  type CDPSession,
  type Locator,
  type Page,
} from '@playwright/test';
import { CONTACT_MESSAGES } from '@cloud-consulting/domain/forms/contact';
import { COMMENT_MESSAGES } from '@cloud-consulting/domain/forms/comment-messages';
import { PRODUCT_INQUIRY_ERRORS } from '@cloud-consulting/domain/forms/product-inquiry';
import { TRAINING_MESSAGES } from '@cloud-consulting/domain/forms/training-request';
import { e2eEnv, siteBuildsIdle, waitForHydration } from './support/env';
import { HUMAN_CHECK_PASSED, humanCheckAnswer, humanCheckInput } from './support/leads';
import { pageNow, recordInteractions, recorded, settled } from './support/interaction-recorder';
import { BUSY_HOST_RATIO, cpuSlowdownFor } from './support/lighthouse-runs';
import { PHONE, emulatePhone, hostBenchmarkIndex, swipeTo } from './support/phone-emulation';
import {
  INTERACTION_BUDGET_MS,
  flowTable,
  overBudget,
  scriptsSince,
  stepFigures,
  type FlowResult,
  type StepWindow,
} from './support/user-flow-figures';

/** One form a visitor fills on the page. */
interface FormUse {
  /** The deferred part that holds it (data-part). */
  part: string;
  /** Names its steps on a page with two forms. */
  name?: string;
  firstField: RegExp;
  value: string;
  submit: string;
  /** The required-field message the form shows for a field left empty. */
  error: string;
  /** What the form asks before its submit button is enabled. */
  before: ('a day' | 'the human check')[];
}

const CONTACT = (part: string, name?: string): FormUse => ({
  part,
  name,
  firstField: /^Full Name/,
  value: 'Ana Lima',
  submit: 'Send Message',
  error: CONTACT_MESSAGES.roleRequired,
  before: [],
});
const TRAINING = (part: string): FormUse => ({
  part,
  firstField: /^Full Name/,
  value: 'Tom Berg',
  submit: 'Submit Request',
  error: TRAINING_MESSAGES.company,
  before: ['a day', 'the human check'],
});

const FLOWS: { page: string; forms: FormUse[] }[] = [
  { page: '/contact-us', forms: [CONTACT('contact')] },
  { page: '/', forms: [TRAINING('get started')] },
  { page: '/corporate-training', forms: [TRAINING('training request')] },
  { page: '/partners', forms: [CONTACT('partner inquiry')] },
  {
    page: '/products',
    forms: [
      {
        part: 'product inquiry',
        firstField: /^Full Name/,
        value: 'Ana Lima',
        submit: 'Submit Inquiry',
        error: PRODUCT_INQUIRY_ERRORS.role.description,
        before: ['the human check'],
      },
    ],
  },
  {
    page: '/blog/securing-apis-with-apim',
    forms: [
      // The compact form: after the name, the email is the first field missing.
      { ...CONTACT('article inquiry', 'lead form'), error: CONTACT_MESSAGES.email },
      {
        part: 'comments',
        name: 'comments',
        firstField: /^Name/,
        value: 'Ana Lima',
        submit: 'Post Comment',
        error: COMMENT_MESSAGES.contentRequired,
        before: [],
      },
    ],
  },
];

/** Typing on a phone: about eight keys a second. */
const KEY_DELAY_MS = 100;

const longFrames: string[] = [];
const resultsFile = () => path.join(e2eEnv('E2E_WORK_DIR'), 'user-flows.json');

async function storedResults(): Promise<FlowResult[]> {
  try {
    return (JSON.parse(await readFile(resultsFile(), 'utf8')) as { flows: FlowResult[] }).flows;
  } catch {
    return [];
  }
}

/**
 * Adds a flow's figures to .e2e/user-flows.json at once: a failed test starts a new worker, and
 * the figures of the flows before it must not be lost.
 */
async function keep(result: FlowResult): Promise<void> {
  const order = FLOWS.map((flow) => flow.page);
  const flows = [...(await storedResults()).filter((f) => f.page !== result.page), result].sort(
    (a, b) => order.indexOf(a.page) - order.indexOf(b.page),
  );
  await writeFile(
    resultsFile(),
    JSON.stringify({ measuredAt: new Date().toISOString(), flows }, null, 2) + '\n',
  );
}

// Earlier tests' content changes may have started a rebuild: measure the site, not a build.
test.beforeAll(async () => {
  // A build takes longer than a hook's usual 30 s.
  test.setTimeout(300_000);
  await siteBuildsIdle();
});

test.afterAll(async () => {
  const flows = await storedResults();
  if (flows.length) console.log(`User flows on the emulated phone\n${flowTable(flows)}`);
  if (longFrames.length)
    console.log(`Long animation frames in slow steps:\n${longFrames.join('\n')}`);
});

/** The steps of one flow, each marked on the page's clock as it starts. */
class Steps {
  readonly windows: StepWindow[] = [{ step: 'load', interactive: false, start: 0, end: 0 }];
  constructor(private readonly page: Page) {}

  async run(step: string, act: () => Promise<void>, interactive = true): Promise<void> {
    const start = await pageNow(this.page);
    this.windows.at(-1)!.end = start;
    this.windows.push({ step, interactive, start, end: start });
    await act();
    await settled(this.page);
    this.windows.at(-1)!.end = await pageNow(this.page);
  }
}

/** A tap where a visitor taps: swiped into view first, as no page scrolls itself. */
async function tapInView(page: Page, session: CDPSession, target: Locator): Promise<void> {
  await swipeTo(page, session, target);
  await target.tap();
}

async function fillForm(page: Page, session: CDPSession, steps: Steps, form: FormUse) {
  // An article has its lead form twice, in the sidebar and in the text: the one a phone shows.
  const part = page.locator(`[data-part="${form.part}"]:visible`).first();
  const named = (step: string) => (form.name ? `${form.name}: ${step}` : step);
  const field = part.getByLabel(form.firstField).first();
  await steps.run(named('scroll to the form'), () => swipeTo(page, session, field), false);
  // The tap comes at once, whether or not the form has gone live on its own meanwhile: the swap
  // waits for the swipe to end and moves nothing, so the tap finds its field either way.
  await steps.run(named('tap the first field'), async () => {
    await field.tap();
    await expect(field).toBeFocused();
  });
  await steps.run(named('type'), () => page.keyboard.type(form.value, { delay: KEY_DELAY_MS }));
  if (form.before.includes('a day')) {
    await steps.run(named('choose a day'), async () => {
      const day = part.locator('td[data-day]:not([data-disabled]):not([data-outside]) button');
      await tapInView(page, session, day.first());
      await expect(part.getByText(/Selected: \d{4}-\d{2}-\d{2}/)).toBeVisible();
    });
  }
  if (form.before.includes('the human check')) {
    await steps.run(named('answer the human check'), async () => {
      const input = humanCheckInput(part);
      await tapInView(page, session, input);
      await page.keyboard.type(await humanCheckAnswer(part), { delay: KEY_DELAY_MS });
      await tapInView(page, session, part.getByRole('button', { name: 'Verify' }));
      await expect(part.getByText(HUMAN_CHECK_PASSED)).toBeVisible();
    });
  }
  await steps.run(named('submit with errors'), async () => {
    await tapInView(page, session, part.getByRole('button', { name: form.submit }));
    await expect(part.getByText(form.error).first()).toBeVisible();
  });
  await expect(part.getByLabel(form.firstField).first()).toHaveValue(form.value);
}

interface Measured {
  result: FlowResult;
  problems: string[];
  /** The long animation frames of the slow steps, by script: what held the main thread. */
  longFrames: string[];
}

/** One run of a flow in a fresh phone's browser context. */
async function measure(
  browser: Browser,
  flow: (typeof FLOWS)[number],
  benchmarkIndex: number,
): Promise<Measured> {
  const context = await browser.newContext({ ...PHONE });
  try {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' || TAP_RETRIED.test(message.text())) return;
      problems.push(message.text().slice(0, 300));
    });
    page.on('pageerror', (error) => problems.push(error.message.slice(0, 300)));
    await recordInteractions(page);
    const cpuSlowdown = cpuSlowdownFor(benchmarkIndex);
    const session = await emulatePhone(page, cpuSlowdown);

    const steps = new Steps(page);
    await page.goto(`${e2eEnv('E2E_SITE_URL')}${flow.page}`);
    await waitForHydration(page);
    for (const form of flow.forms) await fillForm(page, session, steps, form);

    const record = await recorded(page);
    const figures = stepFigures(steps.windows, record.events, record.scripts);
    const longFrames = steps.windows.flatMap((window, index) => {
      const latency = figures[index]!.latencyMs;
      if (latency === null || latency < INTERACTION_BUDGET_MS / 2) return [];
      return record.frames
        .filter((frame) => frame.startTime >= window.start && frame.startTime < window.end)
        .map(
          (frame) =>
            `${flow.page} ${window.step}: frame of ${Math.round(frame.duration)} ms: ${frame.scripts.join('; ')}`,
        );
    });
    if (record.inp && record.inp.value >= INTERACTION_BUDGET_MS / 2)
      longFrames.push(`${flow.page} INP attribution: ${JSON.stringify(record.inp)}`);
    return {
      result: {
        page: flow.page,
        benchmarkIndex,
        cpuSlowdown,
        steps: figures,
        scriptsAfterFirstInput: scriptsSince(record.scripts, steps.windows[1]!.start),
        inp: record.inp && {
          value: record.inp.value,
          target: record.inp.target,
          type: record.inp.type,
        },
      },
      problems,
      longFrames,
    };
  } finally {
    await context.close();
  }
}

/**
 * Chromium's words when a non-cancelable touchstart is cancelled. Playwright's tap does that
 * itself: its hit-target check cancels a tap that lands on another element while the page still
 * glides after a swipe, then taps again. The page never cancels a touch.
 */
const TAP_RETRIED = /^Ignored attempt to cancel a touchstart event with cancelable=false/;

/** The fastest BenchmarkIndex this worker has measured: the host at its usual speed. */
let fastestIndex = 0;

/** Measures the host on a blank page, as Lighthouse does before a run. */
async function measureHost(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    const index = await hostBenchmarkIndex(page);
    fastestIndex = Math.max(fastestIndex, index);
    return index;
  } finally {
    await page.close();
  }
}

for (const flow of FLOWS) {
  test(`${flow.page}: every step of filling ${flow.forms.map((f) => `the ${f.part} form`).join(' and ')} answers within 200 ms on a phone`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    // The host is measured once per worker; the slowdown follows its usual speed.
    if (fastestIndex === 0) await measureHost(browser);
    let measured = await measure(browser, flow, fastestIndex);
    // Over budget while something else held the host's CPU: measured once more, as the
    // Lighthouse spec sets aside a run made on a busy host.
    if (overBudget([measured.result]).length > 0) {
      const now = await measureHost(browser);
      if (now < fastestIndex * BUSY_HOST_RATIO) {
        console.log(
          `${flow.page} measured again: the host was busy (BenchmarkIndex ${Math.round(now)}, fastest ${Math.round(fastestIndex)})`,
        );
        measured = await measure(browser, flow, fastestIndex);
      }
    }
    await keep(measured.result);
    longFrames.push(...measured.longFrames);

    expect(measured.problems, 'errors in the console').toEqual([]);
    expect(overBudget([measured.result]), flowTable([measured.result])).toEqual([]);
  });
}
