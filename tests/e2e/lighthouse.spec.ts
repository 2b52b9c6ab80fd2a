/**
 * Lighthouse on the live site (mobile emulation, simulated throttling) with Debian's Chromium:
 * accessibility 100, best practices at least 95, SEO 100, CLS at most 0.02, and no lazily loaded
 * image as the largest paint, on the pages visitors land on most (one run per page here; the
 * bench's figures are the median of five, the pages taking turns). Prints scores and metrics per
 * page and writes them to .e2e/lighthouse.json.
 *
 * The performance score and total blocking time are timings: the bench files them with their
 * targets (`npm run bench -- --only lighthouse`, LIGHTHOUSE_PERFORMANCE_MINIMUM), as every
 * timing is, rather than this test. They follow the host more than its BenchmarkIndex says: the
 * same code scored 97-99 on one machine and 77-89 on another of the same kind (TBT 400-1,070 ms,
 * from the first load's scripts: blocking the parts that go live later changed nothing).
 *
 * Every run emulates the same phone (support/lighthouse-runs.ts): the CPU slowdown follows the
 * host's speed as Lighthouse measures it (its BenchmarkIndex), Lighthouse's default 4x on this
 * project's usual host, as Lighthouse's throttling guide advises; the table prints both. A run
 * made while the host was busy is set aside and the page measured again; a host too slow to
 * emulate the phone fails.
 * It takes a few minutes, so it runs when LIGHTHOUSE=1 (`npm run lighthouse`; CI sets it).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './support/chromium';
import { e2eEnv, siteBuildsIdle } from './support/env';
import { activePosts } from './support/provider';
import {
  cpuSlowdownFor,
  needsAnotherRun,
  representativeRun,
  runsPerPage,
} from './support/lighthouse-runs';

/** Asserted here; performance is measured (and printed) with them, filed by the bench. */
const MINIMUM = { accessibility: 100, 'best-practices': 95, seo: 100 } as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const MAX_CLS = 0.02;
const RUNS_PER_PAGE = runsPerPage();
/** Runs per page at most, when runs made on a busy host are set aside. */
const MAX_RUNS_PER_PAGE = RUNS_PER_PAGE * 2;
type Category = (typeof CATEGORIES)[number];

interface Row {
  page: string;
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
  /** The CPU slowdown the run applied (from the fastest BenchmarkIndex measured before it). */
  cpuSlowdown: number;
  /** The largest paint is an image the page loads lazily, so it starts late. */
  lcpLazy: boolean;
  /** What moved, when CLS is over 0: each shifted element with its share of the score. */
  shifts: string[];
  failedAudits: string[];
}

/** The elements Lighthouse's layout-shifts audit names, with their scores. */
function layoutShifts(details: unknown): string[] {
  const items = (details as { items?: unknown[] } | undefined)?.items ?? [];
  return items.map((item) => {
    const { score, node } = item as {
      score?: number;
      node?: { selector?: string; snippet?: string };
    };
    return `${(score ?? 0).toFixed(3)} ${node?.selector ?? '?'} ${(node?.snippet ?? '').slice(0, 120)}`;
  });
}

test.skip(!process.env.LIGHTHOUSE, 'Lighthouse runs with LIGHTHOUSE=1 (npm run lighthouse)');

test('Lighthouse scores and CLS of the main pages are within budget', async () => {
  test.setTimeout(1_200_000);
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const [post] = await activePosts();
  const pages = [
    '/',
    '/services',
    '/blog',
    `/blog/${post!.Slug}`,
    '/contact-us',
    '/corporate-training',
  ];
  // Earlier tests' content changes may have started a rebuild: measure the site, not a build.
  await siteBuildsIdle();
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });

  async function audit(page: string, cpuSlowdown: number): Promise<Row> {
    const result = await lighthouse(
      e2eEnv('E2E_SITE_URL') + page,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      },
      undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
    const { categories, audits, environment } = result.lhr;
    const score = (id: Category) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      page,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      benchmarkIndex: environment.benchmarkIndex,
      cpuSlowdown,
      lcpLazy: audits['lcp-lazy-loaded']?.score === 0,
      shifts: layoutShifts(audits['layout-shifts']?.details),
      // What cost points, so a failure says where to look.
      failedAudits: Object.values(audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'notApplicable' &&
            a.scoreDisplayMode !== 'manual',
        )
        .map((a) => `${a.id} (${a.displayValue ?? a.score})`),
    };
  }

  const rows: Row[] = [];
  const setAside: string[] = [];
  try {
    // A first run warms the site server's caches and the browser; it is not counted, but its
    // BenchmarkIndex is the first measure of how fast this host is.
    let fastestIndex = (await audit('/', 4)).benchmarkIndex;
    // Lighthouse varies from run to run: as its authors advise, the median of several runs (by
    // performance score) stands for the page. The pages take turns, one run each per round, so
    // each page's runs spread over the whole audit: a minute of another program's load on the
    // host then costs a page one or two runs, not all of them.
    const pageRuns = new Map(pages.map((page) => [page, [] as Row[]]));
    const due = () =>
      pages.filter((page) =>
        needsAnotherRun(pageRuns.get(page)!, fastestIndex, RUNS_PER_PAGE, MAX_RUNS_PER_PAGE),
      );
    for (let round = due(); round.length > 0; round = due()) {
      for (const page of round) {
        const row = await audit(page, cpuSlowdownFor(fastestIndex));
        fastestIndex = Math.max(fastestIndex, row.benchmarkIndex);
        pageRuns.get(page)!.push(row);
      }
    }
    // Judged against the fastest run of the whole audit, which may have come after a page.
    for (const [page, runs] of pageRuns) {
      const chosen = representativeRun(runs, fastestIndex);
      rows.push(chosen.run);
      if (chosen.setAside > 0) {
        setAside.push(
          `${page}: ${chosen.setAside} of ${runs.length} runs set aside, made on a busy host, median of the other ${chosen.counted} ` +
            `(BenchmarkIndex ${runs.map((r) => Math.round(r.benchmarkIndex)).join(', ')}; fastest ${Math.round(fastestIndex)})`,
        );
      }
    }
  } finally {
    chrome.kill();
  }

  const report = [
    `median of ${RUNS_PER_PAGE} or more run(s) per page made while the host ran at its usual speed (fewer where noted)`,
    'page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | BenchmarkIndex | CPU slowdown',
    ...rows.map(
      (r) =>
        `${r.page} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${(r.fcp / 1000).toFixed(1)} s | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.benchmarkIndex)} | ${r.cpuSlowdown}x`,
    ),
    ...setAside,
    ...rows
      .filter((r) => r.failedAudits.length)
      .map((r) => `${r.page} audits under 0.9: ${r.failedAudits.join(', ')}`),
    ...rows
      .filter((r) => r.shifts.length)
      .map((r) => `${r.page} layout shifts: ${r.shifts.join('; ')}`),
  ].join('\n');
  console.log(report);
  // The figures the bench files (scripts/bench.ts).
  await writeFile(
    path.join(e2eEnv('E2E_WORK_DIR'), 'lighthouse.json'),
    JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2) + '\n',
  );

  const under = rows.flatMap((r) => [
    ...(Object.keys(MINIMUM) as (keyof typeof MINIMUM)[])
      .filter((c) => r.scores[c] < MINIMUM[c])
      .map((c) => `${r.page}: ${c} ${r.scores[c]} < ${MINIMUM[c]}`),
    ...(r.cls > MAX_CLS ? [`${r.page}: CLS ${r.cls.toFixed(3)} > ${MAX_CLS}`] : []),
    ...(r.lcpLazy ? [`${r.page}: the largest contentful paint is a lazily loaded image`] : []),
  ]);
  expect(under, report).toEqual([]);
});
