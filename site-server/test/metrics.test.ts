import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BuilderConfigError, builderSettings, startBuilder } from '../src/builder';
import { startLiveSite } from '../src/live-site';
import { metricsAccessFromEnv } from '../src/metrics';
import { signBody } from '../src/webhook';
import { freePort } from './support/free-port';

const SECRET = 'metrics-test-secret-of-32-characters';
const TOKEN = 't'.repeat(40);

/** The value of one series of a Prometheus text page; labels given must all match. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let total: number | null = null;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[3] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) {
      total = (total ?? 0) + Number(match[4]);
    }
  }
  if (total === null) throw new Error(`no series ${name} ${JSON.stringify(labels)}`);
  return total;
}

/** A signed webhook body, fresh as the provider sends it. */
function webhookCall(base: string, requestId?: string) {
  const body = JSON.stringify({ event: 'content.changed', sentAt: new Date().toISOString() });
  return fetch(`${base}/__rebuild`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature-256': signBody(SECRET, body),
      ...(requestId ? { 'x-request-id': requestId } : {}),
    },
    body,
  });
}

async function work(t: { after(fn: () => Promise<void>): void }) {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-metrics-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const buildDir = path.join(dir, 'public');
  let fail = false;
  return {
    dir,
    buildDir,
    failNext() {
      fail = true;
    },
    async runBuild() {
      if (fail) {
        fail = false;
        throw new Error('gatsby build exited with 1');
      }
      await rm(buildDir, { recursive: true, force: true });
      await mkdir(buildDir, { recursive: true });
      await writeFile(path.join(buildDir, 'index.html'), '<h1>home</h1>');
    },
  };
}

describe('/metrics of the site server', () => {
  it('counts page requests, webhook calls accepted and refused, and builds with their duration', async (t) => {
    const w = await work(t);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const site = await startLiveSite({
      providerUrl: 'http://127.0.0.1:9',
      port,
      secret: SECRET,
      siteUrl: base,
      releasesDir: path.join(w.dir, 'releases'),
      buildDir: w.buildDir,
      runBuild: () => w.runBuild(),
      metricsAccess: { open: true },
    });
    t.after(() => site.close());
    const scrape = async () => {
      const response = await fetch(`${base}/metrics`);
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
      return response.text();
    };

    site.queue.request('start');
    await site.queue.idle();
    const before = await scrape();
    assert.equal(sample(before, 'site_builds_total', { result: 'success' }), 1);
    assert.equal(sample(before, 'site_build_duration_seconds_count', { result: 'success' }), 1);
    assert.ok(sample(before, 'site_last_successful_build_timestamp_seconds') > 0);

    assert.equal((await fetch(`${base}/?from=newsletter`)).status, 200);
    assert.equal((await fetch(`${base}/no-such-page`)).status, 404);
    assert.equal((await webhookCall(base)).status, 202);
    await site.queue.idle();
    const forged = await fetch(`${base}/__rebuild`, {
      method: 'POST',
      headers: { 'x-signature-256': 'sha256=00' },
      body: '{}',
    });
    assert.equal(forged.status, 401);
    w.failNext();
    assert.equal((await webhookCall(base)).status, 202);
    await site.queue.idle();

    const text = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      sample(text, name, labels) - (before.includes(name) ? safe(before, name, labels) : 0);
    assert.equal(
      moved('site_http_requests_total', { method: 'GET', route: '/*', status: '200' }),
      1,
    );
    assert.equal(
      moved('site_http_requests_total', { method: 'GET', route: '/*', status: '404' }),
      1,
    );
    assert.equal(moved('site_webhook_requests_total', { result: 'accepted' }), 2);
    assert.equal(moved('site_webhook_requests_total', { result: 'bad_signature' }), 1);
    assert.equal(sample(text, 'site_builds_total', { result: 'success' }), 2);
    assert.equal(sample(text, 'site_builds_total', { result: 'failure' }), 1);
    assert.equal(sample(text, 'site_build_duration_seconds_count'), 3);
    assert.equal(sample(text, 'site_build_running'), 0);
    assert.ok(!text.includes('newsletter'), 'no address as requested');
  });
});

function safe(text: string, name: string, labels: Record<string, string>): number {
  try {
    return sample(text, name, labels);
  } catch {
    return 0;
  }
}

describe('/metrics of the builder', () => {
  it('answers only with METRICS_TOKEN in production, and counts its webhook calls and builds', async (t) => {
    const w = await work(t);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const settings = builderSettings({
      NODE_ENV: 'production',
      REBUILD_SECRET: SECRET,
      METRICS_TOKEN: TOKEN,
      BUILDER_PORT: String(port),
      RELEASES_DIR: path.join(w.dir, 'releases'),
      PROVIDER_API_URL: 'http://127.0.0.1:9',
    });
    const builder = await startBuilder(settings, {
      buildDir: w.buildDir,
      runBuild: () => w.runBuild(),
      env: { NODE_ENV: 'production' },
      log: () => undefined,
    });
    t.after(() => builder.close());
    assert.equal((await fetch(`${base}/metrics`)).status, 401);
    const wrong = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer nope' } });
    assert.equal(wrong.status, 401);
    const scrape = async () => {
      const response = await fetch(`${base}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      assert.equal(response.status, 200);
      return response.text();
    };
    assert.equal(sample(await scrape(), 'site_builds_total', { result: 'success' }), 0);
    assert.equal((await webhookCall(base)).status, 202);
    await builder.queue.idle();
    const text = await scrape();
    assert.equal(sample(text, 'site_webhook_requests_total', { result: 'accepted' }), 1);
    assert.equal(sample(text, 'site_builds_total', { result: 'success' }), 1);
    assert.equal(
      sample(text, 'site_http_requests_total', { route: '/__rebuild', status: '202' }),
      1,
    );
  });

  it('is off in production without a token, and refuses a short one', () => {
    assert.deepEqual(metricsAccessFromEnv({ NODE_ENV: 'production' }), {
      token: undefined,
      open: false,
    });
    assert.deepEqual(metricsAccessFromEnv({}), { token: undefined, open: true });
    assert.throws(
      () => builderSettings({ REBUILD_SECRET: SECRET, NODE_ENV: 'production', METRICS_TOKEN: 'x' }),
      new BuilderConfigError('METRICS_TOKEN is 1 characters long; production needs at least 32'),
    );
  });
});

describe('secrets from files', () => {
  it('reads REBUILD_SECRET_FILE and METRICS_TOKEN_FILE, and refuses one it cannot read', async (t) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'builder-secrets-'));
    t.after(() => rm(dir, { recursive: true, force: true }));
    await writeFile(path.join(dir, 'rebuild'), `${SECRET}\n`);
    await writeFile(path.join(dir, 'metrics'), `${TOKEN}\n`);
    const settings = builderSettings({
      NODE_ENV: 'production',
      REBUILD_SECRET_FILE: path.join(dir, 'rebuild'),
      METRICS_TOKEN_FILE: path.join(dir, 'metrics'),
    });
    assert.equal(settings.secret, SECRET);
    assert.deepEqual(settings.metricsAccess, { token: TOKEN, open: false });
    assert.throws(
      () => builderSettings({ REBUILD_SECRET_FILE: path.join(dir, 'missing') }),
      (error: unknown) =>
        error instanceof BuilderConfigError &&
        error.message.startsWith(`REBUILD_SECRET_FILE: cannot read ${path.join(dir, 'missing')}`),
    );
  });
});

describe('request ids from the provider', () => {
  it('names the webhook’s X-Request-Id in the build’s log lines and sends it with its reports', async (t) => {
    const w = await work(t);
    const reports: Array<{ requestId: string | undefined; state: string }> = [];
    const { createServer } = await import('node:http');
    const provider = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        const parsed = JSON.parse(body) as { build: { state: string } };
        reports.push({
          requestId: req.headers['x-request-id'] as string | undefined,
          state: parsed.build.state,
        });
        res.statusCode = 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    t.after(() => new Promise<void>((resolve) => provider.close(() => resolve())));
    const providerPort = (provider.address() as { port: number }).port;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const lines: string[] = [];
    const site = await startLiveSite({
      providerUrl: `http://127.0.0.1:${providerPort}`,
      port,
      secret: SECRET,
      siteUrl: base,
      releasesDir: path.join(w.dir, 'releases'),
      buildDir: w.buildDir,
      runBuild: () => w.runBuild(),
      log: (line) => lines.push(line),
    });
    t.after(() => site.close());
    assert.equal((await webhookCall(base, 'editor-save-7')).status, 202);
    await site.queue.idle();
    await site.close();
    assert.ok(
      lines.some((l) => /^rebuild \S+ started \(webhook\) \[requests editor-save-7\]$/.test(l)),
      lines.join('\n'),
    );
    assert.ok(lines.some((l) => /published in \d+ ms \[requests editor-save-7\]$/.test(l)));
    assert.deepEqual(reports, [
      { requestId: 'editor-save-7', state: 'running' },
      { requestId: 'editor-save-7', state: 'succeeded' },
    ]);
  });
});

describe('the builder’s log', () => {
  it('never shows its secrets nor a signature', async (t) => {
    const w = await work(t);
    const port = await freePort();
    const settings = builderSettings({
      REBUILD_SECRET: SECRET,
      METRICS_TOKEN: TOKEN,
      API_KEY: 'api-key-of-the-builds-0123456789',
      BUILDER_PORT: String(port),
      RELEASES_DIR: path.join(w.dir, 'releases'),
      PROVIDER_API_URL: 'http://127.0.0.1:9',
    });
    const printed: string[] = [];
    const original = console.log;
    console.log = (line: string) => printed.push(line);
    t.after(() => {
      console.log = original;
    });
    const builder = await startBuilder(settings, {
      buildDir: w.buildDir,
      runBuild: async () => {
        throw new Error(
          `deploy printed ${SECRET}, ${TOKEN}, api-key-of-the-builds-0123456789 and sha256=${'0f'.repeat(32)}`,
        );
      },
    });
    builder.queue.request('start');
    await builder.queue.idle();
    await builder.close();
    console.log = original;
    const text = printed.join('\n');
    assert.match(text, /rebuild \S+ failed, the last good site stays live: deploy printed/);
    for (const secret of [SECRET, TOKEN, 'api-key-of-the-builds-0123456789', '0f'.repeat(32)]) {
      assert.ok(!text.includes(secret), `${secret} is not logged`);
    }
    assert.match(text, /\[redacted\], \[redacted\], \[redacted\] and sha256=\[redacted\]/);
  });
});
