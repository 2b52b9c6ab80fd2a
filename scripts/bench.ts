/**
 * `npm run bench`: the figures the project is held to, each a median of several runs, printed as
 * one table against its target and written to bench/results.json.
 *
 * - cold `gatsby build` with 20 and with 1,000 posts (seconds, peak memory of the build's
 *   process tree), incremental build after one post edit and the pages it wrote, size of public/
 *   and of /blog/ (HTML and page data), Astro 5 building the same 1,000 posts as a peer
 *   (astro-peer.ts), and webhook-to-live latency on a 20-post and a 1,000-post site
 * - the provider under load with autocannon on loopback (GET /api/blog as the site requests it,
 *   GET engagement stats, POST like, POST comment) on PGlite, and on PostgreSQL when DATABASE_URL
 *   is set, beside a bare Fastify hello-world route on the same machine, so throughput compares
 *   across machines; each endpoint is loaded in --runs rounds and each cached read is compared
 *   with hello-world runs made just before and after each round, so a change of the machine's
 *   load during the bench does not skew the share; the median round is reported. With
 *   DATABASE_URL and REDIS_URL, also the blog list and likes on one and on two replicas
 *   (processes on this machine sharing PostgreSQL and Redis).
 *
 * - user flows on the emulated phone (tests/e2e/user-flows.spec.ts, run --runs times, each run
 *   on a freshly built site as `npx playwright test` sets it up): each step's interaction latency,
 *   the median of the runs, against the 200 ms budget, and the scripts each step requested
 *
 * - the editor app (tests/editor-app/first-load.spec.ts and tests/e2e/editor-journeys.spec.ts):
 *   its scripts before the sign-in form and the time until the form can be used and the first
 *   list shows, on this machine; each editor journey from sign-in to its result on the site
 *
 * Each figure is filed with the time and the commit it measured (short hash, "-dirty" with
 * uncommitted changes). A run with a figure more than 20% worse than the last one filed for it
 * (bench-regressions.ts) lists them, files nothing and exits with 1; --accept files it anyway.
 *
 * - newsletter mails a second through a local SMTP peer (bench-mail.ts)
 *
 * - Lighthouse's performance score and total blocking time of the main pages on an emulated phone
 *   (tests/e2e/lighthouse.spec.ts, which asserts the rest of Lighthouse's findings in npm test)
 *
 * Options: --runs N (default 3), --only build|webhook|api|flows|lighthouse|editor|mail (build
 * includes webhook),
 * --duration S (seconds per load run, default 5), --accept.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { startProvider, waitForReady, type ProviderProcess } from './processes';
import { gatsbyArgs, gatsbyEnv } from '../site-server/src/gatsby-command';
import { ROOT } from '../site-server/src/site-root';
import { startLiveSite } from '../site-server/src/live-site';
import {
  mergeFigures,
  type BenchPart,
  type BenchTarget,
  type FlowStepFigure,
  type StoredFigure,
} from './bench-results';
import {
  INTERACTION_BUDGET_MS,
  medianFlows,
  type FlowResult,
} from '../tests/e2e/support/user-flow-figures';
import {
  BENCH_RUNS_PER_PAGE,
  LIGHTHOUSE_PERFORMANCE_MINIMUM,
  LIGHTHOUSE_TBT_BUDGET_MS,
} from '../tests/e2e/support/lighthouse-runs';
import { writePerformanceDoc } from './performance-doc';
import { describeRegression, findRegressions, REGRESSION_TOLERANCE } from './bench-regressions';
import { currentCommit } from './figure-freshness';
import {
  comparePages,
  pageFilesWritten,
  pagesWritten,
  snapshotPages,
  writtenByKind,
  type PageChanges,
} from './page-changes';
import { installAstroPeer } from './astro-peer';
import { benchMail } from './bench-mail';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    duration: { type: 'string', default: '5' },
    accept: { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(values.runs));
const DURATION = Math.max(2, Number(values.duration));
const API_KEY = 'local-dev-key';
const ADMIN_TOKEN = `bench-${randomBytes(6).toString('hex')}`;

interface Figure {
  name: string;
  /** The part of the bench that measured it; set once that part has run. */
  part?: BenchPart;
  value: number | null;
  unit: string;
  /** The target, e.g. ['<=', 30]; null when the figure is informative only. */
  target: BenchTarget | null;
  note?: string;
  flow?: FlowStepFigure;
}
const figures: Figure[] = [];
/** Every run of a figure, in the order they ran, for the note beside its median. */
const runsNote = (xs: number[], unit: string) =>
  `runs: ${xs.map((x) => round(x)).join(', ')} ${unit}`;
const median = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? NaN;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const log = (message: string) => console.error(`[bench] ${message}`);

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Builds

/** Resident memory of a process and all its descendants, from /proc. */
async function treeRss(rootPid: number): Promise<number> {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = await readFile(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      rss.set(Number(entry), kb * 1024);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while being read
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs `gatsby build`, returning seconds and the peak memory of its process tree. */
async function timedBuild(env: NodeJS.ProcessEnv): Promise<{ seconds: number; peakBytes: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, gatsbyArgs(['build']), {
    cwd: ROOT,
    env: gatsbyEnv(env, false),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  let peak = 0;
  const timer = setInterval(() => {
    void treeRss(child.pid!).then((bytes) => (peak = Math.max(peak, bytes)));
  }, 250);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`gatsby build failed (${code}):\n${output.slice(-3000)}`);
  return { seconds: (performance.now() - started) / 1000, peakBytes: peak };
}

function gatsbyClean(): void {
  spawnSync(process.execPath, gatsbyArgs(['clean']), {
    cwd: ROOT,
    env: gatsbyEnv({}, false),
    stdio: 'ignore',
  });
}

async function dirSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** A provider on a fresh embedded database seeded with content/ plus generated posts. */
async function seededProvider(
  extraPosts: number,
  env: NodeJS.ProcessEnv = {},
): Promise<ProviderProcess & { dataDir: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-db-'));
  const seed = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/src/db/seed-cli.ts', '--posts', String(extraPosts)],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  if (seed.status !== 0) throw new Error(`seed failed: ${seed.stderr}`);
  const provider = startProvider(
    { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ADMIN_TOKEN, ...env },
    await freePort(),
    'ignore',
  );
  await waitForReady(provider.url, provider.child);
  return Object.assign(provider, { dataDir });
}

async function admin(
  providerUrl: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<unknown> {
  const res = await fetch(`${providerUrl}/admin/api${url}`, {
    method,
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function firstPost(
  providerUrl: string,
): Promise<{ Id: number; Slug: string; Title: string }> {
  const res = await fetch(`${providerUrl}/api/blog?pageSize=1`, {
    headers: { 'X-API-Key': API_KEY },
  });
  return ((await res.json()) as { posts: { Id: number; Slug: string; Title: string }[] }).posts[0]!;
}

/** Sizes of one page of public/ in KiB: its HTML and the page data the browser loads for it. */
async function pageSizes(route: string): Promise<{ html: number; pageData: number }> {
  const publicDir = path.join(ROOT, 'public');
  const folder = route.replace(/^\/|\/$/g, '');
  const kib = async (file: string) => round((await stat(path.join(publicDir, file))).size / 1024);
  return {
    html: await kib(path.join(folder, 'index.html')),
    pageData: await kib(path.join('page-data', folder || 'index', 'page-data.json')),
  };
}

/** The first few of a build's written pages, for the note beside the count. */
function writtenNote(changes: PageChanges, shown = 5): string {
  const files = [
    ...changes.changed,
    ...changes.added.map((f) => `${f} (new)`),
    ...changes.removed.map((f) => `${f} (removed)`),
  ];
  const more = files.length > shown ? `, and ${files.length - shown} more` : '';
  const { html, pageData } = writtenByKind(changes);
  return (
    `${html} HTML, ${pageData} page data; ${changes.changed.length} changed, ` +
    `${changes.added.length} new, ${changes.removed.length} removed: ` +
    `${files.slice(0, shown).join(', ')}${more}`
  );
}

/** Astro 5 building the same posts from the same provider, and the Gatsby build against it. */
async function benchAstroPeer(providerUrl: string, gatsbyColdSeconds: number): Promise<void> {
  log('installing Astro into a temporary folder for the peer build');
  const peer = await installAstroPeer(providerUrl, API_KEY);
  try {
    const runs: { seconds: number; pages: number; highlighted: number }[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      log(`Astro ${peer.version} cold build, 1,000 posts, run ${i + 1}/${RUNS}`);
      runs.push(await peer.coldBuild());
    }
    const seconds = median(runs.map((r) => r.seconds));
    figures.push({
      name: "peer: Astro 5 cold build, 1,000 posts' Markdown",
      value: round(seconds),
      unit: 's',
      target: null,
      note: `${runsNote(
        runs.map((r) => r.seconds),
        's',
      )}; Astro ${peer.version}, ${runs[0]!.pages} post pages (${runs[0]!.highlighted} with code highlighted by Shiki), built-in Markdown`,
    });
    figures.push({
      name: "cold build, 1,000 posts / Astro's",
      value: round(gatsbyColdSeconds / seconds, 2),
      unit: '×',
      target: ['<=', 2],
      note: `${round(gatsbyColdSeconds)} s / ${round(seconds)} s, medians`,
    });
  } finally {
    await peer.remove();
  }
}

async function benchBuilds(): Promise<void> {
  for (const [label, extra] of [
    ['20 posts', 8],
    ['1,000 posts', 988],
  ] as const) {
    const provider = await seededProvider(extra);
    try {
      const env = { PROVIDER_API_URL: provider.url };
      const cold: { seconds: number; peakBytes: number }[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        gatsbyClean();
        log(`cold build, ${label}, run ${i + 1}/${RUNS}`);
        cold.push(await timedBuild(env));
      }
      const big = extra > 100;
      const coldSeconds = median(cold.map((r) => r.seconds));
      figures.push({
        name: `cold build, ${label}`,
        value: round(coldSeconds),
        unit: 's',
        target: big ? ['<=', 30] : null,
        note: runsNote(
          cold.map((r) => r.seconds),
          's',
        ),
      });
      figures.push({
        name: `cold build peak memory, ${label}`,
        value: round(median(cold.map((r) => r.peakBytes)) / 2 ** 20, 0),
        unit: 'MiB',
        target: big ? ['<=', 2048] : null,
      });
      if (!big) continue;
      figures.push({
        name: 'public/ size, 1,000 posts',
        value: round((await dirSize(path.join(ROOT, 'public'))) / 2 ** 20),
        unit: 'MiB',
        target: null,
      });
      const blog = await pageSizes('/blog/');
      figures.push(
        {
          name: '/blog/ HTML, 1,000 posts',
          value: blog.html,
          unit: 'KiB',
          target: null,
          note: 'public/blog/index.html, uncompressed',
        },
        {
          name: '/blog/ page data, 1,000 posts',
          value: blog.pageData,
          unit: 'KiB',
          target: null,
          note: 'public/page-data/blog/page-data.json, uncompressed',
        },
      );

      const post = await firstPost(provider.url);
      const incremental: number[] = [];
      const written: PageChanges[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const before = await snapshotPages(path.join(ROOT, 'public'));
        await admin(provider.url, 'PATCH', `/blog/${post.Id}`, {
          title: `${post.Title} (edit ${i + 1})`,
        });
        log(`incremental build after one post edit, run ${i + 1}/${RUNS}`);
        incremental.push((await timedBuild(env)).seconds);
        written.push(comparePages(before, await snapshotPages(path.join(ROOT, 'public'))));
      }
      figures.push({
        name: 'incremental build after one post edit',
        value: round(median(incremental)),
        unit: 's',
        target: ['<=', 10],
        note: runsNote(incremental, 's'),
      });
      const counts = written.map((changes) => pagesWritten(changes).length);
      const medianCount = median(counts);
      const medianRun = written[counts.indexOf(medianCount)]!;
      figures.push({
        name: 'pages written per edit, 1,000 posts',
        value: medianCount,
        unit: 'pages',
        target: ['<=', 10],
        note:
          `runs: ${counts.join(', ')}; ${pagesWritten(medianRun).join(' ')}; ` +
          `${pageFilesWritten(medianRun)} files: ${writtenNote(medianRun)}`,
      });

      await benchAstroPeer(provider.url, coldSeconds);
    } finally {
      await provider.stop();
      await rm(provider.dataDir, { recursive: true, force: true });
    }
  }
}

/** Edit to live on a site of `label`: an editor's save until the live site serves the page. */
async function benchWebhook(
  label: string,
  extraPosts: number,
  targetSeconds: number,
): Promise<void> {
  const secret = randomBytes(16).toString('hex');
  const sitePort = await freePort();
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const provider = await seededProvider(extraPosts, {
    SITE_REBUILD_URL: `${siteUrl}/__rebuild`,
    REBUILD_SECRET: secret,
  });
  const releasesDir = await mkdtemp(path.join(tmpdir(), 'bench-releases-'));
  const site = await startLiveSite({
    providerUrl: provider.url,
    port: sitePort,
    secret,
    siteUrl,
    releasesDir,
    gatsbyOutput: 'pipe',
  });
  try {
    log(`webhook to live, ${label}: the first release`);
    site.queue.request('bench');
    await site.queue.idle();
    const post = await firstPost(provider.url);
    const latencies: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const title = `${post.Title} (live ${i + 1} ${Date.now()})`;
      log(`webhook to live, ${label}, run ${i + 1}/${RUNS}`);
      const started = performance.now();
      await admin(provider.url, 'PATCH', `/blog/${post.Id}`, { title });
      for (;;) {
        const html = await (await fetch(`${siteUrl}/blog/${post.Slug}`)).text();
        if (html.includes(title)) break;
        if (performance.now() - started > 180_000) throw new Error('the edit never went live');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      latencies.push((performance.now() - started) / 1000);
    }
    figures.push({
      name: `webhook to live (edit to visible page), ${label}`,
      value: round(median(latencies)),
      unit: 's',
      target: ['<=', targetSeconds],
      note: runsNote(latencies, 's'),
    });
  } finally {
    await site.close();
    await provider.stop();
    await rm(provider.dataDir, { recursive: true, force: true });
    await rm(releasesDir, { recursive: true, force: true });
  }
}

async function benchWebhooks(): Promise<void> {
  // Editors feel this figure above all (issue 31's targets: 3 s on a small site, 5 s at 1,000).
  await benchWebhook('20 posts', 8, 3);
  await benchWebhook('1,000 posts', 988, 5);
}

// ---------------------------------------------------------------------------------------------
// Provider under load

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Average bytes of one answer on the wire. */
  bytesPerAnswer: number;
}

async function load(options: autocannon.Options): Promise<Load> {
  const result = await autocannon({ connections: 32, duration: DURATION, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    // Headers included, compressed when the answers were.
    bytesPerAnswer: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}

interface HelloWorld {
  /** One warmed-up load run against hello-world, or against `/bytes/{n}`. */
  measure(path?: string): Promise<Load>;
  close(): void;
}

/**
 * A bare Fastify hello-world server in its own process, kept for the whole API bench. It also
 * answers `/bytes/{n}` with n bytes from memory: the most any server could do with an answer
 * that size, shown beside each cached read as its ceiling.
 */
async function helloWorld(): Promise<HelloWorld> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const app = require('fastify')(); const bodies = new Map();
      app.get('/', async () => ({ hello: 'world' }));
      app.get('/bytes/:n', (request, reply) => {
        const n = Number(request.params.n);
        if (!bodies.has(n)) bodies.set(n, Buffer.alloc(n, 'a'));
        reply.header('content-type', 'text/plain').send(bodies.get(n));
      });
      app.listen({ port: ${port}, host: '127.0.0.1' })`,
    ],
    { cwd: ROOT, stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    async measure(path = '/') {
      await load({ url: `http://127.0.0.1:${port}${path}`, duration: 2 });
      return load({ url: `http://127.0.0.1:${port}${path}` });
    },
    close: () => child.kill(),
  };
}

/** The first hello-world run, reported as such; the other figures compare with adjacent runs. */
let firstHello: Load = { rps: NaN, p50: NaN, p99: NaN, errors: 0, bytesPerAnswer: 0 };

/** What Chromium sends. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const LOAD_ENV = {
  // The bench measures throughput, not the abuse limits: they are lifted for its one address.
  RATE_LIMIT_LIKES: '100000000',
  RATE_LIMIT_COMMENTS: '100000000',
  RATE_LIMIT_FORMS: '100000000',
  RATE_LIMIT_SUBSCRIBE: '100000000',
  RATE_LIMIT_READS: '100000000',
  REQUIRE_HUMAN_CHECK: 'false',
  // One process counting in memory, whatever the shell has; the replicas part sets its Redis.
  REDIS_URL: '',
};

/** One load run of an endpoint with the hello-world runs around it. */
interface Round {
  result: Load;
  before: Load | null;
  after: Load | null;
  baseline: number;
  ratio: number;
}

/** The round with the median share of hello-world, or for writes the median throughput. */
function medianRound(rounds: Round[], byShare: boolean): Round {
  const key = (r: Round): number => (byShare ? r.ratio : r.result.rps);
  return [...rounds].sort((a, b) => key(a) - key(b))[Math.floor((rounds.length - 1) / 2)]!;
}

async function benchApi(engine: 'PGlite' | 'PostgreSQL', hello: HelloWorld): Promise<void> {
  let provider: ProviderProcess & { dataDir?: string };
  let schema: string | null = null;
  if (engine === 'PGlite') {
    provider = await seededProvider(988, LOAD_ENV);
  } else {
    schema = `bench_${randomBytes(4).toString('hex')}`;
    const env = { ...process.env, DATABASE_SCHEMA: schema };
    spawnSync(
      process.execPath,
      ['--import', 'tsx', 'server/src/db/seed-cli.ts', '--posts', '988'],
      { cwd: ROOT, env, stdio: 'ignore' },
    );
    provider = startProvider(
      { DATABASE_SCHEMA: schema, LOG_LEVEL: 'warn', ...LOAD_ENV },
      await freePort(),
      'ignore',
    );
    await waitForReady(provider.url, provider.child);
  }
  try {
    const post = await firstPost(provider.url);
    const headers = { 'x-api-key': API_KEY, 'content-type': 'application/json' };
    // Reads come from browsers, which accept compressed answers.
    const readHeaders = { ...headers, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    let guest = 0;
    // The blog list as the site requests it at run time: GET /api/blog, default page of 12, on
    // every visit (the menu's blog probe, src/services/api-client.ts). The build's pageSize=100
    // pages are read once per build, not under visitor load.
    const cases: [string, autocannon.Options, boolean][] = [
      ['GET /api/blog', { url: `${provider.url}/api/blog`, headers: readHeaders }, true],
      [
        'GET engagement stats',
        {
          url: `${provider.url}/api/blog/${post.Id}/engagements/stats?guestId=bench`,
          headers: readHeaders,
        },
        true,
      ],
      [
        'POST like',
        {
          url: `${provider.url}/api/blog/${post.Id}/like`,
          method: 'POST',
          headers,
          setupClient: (client) => {
            client.setBody(JSON.stringify({ guestId: `bench-guest-${(guest += 1)}` }));
          },
        },
        false,
      ],
      [
        'POST comment',
        {
          url: `${provider.url}/api/blog/${post.Id}/comments`,
          method: 'POST',
          headers,
          body: JSON.stringify({
            content: 'A useful, calm remark about the article.',
            authorName: 'Bench Reader',
            guestId: 'bench-guest',
          }),
        },
        false,
      ],
    ];
    for (const [name, options, cachedRead] of cases) {
      const probe = await fetch(String(options.url), {
        method: options.method ?? 'GET',
        headers,
        body:
          (options.body as string | undefined) ??
          (options.method === 'POST' ? JSON.stringify({ guestId: 'probe' }) : undefined),
      });
      await probe.arrayBuffer();
      if (probe.status === 404) {
        figures.push({
          name: `${engine}: ${name}`,
          value: null,
          unit: 'req/s',
          target: null,
          note: 'endpoint not available',
        });
        continue;
      }
      log(`${engine}: ${name}`);
      // The machine may be shared, and its load changes during a bench of several minutes: each
      // round compares the endpoint with hello-world runs made just before and just after it,
      // and the round with the median share (writes: the median throughput) is reported.
      await load({ ...options, duration: 2 });
      const rounds: Round[] = [];
      let before = cachedRead ? await hello.measure() : null;
      for (let i = 0; i < RUNS; i += 1) {
        const result = await load(options);
        const after = cachedRead ? await hello.measure() : null;
        const baseline = before && after ? (before.rps + after.rps) / 2 : firstHello.rps;
        rounds.push({ result, before, after, baseline, ratio: result.rps / baseline });
        before = after;
      }
      const {
        result,
        before: chosenBefore,
        after,
        baseline,
        ratio,
      } = medianRound(rounds, cachedRead);
      figures.push({
        name: `${engine}: ${name}`,
        value: Math.round(result.rps),
        unit: 'req/s',
        target: name === 'POST like' && engine === 'PostgreSQL' ? ['>=', 1000] : null,
        note:
          `p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}, ` +
          `${round(ratio * 100, 0)}% of hello-world` +
          (chosenBefore && after
            ? ` (${Math.round(chosenBefore.rps)} and ${Math.round(after.rps)} req/s just before and after)`
            : '') +
          (rounds.length > 1
            ? `; median of ${rounds.length} rounds: ${rounds
                .map((r) => (cachedRead ? `${round(r.ratio * 100, 0)}%` : Math.round(r.result.rps)))
                .join(', ')}`
            : ''),
      });
      if (cachedRead) {
        figures.push({
          name: `${engine}: ${name}, share of hello-world`,
          value: round(ratio * 100, 0),
          unit: '%',
          target: ['>=', 50],
        });
        figures.push({
          name: `${engine}: ${name}, p99`,
          value: result.p99,
          unit: 'ms',
          target: ['<=', 20],
        });
        // What each answer put on the wire during the run, headers included.
        const size = Math.round(result.bytesPerAnswer);
        const ceiling = await hello.measure(`/bytes/${size}`);
        figures.push({
          name: `${engine}: ${name}, ceiling: bare Fastify sending ${size} bytes from memory`,
          value: Math.round(ceiling.rps),
          unit: 'req/s',
          target: null,
          note: `${round((ceiling.rps / baseline) * 100, 0)}% of hello-world; the cached read reaches ${round((result.rps / ceiling.rps) * 100, 0)}% of it`,
        });
      }
      if (name.startsWith('GET /api/blog')) {
        figures.push({
          name: `${engine}: ${name}, median latency`,
          value: result.p50,
          unit: 'ms',
          target: ['<=', 50],
        });
      }
      if (result.errors > 0)
        figures.push({
          name: `${engine}: ${name}, errors`,
          value: result.errors,
          unit: '',
          target: ['<=', 0],
        });
    }
  } finally {
    await provider.stop();
    if (provider.dataDir) await rm(provider.dataDir, { recursive: true, force: true });
    if (schema && process.env.DATABASE_URL) {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  }
}

/**
 * Replicas: two provider processes on one PostgreSQL schema counting rate limits in Redis
 * (REDIS_URL), each with its own response cache, loaded by one autocannon per process at once
 * (half the connections each), beside one of them alone in the same set-up. All on this machine,
 * so the two processes share its cores with PostgreSQL, Redis and autocannon: the figure shows
 * what a second replica costs or gains here, not what two machines would do.
 */
async function benchReplicas(redisUrl: string): Promise<void> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const env = { ...process.env, DATABASE_SCHEMA: schema };
  spawnSync(process.execPath, ['--import', 'tsx', 'server/src/db/seed-cli.ts', '--posts', '988'], {
    cwd: ROOT,
    env,
    stdio: 'ignore',
  });
  const shared = {
    DATABASE_SCHEMA: schema,
    LOG_LEVEL: 'warn',
    ...LOAD_ENV,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `bench-${randomBytes(4).toString('hex')}:`,
  };
  const replicas: ProviderProcess[] = [];
  try {
    for (let i = 0; i < 2; i += 1) {
      replicas.push(startProvider(shared, await freePort(), 'ignore'));
    }
    await Promise.all(replicas.map((r) => waitForReady(r.url, r.child)));
    const post = await firstPost(replicas[0]!.url);
    const headers = { 'x-api-key': API_KEY, 'content-type': 'application/json' };
    let guest = 0;
    const cases: [string, (url: string) => autocannon.Options][] = [
      [
        'GET /api/blog',
        (url) => ({
          url: `${url}/api/blog`,
          headers: { ...headers, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
        }),
      ],
      [
        'POST like, limits counted in Redis',
        (url) => ({
          url: `${url}/api/blog/${post.Id}/like`,
          method: 'POST',
          headers,
          setupClient: (client) => {
            client.setBody(JSON.stringify({ guestId: `bench-replica-${(guest += 1)}` }));
          },
        }),
      ],
    ];
    for (const [name, options] of cases) {
      for (const count of [1, 2]) {
        log(`PostgreSQL + Redis, ${count} replica(s): ${name}`);
        const targets = replicas.slice(0, count);
        const spread = () =>
          Promise.all(targets.map((r) => load({ ...options(r.url), connections: 32 / count })));
        await spread(); // warm-up
        const rounds: Load[][] = [];
        for (let i = 0; i < RUNS; i += 1) rounds.push(await spread());
        const total = (round: Load[]) => round.reduce((sum, l) => sum + l.rps, 0);
        const chosen = [...rounds].sort((a, b) => total(a) - total(b))[
          Math.floor((rounds.length - 1) / 2)
        ]!;
        figures.push({
          name: `PostgreSQL + Redis, ${count === 1 ? 'one replica' : 'two replicas'}: ${name}`,
          value: Math.round(total(chosen)),
          unit: 'req/s',
          target: null,
          note:
            `${count === 1 ? '' : `${chosen.map((l) => Math.round(l.rps)).join(' + ')} req/s; `}` +
            `p99 ${Math.max(...chosen.map((l) => l.p99))} ms, ` +
            `errors ${chosen.reduce((sum, l) => sum + l.errors, 0)}; ` +
            `processes on one machine of ${cpus().length} cores`,
        });
      }
    }
  } finally {
    await Promise.all(replicas.map((r) => r.stop()));
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// User flows

/**
 * Runs one Playwright spec and reads the JSON figures it writes (a failing spec writes none).
 * Without the specs its project runs after (--no-deps): the spec alone on the machine.
 */
async function runFigureSpec<T>(
  args: string[],
  file: string,
  env: Record<string, string> = {},
): Promise<T> {
  await rm(file, { force: true });
  const child = spawn('npx', ['playwright', 'test', '--no-deps', ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: '1',
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    throw new Error(`${args.join(' ')} wrote no figures (exit ${code}):\n${output.slice(-3000)}`);
  }
}

/**
 * Runs the user-flows spec (its set-up builds and serves the site and provider) and reads the
 * figures it writes. A flow over budget fails the spec but its figures are still written.
 */
async function runFlowsSpec(): Promise<FlowResult[]> {
  const { flows } = await runFigureSpec<{ flows: FlowResult[] }>(
    ['tests/e2e/user-flows.spec.ts'],
    path.join(ROOT, '.e2e', 'user-flows.json'),
  );
  return flows;
}

interface LighthouseRow {
  page: string;
  scores: { performance: number };
  tbt: number;
  benchmarkIndex: number;
  cpuSlowdown: number;
}

/**
 * Lighthouse's performance score and total blocking time per main page: the spec's own median
 * of five runs per page (its set-up builds and serves the site), once; it takes minutes.
 */
async function benchLighthouse(): Promise<void> {
  log('Lighthouse on the main pages');
  const { rows } = await runFigureSpec<{ rows: LighthouseRow[] }>(
    ['tests/e2e/lighthouse.spec.ts'],
    path.join(ROOT, '.e2e', 'lighthouse.json'),
    { LIGHTHOUSE: '1', LIGHTHOUSE_RUNS_PER_PAGE: String(BENCH_RUNS_PER_PAGE) },
  );
  for (const row of rows) {
    const host = `BenchmarkIndex ${Math.round(row.benchmarkIndex)}, CPU ${row.cpuSlowdown}x`;
    figures.push({
      name: `${row.page}: Lighthouse performance`,
      value: row.scores.performance,
      unit: '',
      target: ['>=', LIGHTHOUSE_PERFORMANCE_MINIMUM],
      note: host,
    });
    figures.push({
      name: `${row.page}: total blocking time`,
      value: Math.round(row.tbt),
      unit: 'ms',
      target: ['<=', LIGHTHOUSE_TBT_BUDGET_MS],
      note: host,
    });
  }
}

async function benchFlows(): Promise<void> {
  const runs: FlowResult[][] = [];
  for (let i = 0; i < RUNS; i += 1) {
    log(`user flows, run ${i + 1}/${RUNS}`);
    runs.push(await runFlowsSpec());
  }
  for (const flow of medianFlows(runs)) {
    const latencies = (step: string) =>
      runs.map(
        (run) =>
          run.find((f) => f.page === flow.page)?.steps.find((s) => s.step === step)?.latencyMs,
      );
    for (const step of flow.steps) {
      figures.push({
        name: `${flow.page}: ${step.step}`,
        value: step.latencyMs,
        unit: 'ms',
        target: step.latencyMs === null ? null : ['<', INTERACTION_BUDGET_MS],
        note:
          step.latencyMs === null
            ? undefined
            : `runs: ${latencies(step.step)
                .map((ms) => ms ?? 'n/a')
                .join(', ')} ms; slowest: ${step.slowest ?? 'none over 16 ms'}`,
        flow: { page: flow.page, step: step.step, scripts: step.scripts },
      });
    }
    figures.push({
      name: `${flow.page}: INP (web-vitals), whole flow`,
      value: flow.inp?.value ?? null,
      unit: 'ms',
      target: ['<', INTERACTION_BUDGET_MS],
      note: `BenchmarkIndex ${Math.round(flow.benchmarkIndex)}, CPU ${flow.cpuSlowdown}x`,
      flow: {
        page: flow.page,
        step: 'whole flow: INP, scripts after the first input',
        scripts: flow.scriptsAfterFirstInput,
      },
    });
  }
}

// Editor app

interface FirstLoad {
  formUsableMs: number;
  firstListMs: number;
  scriptsBeforeSignIn: { count: number; bytes: number };
  scriptsAfterSignIn: { count: number; bytes: number };
}

interface Journey {
  name: string;
  ms: number;
}

async function benchEditor(): Promise<void> {
  const loads: FirstLoad[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    log(`editor app first load, run ${i + 1}/${RUNS}`);
    loads.push(
      await runFigureSpec<FirstLoad>(
        ['-c', 'playwright.editor-app.config.ts', 'tests/editor-app/first-load.spec.ts'],
        path.join(ROOT, '.e2e-editor-app', 'first-load.json'),
      ),
    );
  }
  const last = loads[loads.length - 1]!;
  const form = loads.map((l) => l.formUsableMs);
  const list = loads.map((l) => l.firstListMs);
  figures.push(
    {
      name: 'editor app: scripts before the sign-in form (compressed)',
      value: round(last.scriptsBeforeSignIn.bytes / 1024),
      unit: 'KiB',
      target: ['<=', 400],
      note: `${last.scriptsBeforeSignIn.count} files; after sign-in ${last.scriptsAfterSignIn.count} more, ${round(last.scriptsAfterSignIn.bytes / 1024)} KiB`,
    },
    {
      name: 'editor app: sign-in form usable (first visit, 2 cores)',
      value: median(form),
      unit: 'ms',
      target: ['<=', 2000],
      note: runsNote(form, 'ms'),
    },
    {
      name: 'editor app: first list after sign-in',
      value: median(list),
      unit: 'ms',
      target: ['<=', 2000],
      note: runsNote(list, 'ms'),
    },
  );
  log('editor journeys (builds and serves the site first)');
  const { journeys } = await runFigureSpec<{ journeys: Journey[] }>(
    ['tests/e2e/editor-journeys.spec.ts'],
    path.join(ROOT, '.e2e', 'editor-journeys.json'),
  );
  for (const journey of journeys) {
    figures.push({
      name: `editor journey: ${journey.name}`,
      value: round(journey.ms / 1000),
      unit: 's',
      target: null,
    });
  }
}

// ---------------------------------------------------------------------------------------------

function verdict(f: Figure): string {
  if (f.value === null || !f.target) return '';
  const [op, limit] = f.target;
  const met = op === '<' ? f.value < limit : op === '<=' ? f.value <= limit : f.value >= limit;
  return met ? 'ok' : 'MISSED';
}

async function benchApiAll(): Promise<void> {
  log('hello-world baseline');
  const hello = await helloWorld();
  try {
    firstHello = await hello.measure();
    figures.push({
      name: 'bare Fastify hello-world',
      value: Math.round(firstHello.rps),
      unit: 'req/s',
      target: null,
      note: `p50 ${firstHello.p50} ms, p99 ${firstHello.p99} ms`,
    });
    await benchApi('PGlite', hello);
    if (process.env.DATABASE_URL) await benchApi('PostgreSQL', hello);
    if (process.env.DATABASE_URL && process.env.REDIS_URL) {
      await benchReplicas(process.env.REDIS_URL);
    }
  } finally {
    hello.close();
  }
}

/** Runs one part of the bench and marks the figures it measured as that part's. */
async function runPart(part: BenchPart, run: () => Promise<void>): Promise<void> {
  const first = figures.length;
  await run();
  for (const figure of figures.slice(first)) figure.part = part;
  ranParts.push(part);
}
const ranParts: BenchPart[] = [];

type Stored = Figure & StoredFigure;

/** The figures bench/results.json holds, or none when it is missing or from an older bench. */
async function readEarlierFigures(file: string): Promise<Stored[]> {
  try {
    const earlier = JSON.parse(await readFile(file, 'utf8')) as {
      figures?: Partial<Stored>[];
    };
    return (earlier.figures ?? []).filter(
      (f): f is Stored => typeof f.measuredAt === 'string' && typeof f.part === 'string',
    );
  } catch {
    return [];
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  // Read before any part runs: the figures describe the code as it was when the bench started.
  const commit = currentCommit(ROOT);
  const only = values.only;
  if (only === undefined || only === 'build') await runPart('build', benchBuilds);
  if (only === undefined || only === 'build' || only === 'webhook') {
    await runPart('webhook', benchWebhooks);
  }
  if (only === undefined || only === 'api') await runPart('api', benchApiAll);
  if (only === undefined || only === 'flows') await runPart('flows', benchFlows);
  if (only === undefined || only === 'lighthouse') await runPart('lighthouse', benchLighthouse);
  if (only === undefined || only === 'editor') await runPart('editor', benchEditor);
  if (only === undefined || only === 'mail') {
    await runPart('mail', async () => {
      figures.push(...(await benchMail(RUNS, log)));
    });
  }
  const header = `Benchmarks on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), median of ${RUNS} runs, Node ${process.version}, commit ${commit ?? 'unknown'}`;

  const rows = figures.map((f) => [
    f.name,
    f.value === null ? 'n/a' : `${f.value}${f.unit ? ` ${f.unit}` : ''}`,
    f.target ? `${f.target[0]} ${f.target[1]}${f.unit ? ` ${f.unit}` : ''}` : '',
    verdict(f),
    f.note ?? '',
  ]);
  const table = [
    `| figure | value | target | | note |`,
    `|---|---|---|---|---|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
  console.log(`\n${header}\n\n${table}\n`);
  await mkdir(path.join(ROOT, 'bench'), { recursive: true });
  const resultsFile = path.join(ROOT, 'bench', 'results.json');
  const measuredAt = new Date().toISOString();
  const fresh: Stored[] = figures.map((f) => ({ ...f, part: f.part!, measuredAt, commit }));
  const filed = await readEarlierFigures(resultsFile);
  const missed = figures.filter((f) => verdict(f) === 'MISSED');
  if (missed.length) console.log(`${missed.length} figure(s) missed their target.`);

  const regressions = findRegressions(filed, fresh);
  if (regressions.length) {
    console.log(
      `${regressions.length} figure(s) more than ${REGRESSION_TOLERANCE * 100}% worse than the last filed:\n` +
        regressions.map((r) => `  - ${describeRegression(r)}`).join('\n'),
    );
    if (!values.accept) {
      const kept = path.join(tmpdir(), `bench-results-${measuredAt.replace(/[:.]/g, '-')}.json`);
      await writeFile(kept, JSON.stringify({ date: measuredAt, commit, figures: fresh }, null, 2));
      console.log(
        `Not filed: bench/results.json and docs/performance.md are unchanged; this run's figures ` +
          `are in ${kept}. Find the cause, or file them anyway with \`npm run bench -- --accept\`.`,
      );
      process.exitCode = 1;
      return;
    }
    console.log('Filed anyway (--accept).');
  }
  await writeFile(
    resultsFile,
    JSON.stringify(
      {
        date: measuredAt,
        cores: cpus().length,
        runs: RUNS,
        seconds: Math.round((Date.now() - started) / 1000),
        parts: ranParts,
        figures: mergeFigures(filed, fresh, ranParts),
      },
      null,
      2,
    ) + '\n',
  );
  await writePerformanceDoc();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
