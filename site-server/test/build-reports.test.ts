import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BUILD_REPORT_PATH } from '@cloud-consulting/domain/site-builds';
import { startLiveSite } from '../src/live-site';
import { createRebuildQueue, type BuildReport } from '../src/rebuild-queue';
import { signBody } from '../src/webhook';
import { freePort } from './support/free-port';

const SECRET = 'build-reports-test-secret';

interface Received {
  path: string | undefined;
  signature: string | undefined;
  body: string;
  sentAt: string;
  build: BuildReport;
}

/** A stand-in for the provider: records each report, answers 204 (or the queued status). */
async function startProvider() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server: Server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const parsed = JSON.parse(body) as { sentAt: string; build: BuildReport };
      received.push({
        path: req.url,
        signature: req.headers['x-signature-256'] as string | undefined,
        body,
        ...parsed,
      });
      res.statusCode = statuses.shift() ?? 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, received, statuses };
}

async function waitFor(predicate: () => boolean, timeoutMs = 10_000) {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await sleep(10);
  }
}

/** A live site whose builds write one page, or fail with `failWith` when it is set. */
async function liveSite(providerUrl: string) {
  const work = await mkdtemp(path.join(tmpdir(), 'build-reports-'));
  after(() => rm(work, { recursive: true, force: true }));
  const buildDir = path.join(work, 'public');
  const control = { failWith: null as string | null, builds: 0 };
  const port = await freePort();
  const site = await startLiveSite({
    providerUrl,
    port,
    secret: SECRET,
    siteUrl: `http://127.0.0.1:${port}`,
    releasesDir: path.join(work, 'releases'),
    buildDir,
    runBuild: async () => {
      control.builds += 1;
      if (control.failWith) throw new Error(control.failWith);
      await mkdir(buildDir, { recursive: true });
      await writeFile(path.join(buildDir, 'index.html'), `<h1>build ${control.builds}</h1>`);
    },
  });
  after(() => site.close());
  const webhook = (body: object) => {
    const text = JSON.stringify({
      event: 'content.changed',
      sentAt: new Date().toISOString(),
      ...body,
    });
    return fetch(`http://127.0.0.1:${port}/__rebuild`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature-256': signBody(SECRET, text) },
      body: text,
    });
  };
  const home = async () => (await fetch(`http://127.0.0.1:${port}/`)).text();
  return { site, control, webhook, home };
}

describe('build reports to the provider', () => {
  it('reports each build as it starts and ends, signed, with the deliveries and the error of a failed one', async () => {
    const provider = await startProvider();
    const { site, control, webhook } = await liveSite(provider.url);

    site.queue.request('start');
    await site.queue.idle();
    const delivery = {
      deliveryId: 'delivery-1',
      changes: [
        { table: 'faq_items', operation: 'INSERT', id: 7, at: '2026-03-02T09:00:00.100Z' },
        {
          resource: '/admin/api/faq',
          method: 'POST',
          actor: 'ana@example.com',
          at: '2026-03-02T09:00:00.250Z',
        },
      ],
    };
    control.failWith = 'Build stopped: faq: the provider could not be read (fetch failed).';
    assert.equal((await webhook(delivery)).status, 202);
    await site.queue.idle();
    await waitFor(() => provider.received.length === 4);

    for (const report of provider.received) {
      assert.equal(report.path, BUILD_REPORT_PATH);
      assert.equal(report.signature, signBody(SECRET, report.body), 'signed with the secret');
      assert.ok(Math.abs(Date.parse(report.sentAt) - Date.now()) < 60_000);
    }
    const [started, succeeded, rebuilding, failed] = provider.received.map((r) => r.build);
    assert.equal(started!.state, 'running');
    assert.equal(started!.reason, 'start');
    assert.equal(started!.changesUpTo, null);
    assert.equal(succeeded!.id, started!.id);
    assert.equal(succeeded!.state, 'succeeded');
    assert.equal(succeeded!.error, null);
    assert.equal(typeof succeeded!.durationMs, 'number');
    assert.ok(Date.parse(succeeded!.finishedAt!) >= Date.parse(succeeded!.startedAt));

    assert.notEqual(rebuilding!.id, started!.id);
    assert.equal(rebuilding!.state, 'running');
    assert.equal(rebuilding!.reason, 'webhook');
    assert.deepEqual(rebuilding!.deliveries, ['delivery-1']);
    assert.deepEqual(rebuilding!.actors, ['ana@example.com']);
    assert.equal(rebuilding!.changesUpTo, '2026-03-02T09:00:00.250Z');
    assert.equal(failed!.id, rebuilding!.id);
    assert.equal(failed!.state, 'failed');
    assert.equal(failed!.error, control.failWith);
  });

  it('folds the deliveries that arrive during a build into the follow-up build it reports', async () => {
    const reports: BuildReport[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    const queue = createRebuildQueue({
      build: async () => {
        if (first) {
          first = false;
          await gate;
        }
      },
      publish: async () => undefined,
      report: (build) => reports.push(build),
    });
    const change = (actor: string, at: string) => ({
      changeCount: 1,
      changesUpTo: at,
      actors: [actor],
    });
    queue.request('webhook', {
      deliveryId: 'd1',
      ...change('ana@example.com', '2026-03-02T09:00:00.000Z'),
    });
    queue.request('webhook', {
      deliveryId: 'd2',
      ...change('bob@example.com', '2026-03-02T09:00:05.000Z'),
    });
    queue.request('webhook', {
      deliveryId: 'd3',
      ...change('ana@example.com', '2026-03-02T09:00:03.000Z'),
    });
    release();
    await queue.idle();
    const finished = reports.filter((r) => r.state !== 'running');
    assert.deepEqual(
      finished.map((r) => [r.deliveries, r.actors, r.changesUpTo]),
      [
        [['d1'], ['ana@example.com'], '2026-03-02T09:00:00.000Z'],
        [['d2', 'd3'], ['bob@example.com', 'ana@example.com'], '2026-03-02T09:00:05.000Z'],
      ],
    );
  });

  it('builds and publishes when the provider is down or refuses the reports', async () => {
    const down = await freePort();
    const { site, home } = await liveSite(`http://127.0.0.1:${down}`);
    site.queue.request('start');
    await site.queue.idle();
    assert.equal(site.queue.status().lastBuild?.result, 'success');
    assert.equal(await home(), '<h1>build 1</h1>');

    const refusing = await startProvider();
    refusing.statuses.push(500, 500);
    const other = await liveSite(refusing.url);
    other.site.queue.request('start');
    await other.site.queue.idle();
    assert.equal(other.site.queue.status().lastBuild?.result, 'success');
    assert.equal(await other.home(), '<h1>build 1</h1>');
    // The start report was refused twice (a try and its one retry); the end report went through.
    await waitFor(() => refusing.received.length === 3);
    assert.deepEqual(
      refusing.received.map((r) => r.build.state),
      ['running', 'running', 'succeeded'],
    );
  });
});
