#!/usr/bin/env node
/**
 * `npm test`: every check a change must pass, in order, with one summary line at the end:
 * type check, lint, unit and component tests (jest, with the domain package's coverage), the site
 * server's and the build's tests (node:test), server tests on
 * PGlite and, when DATABASE_URL is set, on PostgreSQL, then Playwright end-to-end tests on the
 * built site. Installs Debian's chromium (and Java for the HTML checker) first when missing.
 *
 * It runs on the Node of the `node` dev dependency (npm puts node_modules/.bin first on a
 * script's PATH), and so does everything it starts: node:test stages through process.execPath,
 * npm, npx, jest, Playwright, tsx and Gatsby through that PATH. It says which Node at its start
 * and in its summary, with each stage's wall time.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileWeight, planServerRuns, readFileTimes } from './server-test-plan.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPORTS = path.join(ROOT, '.test-results');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
};

/**
 * Stages that run side by side keep their output and print it whole when they end, so the log
 * reads stage by stage; a stage running alone echoes as it goes.
 */
let buffered = false;

/** Runs a command, echoing its output, and resolves with its exit code and output. */
function run(command, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...env, ...extraEnv } });
    let output = '';
    const echo = (stream) => (chunk) => {
      output += chunk.toString();
      if (!buffered) stream.write(chunk);
    };
    child.stdout.on('data', echo(process.stdout));
    child.stderr.on('data', echo(process.stderr));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

function testFiles(dirs) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.test.ts')) found.push(path.relative(ROOT, full));
    }
  };
  for (const dir of [dirs].flat()) walk(path.join(ROOT, dir));
  return found.sort();
}

/** Installs a Debian package with apt-get (through sudo when not root); true when it worked. */
function aptInstall(pkg) {
  const sudo = process.getuid && process.getuid() !== 0 ? ['sudo'] : [];
  const apt = (...args) =>
    spawnSync(
      sudo[0] ?? 'apt-get',
      [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args],
      {
        stdio: 'inherit',
        env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
      },
    ).status === 0;
  return apt('update', '-qq') && apt('install', '-y', '-qq', pkg);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  console.log(`${CHROMIUM} is missing: installing Debian's chromium with apt-get`);
  return aptInstall('chromium') && existsSync(CHROMIUM);
}

/** The Nu HTML Checker (vnu-jar) runs on the machine's Java. */
function ensureJava() {
  const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
  if (hasJava()) return true;
  console.log("Java is missing: installing Debian's default-jre-headless with apt-get");
  return aptInstall('default-jre-headless') && hasJava();
}

/** The Node the project runs on: the major of package.json's `node` dev dependency. */
function expectedNodeMajor() {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  return Number(String(pkg.devDependencies?.node ?? '').match(/\d+/)?.[0]);
}

const results = [];
function record(name, passed, failed, note = '') {
  results.push({ name, passed, failed, note });
}

/** Prints a stage's heading, and its kept output when it ran beside others. */
function report(name, output, seconds) {
  console.log(`\n=== ${name} (${seconds} s) ===`);
  if (buffered) process.stdout.write(output.endsWith('\n') || !output ? output : `${output}\n`);
}

/**
 * Runs stages side by side. The machine has two cores and most stages use one (tsc, eslint,
 * jest's single worker here, one node:test process with PGlite or a PostgreSQL server doing
 * part of the work), so pairs take about as long as the longer of the two.
 */
async function together(...stages) {
  buffered = true;
  try {
    await Promise.all(stages.map((stage) => stage()));
  } finally {
    buffered = false;
  }
}

/** Each stage's start (seconds after the run's) and wall time, for the summary's table. */
const RUN_STARTED = Date.now();
const stageTimes = [];

async function timed(name, task) {
  const started = Date.now();
  const result = await task();
  const seconds = Math.round((Date.now() - started) / 1000);
  stageTimes.push({ name, from: Math.round((started - RUN_STARTED) / 1000), seconds });
  report(name, result.output ?? '', seconds);
  return result;
}

/** Stages overlap when they ran side by side, so their times add up to more than the run's. */
function printStageTimes() {
  console.log('\n=== wall time per stage ===');
  console.log(`${'stage'.padEnd(40)} ${'from'.padStart(6)} ${'took'.padStart(6)}`);
  for (const t of stageTimes) {
    console.log(
      `${t.name.padEnd(40)} ${`${t.from} s`.padStart(6)} ${`${t.seconds} s`.padStart(6)}`,
    );
  }
}

async function checkStage(name, command, args) {
  const { code } = await timed(name, () => run(command, args));
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

async function jestStage() {
  const outputFile = path.join(REPORTS, 'jest.json');
  const { code } = await timed('unit and component tests (jest)', () =>
    run('npx', ['jest', '--coverage', '--json', `--outputFile=${outputFile}`]),
  );
  if (!existsSync(outputFile)) return record('jest', 0, 1, 'no report');
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  const failedSuites = report.numRuntimeErrorTestSuites ?? 0;
  let failed = report.numFailedTests + failedSuites;
  let note = '';
  if (code !== 0 && failed === 0) {
    failed = 1;
    note = 'coverage threshold not met';
  }
  record('jest', report.numPassedTests, failed, note);
}

/** Where a node:test stage's file times go (test-file-times.mjs). */
const timesFile = (name) => path.join(REPORTS, `file-times-${name.replace(/\W+/g, '-')}.json`);

/** The slowest files of a stage, from its times file. */
function printSlowestFiles(name, count = 5) {
  const file = timesFile(name);
  if (!existsSync(file)) return;
  const times = Object.entries(JSON.parse(readFileSync(file, 'utf8')))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count);
  console.log(
    `slowest files: ${times.map(([f, s]) => `${path.relative(ROOT, f)} ${s} s`).join(', ')}`,
  );
}

/** node:test files (or the files under folders), run through tsx, one file at a time. */
async function nodeTestStage(name, dirsOrFiles, extraEnv = {}) {
  const files = [dirsOrFiles]
    .flat()
    .flatMap((entry) => (entry.endsWith('.test.ts') ? [entry] : testFiles(entry)));
  const { code, output } = await timed(name, () =>
    run(
      process.execPath,
      [
        '--import',
        'tsx',
        '--test',
        '--test-concurrency=1',
        // A file that never ends (a handle left open) fails after ten minutes, never stalls
        // the run.
        '--test-timeout=600000',
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        `--test-reporter=${path.join(ROOT, 'scripts', 'test-file-times.mjs')}`,
        `--test-reporter-destination=${timesFile(name)}`,
        ...files,
      ],
      extraEnv,
    ),
  );
  const count = (label) => Number(output.match(new RegExp(`^ℹ ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
  let passed = count('pass');
  let failed = count('fail') + count('cancelled');
  if (code !== 0 && failed === 0) failed = 1;
  printSlowestFiles(name);
  record(name, passed, failed);
}

/** How long the registry's advisory service may take before the run goes on without it. */
const AUDIT_TIMEOUT_MS = 90_000;

/**
 * The advisories of the production dependencies (`npm audit --omit=dev`), printed for the
 * record. When the registry's advisory service does not answer (offline, a mirror without it,
 * too slow) the run says so and goes on: no answer is not a failure. When it answers, a high or
 * critical advisory fails the run; lower ones are printed.
 */
async function auditStage() {
  const name = 'advisories (npm audit --omit=dev)';
  const started = Date.now();
  const { output, timedOut } = await new Promise((resolve) => {
    const child = spawn('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT, env });
    let text = '';
    const timer = setTimeout(() => child.kill('SIGTERM'), AUDIT_TIMEOUT_MS);
    child.stdout.on('data', (chunk) => (text += chunk.toString()));
    child.on('error', () => undefined);
    child.on('close', (_code, signal) => {
      clearTimeout(timer);
      resolve({ output: text, timedOut: signal !== null });
    });
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  stageTimes.push({ name, from: Math.round((started - RUN_STARTED) / 1000), seconds });
  console.log(`\n=== ${name} (${seconds} s) ===`);
  let answer = null;
  try {
    answer = JSON.parse(output);
  } catch {
    answer = null;
  }
  const counts = answer?.metadata?.vulnerabilities;
  if (!counts) {
    // Only the status: the error's text names the registry's address.
    const why = timedOut
      ? `no answer in ${AUDIT_TIMEOUT_MS / 1000} s`
      : answer?.statusCode
        ? `HTTP ${answer.statusCode}`
        : 'no answer';
    console.log(
      `The registry's advisory service did not answer (${why}): not checked, not failed.`,
    );
    return record(name, 0, 0, `not checked: ${why}`);
  }
  const line = ['critical', 'high', 'moderate', 'low', 'info']
    .map((level) => `${counts[level] ?? 0} ${level}`)
    .join(', ');
  console.log(`Production dependencies: ${line}.`);
  for (const [pkg, finding] of Object.entries(answer.vulnerabilities ?? {})) {
    console.log(`  ${finding.severity.padEnd(8)} ${pkg}`);
  }
  const serious = (counts.critical ?? 0) + (counts.high ?? 0);
  record(name, serious === 0 ? 1 : 0, serious, line);
}

/** A Playwright run (one config) and its JSON report, or no report when it wrote none. */
async function playwrightRun(name, args, reportFile) {
  rmSync(reportFile, { force: true });
  const { code } = await timed(name, () => run('npx', ['playwright', 'test', ...args]));
  if (!existsSync(reportFile)) return { code, report: null };
  return { code, report: JSON.parse(readFileSync(reportFile, 'utf8')) };
}

/** Records runs' counts; a run that failed without a failed test counts as one failure. */
function recordRuns(name, runs) {
  if (runs.some((r) => !r.report)) return record(name, 0, 1, 'no report (set-up failed?)');
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const { code, report } of runs) {
    const { stats } = report;
    const failures = stats.unexpected + (stats.flaky ?? 0);
    passed += stats.expected;
    failed += failures === 0 && code !== 0 ? 1 : failures;
    skipped += stats.skipped;
  }
  record(name, passed, failed, skipped ? `${skipped} skipped` : '');
}

async function playwrightStage(name, args, reportFile) {
  recordRuns(name, [await playwrightRun(name, args, reportFile)]);
}

/** The last result's status of each test of one project in a JSON report. */
function statusesOf(report, project) {
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.projectName === project) found.push(t.results?.at(-1)?.status ?? 'skipped');
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return found;
}

async function e2eStage() {
  if (!ensureChromium()) return record('end-to-end', 0, 1, 'chromium could not be installed');
  // Without Java the HTML validity spec fails and says so: it is never skipped.
  if (!ensureJava()) console.log('Java could not be installed: the HTML validity check will fail');
  const reportFile = path.join(ROOT, '.e2e', 'playwright-results.json');
  const first = await playwrightRun('end-to-end', [], reportFile);
  const runs = [first];
  // The specs that change the site run after the reading ones (playwright.config.ts), and
  // Playwright skips them all when a reading spec fails: then they run on their own, so one
  // failure never hides the others.
  const changing = first.report ? statusesOf(first.report, 'changing') : [];
  if (changing.length > 0 && changing.every((status) => status === 'skipped')) {
    console.log('\nA reading spec failed, so the changing specs were skipped: running them now.');
    const args = ['--project=changing', '--no-deps'];
    runs.push(await playwrightRun('end-to-end, the changing specs', args, reportFile));
  }
  recordRuns('end-to-end', runs);
}

/** The editor app's screens against a real provider (no site build). */
async function editorAppStage() {
  if (!ensureChromium()) return record('editor app', 0, 1, 'chromium could not be installed');
  await playwrightStage(
    'editor app',
    ['-c', 'playwright.editor-app.config.ts'],
    path.join(ROOT, '.e2e-editor-app', 'playwright-results.json'),
  );
}

/**
 * `npm test -- --only server,e2e` runs some parts only (audit, checks, unit, server, e2e), for
 * working on one of them; its summary says so.
 */
const onlyArg = process.argv.find((arg) => arg.startsWith('--only'));
const ONLY = onlyArg
  ? new Set(
      (onlyArg.includes('=')
        ? onlyArg.split('=')[1]
        : process.argv[process.argv.indexOf(onlyArg) + 1]
      ).split(','),
    )
  : null;
const runs = (part) => !ONLY || ONLY.has(part);

/**
 * Jest and the node:test stages that need no database, in two lanes of about the same length:
 * jest then the site server's tests, beside the build tests (which build the site several times).
 */
async function unitStages() {
  await together(
    async () => {
      await jestStage();
      await nodeTestStage('site server tests', 'site-server/test');
    },
    () =>
      nodeTestStage('build tests', [
        'plugins/build-speed/test',
        'tests/content-rendering',
        'tests/build',
      ]),
  );
}

/** The server tests on both engines, and the editor app's tests. */
async function serverStages() {
  if (!process.env.DATABASE_URL) {
    console.log('\nDATABASE_URL is not set: server tests on PostgreSQL skipped.');
  }
  // Each engine's runs copy their fresh databases from a migrated, seeded template made once
  // (server/test/template.ts) in a folder of their own, removed after.
  const templates = (engine) => mkdtempSync(path.join(os.tmpdir(), `server-tests-${engine}-`));
  const templateDirs = { pglite: templates('pglite'), postgres: templates('postgres') };
  // Two runs side by side, one per engine (two on PGlite without PostgreSQL), sharing the files
  // out (server-test-plan.mjs), and the editor app's run (its own provider on PGlite, no site
  // build) beside them from the start: the server runs wait on timers, sockets and the database
  // for a third of their time or more (the machine's cores were 25-70 % idle through them), which
  // the app's browser fills; after them the app ran alone with a core and a half busy.
  const serverRuns = process.env.DATABASE_URL
    ? [
        { engine: 'pglite', name: 'server tests on PGlite' },
        { engine: 'postgres', name: 'server tests on PostgreSQL' },
      ]
    : [
        { engine: 'pglite', name: 'server tests on PGlite, 1 of 2' },
        { engine: 'pglite', name: 'server tests on PGlite, 2 of 2' },
      ];
  const serverFiles = testFiles('server/test');
  const times = readFileTimes(
    ROOT,
    readdirSync(REPORTS)
      .filter((name) => name.startsWith('file-times-server-tests-'))
      .map((name) => path.join(path.relative(ROOT, REPORTS), name)),
  );
  const plan = planServerRuns(serverFiles, serverRuns, fileWeight(ROOT, times));
  serverRuns.forEach((run, i) =>
    console.log(
      `${run.name}: ${plan[i].files.length} of ${serverFiles.length} files, about ${plan[i].work} s of work`,
    ),
  );
  try {
    await together(
      ...serverRuns.map(
        (run, i) => () =>
          nodeTestStage(run.name, plan[i].files, {
            TEST_DATABASE_URL: run.engine === 'postgres' ? process.env.DATABASE_URL : '',
            TEST_TEMPLATE_DIR: templateDirs[run.engine],
          }),
      ),
      editorAppStage,
    );
  } finally {
    for (const folder of Object.values(templateDirs)) {
      rmSync(folder, { recursive: true, force: true });
    }
  }
}

async function main() {
  mkdirSync(REPORTS, { recursive: true });
  const started = Date.now();
  const nodeMajor = Number(process.versions.node.split('.')[0]);
  const expectedMajor = expectedNodeMajor();
  console.log(`Node ${process.version} (${process.execPath})`);
  if (nodeMajor !== expectedMajor) {
    console.log(
      `Node ${expectedMajor} is the project's (package.json's node dev dependency): run \`npm test\`, which puts it first on the PATH`,
    );
    record('Node version', 0, 1, `${process.version}, not ${expectedMajor}.x`);
  }
  if (ONLY) console.log(`Only these parts: ${[...ONLY].join(', ')}`);
  if (runs('audit')) await auditStage();
  if (runs('checks')) {
    await together(
      () => checkStage('type check', 'npm', ['run', '--silent', 'typecheck']),
      () => checkStage('lint', 'npm', ['run', '--silent', 'lint']),
    );
  }
  if (runs('unit')) await unitStages();
  if (runs('server')) await serverStages();
  if (runs('e2e')) await e2eStage();

  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log('\n=== summary ===');
  for (const r of results) {
    const mark = r.failed ? 'FAIL' : 'ok  ';
    console.log(
      `${mark} ${r.name.padEnd(30)} ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ''}`,
    );
  }
  printStageTimes();
  console.log(`Node ${process.version}, time: ${Math.round((Date.now() - started) / 1000)} s`);
  if (ONLY) console.log(`Only these parts ran: ${[...ONLY].join(', ')}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
