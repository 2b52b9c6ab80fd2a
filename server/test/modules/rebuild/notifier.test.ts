import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { asAdmin, build, engine } from '../../helper.js';
import { createRebuildNotifier } from '../../../src/modules/rebuild/notifier.js';
import { ConfigError, loadConfig } from '../../../src/config.js';

const SECRET = 'rebuild-test-secret';

interface Received {
  body: string;
  signature: string | undefined;
  at: number;
}

/** A real local HTTP receiver; answers with the next queued status (200 when none). */
async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: req.headers['x-signature-256'] as string | undefined,
        at: Date.now(),
      });
      res.statusCode = statuses.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/__rebuild`,
    received,
    statuses,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const expectedSignature = (body: string) =>
  `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;

async function waitFor(predicate: () => boolean, timeoutMs = 5000) {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await sleep(20);
  }
}

function quietLog() {
  const errors: object[] = [];
  return {
    errors,
    log: { info: () => undefined, warn: () => undefined, error: (obj: object) => errors.push(obj) },
  };
}

describe('rebuild webhook notifier', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  before(async () => (receiver = await startReceiver()));
  after(() => receiver.close());

  const notifier = (overrides: { debounceMs?: number; retryBaseMs?: number } = {}) => {
    const { log, errors } = quietLog();
    const n = createRebuildNotifier({
      url: receiver.url,
      secret: SECRET,
      debounceMs: 100,
      retryBaseMs: 50,
      retryMaxMs: 1000,
      log,
      ...overrides,
    });
    return { n, errors };
  };

  it('coalesces changes within the window into one signed POST', async () => {
    receiver.received.length = 0;
    const { n } = notifier();
    n.notify({ resource: '/admin/api/faq', method: 'POST' });
    n.notify({ resource: '/admin/api/faq/:id', method: 'PATCH', id: 3 });
    n.notify({ resource: '/admin/api/blog', method: 'POST' });
    await waitFor(() => receiver.received.length === 1);
    await sleep(250);
    assert.equal(receiver.received.length, 1);
    const [call] = receiver.received;
    assert.equal(call!.signature, expectedSignature(call!.body));
    const body = JSON.parse(call!.body);
    assert.equal(body.event, 'content.changed');
    assert.equal(body.changes.length, 3);
    assert.deepEqual(body.changes[1], {
      resource: '/admin/api/faq/:id',
      method: 'PATCH',
      id: 3,
      at: body.changes[1].at,
    });
    await n.close();
  });

  it('sends separate calls for changes further apart than the window', async () => {
    receiver.received.length = 0;
    const { n } = notifier();
    n.notify({ resource: '/admin/api/faq', method: 'POST' });
    await waitFor(() => receiver.received.length === 1);
    n.notify({ resource: '/admin/api/faq', method: 'POST' });
    await waitFor(() => receiver.received.length === 2);
    await n.close();
  });

  it('retries a failed call with backoff, logs the failure and loses no change', async () => {
    receiver.received.length = 0;
    receiver.statuses.push(500, 503);
    const { n, errors } = notifier();
    n.notify({ resource: '/admin/api/faq', method: 'POST' });
    await waitFor(() => receiver.received.length === 1);
    n.notify({ resource: '/admin/api/blog', method: 'POST' }); // arrives while retrying
    await waitFor(() => receiver.received.length === 3);
    const last = JSON.parse(receiver.received[2]!.body);
    assert.deepEqual(
      last.changes.map((c: { resource: string }) => c.resource),
      ['/admin/api/faq', '/admin/api/blog'],
    );
    assert.equal(receiver.received[2]!.signature, expectedSignature(receiver.received[2]!.body));
    assert.equal(errors.length, 2);
    const gap1 = receiver.received[1]!.at - receiver.received[0]!.at;
    const gap2 = receiver.received[2]!.at - receiver.received[1]!.at;
    assert.ok(gap1 >= 45 && gap2 >= 95, `backoff doubles (${gap1} ms, ${gap2} ms)`);
    assert.equal(n.pendingCount, 0);
    await n.close();
  });

  it('keeps retrying while the receiver is down', async () => {
    const { log, errors } = quietLog();
    const n = createRebuildNotifier({
      url: 'http://127.0.0.1:1/unreachable',
      secret: SECRET,
      debounceMs: 10,
      retryBaseMs: 10,
      retryMaxMs: 20,
      log,
    });
    n.notify({ resource: '/admin/api/faq', method: 'POST' });
    await waitFor(() => errors.length >= 3);
    assert.equal(n.pendingCount, 1);
    await n.close();
  });

  it('does nothing when no URL is configured', async () => {
    const { log } = quietLog();
    const n = createRebuildNotifier({ debounceMs: 10, retryBaseMs: 10, retryMaxMs: 10, log });
    n.notify({ resource: '/admin/api/faq', method: 'POST' });
    assert.equal(n.enabled, false);
    assert.equal(n.pendingCount, 0);
    await n.close();
  });

  it('refuses SITE_REBUILD_URL without REBUILD_SECRET', () => {
    assert.throws(
      () => loadConfig({ SITE_REBUILD_URL: 'http://localhost:9000/__rebuild' }),
      ConfigError,
    );
    const config = loadConfig({ SITE_REBUILD_URL: 'http://x/__rebuild', REBUILD_SECRET: 's' });
    assert.equal(config.rebuildDebounceMs, 500);
  });
});

describe(`rebuild webhook after admin changes on ${engine}`, () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  before(async () => (receiver = await startReceiver()));
  after(() => receiver.close());

  it('calls SITE_REBUILD_URL once, signed, for changes within the default 0.5 s window', async (t) => {
    receiver.received.length = 0;
    const app = await build(t, {
      config: { adminToken: 'token', siteRebuildUrl: receiver.url, rebuildSecret: SECRET },
    });
    const headers = { authorization: 'Bearer token' };
    const started = Date.now();
    const first = await app.inject({
      method: 'POST',
      url: '/admin/api/faq',
      headers,
      payload: { Question: 'New?', Answer: 'Yes' },
    });
    assert.equal(first.statusCode, 201);
    // The window opened while the first change was stored: it ends at most 0.5 s after this.
    const firstStored = Date.now();
    await sleep(200);
    await app.inject({
      method: 'PATCH',
      url: `/admin/api/faq/${first.json().Id}`,
      headers,
      payload: { Answer: 'Still yes' },
    });
    // Reads, refused and invalid calls change nothing and call nothing.
    await app.inject({ method: 'GET', url: '/admin/api/faq', headers });
    await app.inject({ method: 'POST', url: '/admin/api/faq', headers, payload: {} });
    await app.inject({ method: 'POST', url: '/admin/api/faq', headers: asAdmin, payload: {} });
    await waitFor(() => receiver.received.length === 1);
    const sentAt = receiver.received[0]!.at;
    assert.ok(sentAt - started >= 450, `sent after the window (${sentAt - started} ms)`);
    // Not the former 2 s window, however long storing the first change took.
    assert.ok(
      sentAt - firstStored < 1500,
      `sent ${sentAt - firstStored} ms after the first change`,
    );
    await sleep(700);
    assert.equal(receiver.received.length, 1, 'one call for both changes');
    const call = receiver.received[0]!;
    assert.equal(call.signature, expectedSignature(call.body));
    const body = JSON.parse(call.body);
    assert.deepEqual(
      body.changes.map((c: { method: string; resource: string }) => `${c.method} ${c.resource}`),
      ['POST /admin/api/faq', 'PATCH /admin/api/faq/:id'],
    );
  });

  it('delivers pending changes when the server shuts down', async (t) => {
    receiver.received.length = 0;
    const app = await build(t, {
      config: { adminToken: 'token', siteRebuildUrl: receiver.url, rebuildSecret: SECRET },
    });
    await app.inject({
      method: 'DELETE',
      url: '/admin/api/technologies/1',
      headers: { authorization: 'Bearer token' },
    });
    await app.close();
    assert.equal(receiver.received.length, 1);
  });
});
