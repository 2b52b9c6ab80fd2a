import { after, before, describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { BUILD_ERROR_MAX_LENGTH } from '@cloud-consulting/domain/site-builds';
import { ADMIN_TOKEN, asAdmin, build, buildSuiteApp, engine } from '../../helper.js';
import { addPerson, asPerson, signIn, type SignedIn } from '../people/fixtures.js';
import type { Report } from '../../../src/modules/rebuild/builds-routes.js';

const SECRET = 'builds-test-secret';
const REPORT = '/admin/api/builds/report';
const config = { adminToken: ADMIN_TOKEN, rebuildSecret: SECRET };

const signature = (body: string, secret = SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

type BuildReport = Report['build'];

/** A report as the builder sends it: signed with the rebuild secret, a fresh sentAt. */
function report(
  app: FastifyInstance,
  buildReport: BuildReport,
  { secret = SECRET, sentAt = new Date().toISOString() } = {},
) {
  const body = JSON.stringify({ sentAt, build: buildReport });
  return app.inject({
    method: 'POST',
    url: REPORT,
    headers: { 'content-type': 'application/json', 'x-signature-256': signature(body, secret) },
    payload: body,
  });
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A build started `startedAt` and, unless running, finished `durationMs` later. */
function aBuild(
  startedAt: number,
  state: BuildReport['state'],
  extra: Partial<BuildReport> = {},
): BuildReport {
  const durationMs = extra.durationMs ?? 40_000;
  const finished =
    state === 'running' ? {} : { finishedAt: iso(startedAt + durationMs), durationMs };
  return {
    id: randomUUID(),
    state,
    reason: 'webhook',
    requestedAt: iso(startedAt - 1000),
    startedAt: iso(startedAt),
    ...finished,
    ...extra,
  };
}

async function reported(app: FastifyInstance, buildReport: BuildReport) {
  const res = await report(app, buildReport);
  assert.equal(res.statusCode, 204, res.body);
}

const list = async (app: FastifyInstance) =>
  (await app.inject({ url: '/admin/api/builds', headers: asAdmin })).json();

const statusSince = async (app: FastifyInstance, since: string) => {
  const res = await app.inject({
    url: `/admin/api/builds/status?since=${encodeURIComponent(since)}`,
    headers: asAdmin,
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
};

/** The newest change recorded for the site's rebuild (trigger rows of admin writes). */
async function newestChange(app: FastifyInstance): Promise<Date> {
  const { rows } = await app.db.query<{ at: Date }>(
    'SELECT max(requested_at) AS at FROM rebuild_requests',
  );
  return rows[0]!.at;
}

const addFaq = (app: FastifyInstance, headers: Record<string, string> = asAdmin) =>
  app.inject({
    method: 'POST',
    url: '/admin/api/faq',
    headers,
    payload: { question: `Built ${randomUUID()}?`, answer: 'Yes' },
  });

describe(`POST ${REPORT} on ${engine}`, () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  // A builder nobody can reach: every change is recorded for the rebuild, none is delivered.
  before(
    async () =>
      ({ app, close } = await buildSuiteApp({
        config: { ...config, siteRebuildUrl: 'http://127.0.0.1:1/__rebuild' },
      })),
  );
  after(() => close());

  it('answers 401 to a missing or wrong signature, or a stale report, and stores nothing', async () => {
    const started = aBuild(Date.now(), 'running');
    const body = JSON.stringify({ sentAt: new Date().toISOString(), build: started });
    const unsigned = await app.inject({
      method: 'POST',
      url: REPORT,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    assert.equal(unsigned.statusCode, 401);
    assert.equal(unsigned.json().message, 'Invalid signature');
    assert.equal((await report(app, started, { secret: 'wrong-secret' })).statusCode, 401);
    const stale = await report(app, started, { sentAt: '2020-03-01T10:00:00.000Z' });
    assert.equal(stale.statusCode, 401);
    assert.match(stale.json().message, /within 5 minutes/);
    assert.ok(!(await list(app)).some((b: { id: string }) => b.id === started.id));
  });

  it('answers 400 to a signed report that misses a field', async () => {
    const { startedAt: _left, ...incomplete } = aBuild(Date.now(), 'running');
    const res = await report(app, incomplete as BuildReport);
    assert.equal(res.statusCode, 400);
    assert.match(res.json().message, /build\.startedAt/);
  });

  it('does not ask the site to rebuild, as content changes do', async () => {
    const recorded = async () =>
      (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rebuild_requests'))
        .rows[0]!.n;
    const before = await recorded();
    await reported(app, aBuild(Date.now() - 5000, 'running'));
    await sleep(100);
    assert.equal(await recorded(), before, 'a report records nothing');
    assert.equal((await addFaq(app)).statusCode, 201);
    await waitFor(async () => (await recorded()) === before + 1, 5000);
  });
});

describe(`GET /admin/api/builds on ${engine}`, () => {
  it('lists the builds newest first with their trigger, duration and error', async (t) => {
    const app = await build(t, { config });
    const t0 = Date.now() - 10 * 60_000;
    const first = aBuild(t0, 'running', { reason: 'start' });
    await reported(app, first);
    await reported(app, {
      ...first,
      state: 'succeeded',
      finishedAt: iso(t0 + 61_000),
      durationMs: 61_000,
    });
    const failed = aBuild(t0 + 120_000, 'failed', {
      durationMs: 12_000,
      error: `Build stopped: faq: the provider could not be read.\n${'x'.repeat(5000)}`,
      changesUpTo: iso(t0 + 110_000),
      actors: ['ana@example.com', 'automation', 'ana@example.com'],
      deliveries: [randomUUID()],
    });
    await reported(app, failed);
    const scheduled = aBuild(t0 + 240_000, 'succeeded', {
      durationMs: 45_000,
      changesUpTo: iso(t0 + 230_000),
      actors: ['schedule'],
    });
    await reported(app, scheduled);
    const anonymous = aBuild(t0 + 300_000, 'running', { changesUpTo: iso(t0 + 290_000) });
    await reported(app, anonymous);

    const builds = await list(app);
    assert.deepEqual(
      builds.map((b: { id: string; state: string; trigger: string; durationMs: number | null }) => [
        b.id,
        b.state,
        b.trigger,
        b.durationMs,
      ]),
      [
        [anonymous.id, 'running', 'content change', null],
        [scheduled.id, 'succeeded', 'schedule', 45_000],
        [failed.id, 'failed', 'ana@example.com, automation', 12_000],
        [first.id, 'succeeded', 'start', 61_000],
      ],
    );
    const failedOne = builds[2];
    assert.match(failedOne.error, /^Build stopped: faq: the provider could not be read\./);
    assert.equal(failedOne.error.length, BUILD_ERROR_MAX_LENGTH);
    assert.equal(failedOne.changesUpTo, iso(t0 + 110_000));
    assert.equal(failedOne.startedAt, iso(t0 + 120_000));
    assert.equal(failedOne.finishedAt, iso(t0 + 132_000));
    assert.equal(builds[3].error, null);
    assert.equal(
      (await app.inject({ url: '/admin/api/builds?limit=2', headers: asAdmin })).json().length,
      2,
    );
    assert.equal(
      (await app.inject({ url: '/admin/api/builds?limit=0', headers: asAdmin })).statusCode,
      400,
    );
  });

  it('keeps a finished build finished when its start is reported again, and fails a build a newer one replaced', async (t) => {
    const app = await build(t, { config });
    const t0 = Date.now() - 60_000;
    const done = aBuild(t0, 'succeeded', { durationMs: 3000 });
    await reported(app, done);
    await reported(app, { ...done, state: 'running', finishedAt: null, durationMs: null });
    const lost = aBuild(t0 + 10_000, 'running');
    await reported(app, lost);
    await reported(app, aBuild(t0 + 20_000, 'running'));
    const builds = await list(app);
    const byId = (id: string) => builds.find((b: { id: string }) => b.id === id);
    assert.equal(byId(done.id).state, 'succeeded');
    assert.equal(byId(done.id).durationMs, 3000);
    assert.equal(byId(lost.id).state, 'failed');
    assert.match(byId(lost.id).error, /newer build/);
  });
});

describe(`GET /admin/api/builds/status on ${engine}`, () => {
  it('follows a save: pending, then running with the typical duration, then live', async (t) => {
    const app = await build(t, { config });
    const t0 = Date.now() - 10 * 60_000;
    await reported(app, aBuild(t0, 'succeeded', { reason: 'start', durationMs: 30_000 }));
    await reported(app, aBuild(t0 + 60_000, 'succeeded', { reason: 'start', durationMs: 50_000 }));

    const since = new Date(Date.now() - 1).toISOString();
    assert.equal((await addFaq(app)).statusCode, 201);
    const pending = await statusSince(app, since);
    assert.equal(pending.state, 'pending');
    assert.equal(pending.build, null);
    assert.equal(pending.typicalDurationMs, 40_000);

    const changesUpTo = (await newestChange(app)).toISOString();
    const running = aBuild(Date.now(), 'running', { changesUpTo, actors: ['automation'] });
    await reported(app, running);
    const building = await statusSince(app, since);
    assert.equal(building.state, 'running');
    assert.equal(building.build.id, running.id);
    assert.equal(building.build.startedAt, running.startedAt);
    assert.equal(building.build.trigger, 'automation');
    assert.equal(building.typicalDurationMs, 40_000);

    await reported(app, {
      ...running,
      state: 'succeeded',
      finishedAt: iso(Date.now()),
      durationMs: 20_000,
    });
    const live = await statusSince(app, since);
    assert.equal(live.state, 'live');
    assert.equal(live.build.id, running.id);
    assert.equal(live.typicalDurationMs, 30_000, 'the median of 50, 30 and 20 s');
  });

  it('waits for the next build when a newer change came after the running one started', async (t) => {
    const app = await build(t, { config });
    const since = new Date(Date.now() - 1).toISOString();
    assert.equal((await addFaq(app)).statusCode, 201);
    const running = aBuild(Date.now(), 'running', {
      changesUpTo: (await newestChange(app)).toISOString(),
    });
    await reported(app, running);
    await sleep(5);
    assert.equal((await addFaq(app)).statusCode, 201);
    assert.equal((await statusSince(app, since)).state, 'pending');
  });

  it('tells a failed build with its error, until a later build carries the save', async (t) => {
    const app = await build(t, { config });
    const since = new Date(Date.now() - 1).toISOString();
    assert.equal((await addFaq(app)).statusCode, 201);
    const changesUpTo = (await newestChange(app)).toISOString();
    const failed = aBuild(Date.now(), 'failed', {
      changesUpTo,
      durationMs: 2000,
      error: 'Build stopped: blog: the provider answered 500.',
    });
    await reported(app, failed);
    const status = await statusSince(app, since);
    assert.equal(status.state, 'failed');
    assert.equal(status.build.id, failed.id);
    assert.equal(status.build.error, 'Build stopped: blog: the provider answered 500.');
    assert.equal(status.typicalDurationMs, null, 'no build has succeeded yet');

    await reported(app, aBuild(Date.now() + 5000, 'succeeded', { changesUpTo, durationMs: 9000 }));
    assert.equal((await statusSince(app, since)).state, 'live');
  });

  it('answers 400 without a valid since', async (t) => {
    const app = await build(t, { config });
    for (const url of ['/admin/api/builds/status', '/admin/api/builds/status?since=yesterday']) {
      const res = await app.inject({ url, headers: asAdmin });
      assert.equal(res.statusCode, 400, url);
      assert.match(res.json().message, /since/);
    }
  });
});

/** A local site server receiving rebuild webhooks. */
async function startReceiver(t: TestContext) {
  const received: Array<{ body: string; signature: string | undefined }> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: req.headers['x-signature-256'] as string | undefined,
      });
      res.statusCode = 202;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/__rebuild`, received };
}

async function waitFor(predicate: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const start = Date.now();
  while (!(await predicate())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await sleep(20);
  }
}

interface Delivery {
  deliveryId: string;
  changes: Array<{ resource?: string; table?: string; actor?: string; at: string }>;
}

describe(`POST /admin/api/builds (rebuild now) on ${engine}`, () => {
  it("sends the webhook with the editor's name, and the build it asks for can be followed", async (t) => {
    const receiver = await startReceiver(t);
    const app = await build(t, {
      config: { ...config, siteRebuildUrl: receiver.url, rebuildDebounceMs: 100 },
    });
    const editor = await addPerson(app, { role: 'editor' });
    const session = await signIn(app, editor.email);

    const res = await app.inject({
      method: 'POST',
      url: '/admin/api/builds',
      headers: asPerson(session),
    });
    assert.equal(res.statusCode, 202, res.body);
    const { trigger, requestedAt } = res.json();
    assert.equal(trigger, `rebuild now by ${editor.email}`);

    await waitFor(() => receiver.received.length === 1);
    await sleep(300);
    assert.equal(receiver.received.length, 1, 'one webhook');
    const call = receiver.received[0]!;
    assert.equal(call.signature, signature(call.body));
    const delivery = JSON.parse(call.body) as Delivery;
    assert.match(delivery.deliveryId, /^[0-9a-f-]{36}$/);
    assert.deepEqual(
      delivery.changes.map((c) => c.actor),
      [trigger],
      'one request, not a second one from the admin change hook',
    );
    assert.equal(delivery.changes[0]!.at, requestedAt);
    assert.equal((await statusSince(app, requestedAt)).state, 'pending');

    // The builder starts the build the webhook asked for, then reports its end.
    const running = aBuild(Date.now(), 'running', {
      changesUpTo: delivery.changes[0]!.at,
      actors: delivery.changes.flatMap((c) => (c.actor ? [c.actor] : [])),
      deliveries: [delivery.deliveryId],
    });
    await reported(app, running);
    assert.equal((await statusSince(app, requestedAt)).state, 'running');
    await reported(app, {
      ...running,
      state: 'succeeded',
      finishedAt: iso(Date.now()),
      durationMs: 1,
    });
    assert.equal((await statusSince(app, requestedAt)).state, 'live');
    assert.equal((await list(app))[0].trigger, trigger);
  });

  it('names the person who changed content in the webhook', async (t) => {
    const receiver = await startReceiver(t);
    const app = await build(t, {
      config: { ...config, siteRebuildUrl: receiver.url, rebuildDebounceMs: 100 },
    });
    const editor = await addPerson(app, { role: 'editor' });
    assert.equal((await addFaq(app, asPerson(await signIn(app, editor.email)))).statusCode, 201);
    await waitFor(() => receiver.received.length === 1);
    const { changes } = JSON.parse(receiver.received[0]!.body) as Delivery;
    assert.deepEqual(
      changes.map((c) => `${c.table} by ${c.actor}`),
      [`faq_items by ${editor.email}`],
    );
  });

  it('answers 409 when the provider has no builder to call', async (t) => {
    const app = await build(t, { config });
    const res = await app.inject({ method: 'POST', url: '/admin/api/builds', headers: asAdmin });
    assert.equal(res.statusCode, 409);
    assert.match(res.json().message, /SITE_REBUILD_URL/);
  });
});

describe(`who may see and ask for builds on ${engine}`, () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const sessions: Record<string, SignedIn> = {};
  before(async () => {
    ({ app, close } = await buildSuiteApp({ config }));
    for (const role of ['editor', 'moderator', 'sales'] as const) {
      sessions[role] = await signIn(app, (await addPerson(app, { role })).email);
    }
  });
  after(() => close());

  const calls = [
    { method: 'GET', url: '/admin/api/builds' },
    { method: 'GET', url: `/admin/api/builds/status?since=${new Date().toISOString()}` },
    { method: 'POST', url: '/admin/api/builds' },
  ] as const;

  it('refuses moderators and sales with 403', async () => {
    for (const role of ['moderator', 'sales']) {
      for (const { method, url } of calls) {
        const res = await app.inject({ method, url, headers: asPerson(sessions[role]!) });
        assert.equal(res.statusCode, 403, `${role} ${method} ${url}`);
      }
    }
  });

  it('lets editors read the builds and their status', async () => {
    for (const { method, url } of calls.filter((c) => c.method === 'GET')) {
      const res = await app.inject({ method, url, headers: asPerson(sessions.editor!) });
      assert.equal(res.statusCode, 200, `${method} ${url}: ${res.body}`);
    }
  });
});
