import { after, before, beforeEach, describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { collections } from '@cloud-consulting/domain/content-collections/collections';
import {
  ADMIN_TOKEN,
  asAdmin,
  build,
  buildSuiteApp,
  engine,
  freshDatabase,
  freshSchemaName,
} from '../../helper.js';
import { createRebuildNotifier } from '../../../src/modules/rebuild/notifier.js';
import { ConfigError, loadConfig, type ServerConfig } from '../../../src/config.js';
import type { Database } from '../../../src/db/client.js';

const SECRET = 'rebuild-test-secret';

interface Received {
  body: string;
  signature: string | undefined;
  at: number;
  status: number;
}

/**
 * A real local HTTP receiver; answers with the next queued status (200 when none), or 503 while
 * `down.now` is set, as a site server that is not up yet would.
 */
async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const down = { now: false };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = down.now ? 503 : (statuses.shift() ?? 200);
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: req.headers['x-signature-256'] as string | undefined,
        at: Date.now(),
        status,
      });
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/__rebuild`,
    received,
    statuses,
    down,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const expectedSignature = (body: string) =>
  `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;

async function waitFor(predicate: () => boolean | Promise<boolean>, timeoutMs = 5000) {
  const start = Date.now();
  while (!(await predicate())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await sleep(20);
  }
}

const pendingRows = async (db: Database) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rebuild_requests')).rows[0]!.n;

/** Forgets every pending request and failed attempt, so each test starts from nothing. */
async function resetRebuildState(db: Database) {
  await db.exec(`DELETE FROM rebuild_requests;
    UPDATE rebuild_delivery SET attempts = 0, next_attempt_at = NULL, lease_until = NULL,
      lease_owner = NULL`);
}

/** Every table an admin content edit writes: site settings, each collection, the blog. */
const CONTENT_TABLES = [
  'site_settings',
  ...collections.map((c) => c.table),
  'blog_posts',
  'blog_tags',
  'blog_post_tags',
];

function quietLog() {
  const errors: object[] = [];
  return {
    errors,
    log: { info: () => undefined, warn: () => undefined, error: (obj: object) => errors.push(obj) },
  };
}

describe(`rebuild webhook notifier on ${engine}`, () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let db: Database;
  let close: () => Promise<void>;
  let pendingAfterSeed: number;
  before(async () => {
    receiver = await startReceiver();
    ({ db, close } = await buildSuiteApp());
    pendingAfterSeed = await pendingRows(db);
  });
  after(async () => {
    await close();
    await receiver.close();
  });
  beforeEach(() => resetRebuildState(db));

  const notifier = (overrides: { debounceMs?: number; retryBaseMs?: number } = {}) => {
    const { log, errors } = quietLog();
    const n = createRebuildNotifier({
      db,
      url: receiver.url,
      secret: SECRET,
      debounceMs: 100,
      retryBaseMs: 50,
      retryMaxMs: 1000,
      log,
      ...overrides,
    });
    n.start();
    return { n, errors };
  };

  it('coalesces changes within the window into one signed POST', async () => {
    receiver.received.length = 0;
    const { n } = notifier();
    await n.record({ resource: '/admin/api/faq', method: 'POST' });
    await n.record({ resource: '/admin/api/faq/:id', method: 'PATCH', id: 3 });
    await n.record({ resource: '/admin/api/blog', method: 'POST' });
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
    await n.record({ resource: '/admin/api/faq', method: 'POST' });
    await waitFor(() => receiver.received.length === 1);
    await n.record({ resource: '/admin/api/faq', method: 'POST' });
    await waitFor(() => receiver.received.length === 2);
    await n.close();
  });

  it('retries a failed call with backoff, logs the failure and loses no change', async () => {
    receiver.received.length = 0;
    receiver.statuses.push(500, 503);
    const { n, errors } = notifier();
    await n.record({ resource: '/admin/api/faq', method: 'POST' });
    await waitFor(() => receiver.received.length === 1);
    await n.record({ resource: '/admin/api/blog', method: 'POST' }); // arrives while retrying
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
    await waitFor(async () => (await n.pendingCount()) === 0);
    await n.close();
  });

  it('keeps retrying while the receiver is down', async () => {
    const { log, errors } = quietLog();
    const n = createRebuildNotifier({
      db,
      url: 'http://127.0.0.1:1/unreachable',
      secret: SECRET,
      debounceMs: 10,
      retryBaseMs: 10,
      retryMaxMs: 20,
      log,
    });
    n.start();
    await n.record({ resource: '/admin/api/faq', method: 'POST' });
    await waitFor(() => errors.length >= 3);
    assert.equal(await n.pendingCount(), 1);
    await n.close();
  });

  it('does nothing when no URL is configured', async () => {
    const { log } = quietLog();
    const n = createRebuildNotifier({ db, debounceMs: 10, retryBaseMs: 10, retryMaxMs: 10, log });
    n.start();
    await n.record({ resource: '/admin/api/faq', method: 'POST' });
    await sleep(50);
    assert.equal(n.enabled, false);
    assert.equal(await n.pendingCount(), 0);
    await n.close();
  });

  it('records a content change in the transaction that makes it', async () => {
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO faq_items (question, answer) VALUES ('Undone?', 'Yes')`);
        throw new Error('rolled back');
      }),
    );
    assert.equal(await pendingRows(db), 0, 'a rolled back edit asks for no rebuild');
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO faq_items (question, answer) VALUES ('Kept?', 'Yes') RETURNING id`,
    );
    const recorded = await db.query<{ change: object }>('SELECT change FROM rebuild_requests');
    assert.deepEqual(
      recorded.rows.map((r) => r.change),
      [{ table: 'faq_items', operation: 'INSERT', id: rows[0]!.id }],
    );
  });

  it('watches every table a content edit writes, and the seed records nothing', async () => {
    const { rows } = await db.query<{ table: string }>(
      `SELECT DISTINCT c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
       JOIN pg_proc p ON p.oid = t.tgfoid
       WHERE p.proname = 'record_rebuild_request' AND c.relnamespace = to_regnamespace(current_schema())`,
    );
    assert.deepEqual(rows.map((r) => r.table).sort(), [...CONTENT_TABLES].sort());
    assert.equal(pendingAfterSeed, 0);
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
      payload: { question: 'New?', answer: 'Yes' },
    });
    assert.equal(first.statusCode, 201);
    // The window opened while the first change was stored: it ends at most 0.5 s after this.
    const firstStored = Date.now();
    await sleep(200);
    await app.inject({
      method: 'PATCH',
      url: `/admin/api/faq/${first.json().id}`,
      headers,
      payload: { answer: 'Still yes' },
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
    const body = JSON.parse(call.body) as {
      changeCount: number;
      actors: string[];
      changes: Array<Record<string, string>>;
    };
    // One record of each change, made in its own transaction, naming who made it.
    assert.deepEqual(
      body.changes.map((c) => `${c.operation} ${c.table} by ${c.actor}`),
      ['INSERT faq_items by automation', 'UPDATE faq_items by automation'],
    );
    assert.equal(body.changeCount, 2);
    assert.deepEqual(body.actors, ['automation']);
  });

  it('tells the editor app which answers wait for a site build (X-Site-Rebuild)', async (t) => {
    const app = await build(t, {
      config: { adminToken: 'token', siteRebuildUrl: receiver.url, rebuildSecret: SECRET },
    });
    const headers = { authorization: 'Bearer token' };
    const created = await app.inject({
      method: 'POST',
      url: '/admin/api/faq',
      headers,
      payload: { question: 'Header?', answer: 'Yes' },
    });
    assert.equal(created.statusCode, 201);
    assert.equal(created.headers['x-site-rebuild'], 'requested');
    // A successful write the site does not show (a live preview's render) waits for nothing.
    const render = await app.inject({
      method: 'POST',
      url: '/admin/api/blog/render',
      headers,
      payload: { content: '## Heading' },
    });
    assert.equal(render.statusCode, 200, render.body);
    assert.equal(render.headers['x-site-rebuild'], undefined);
    const read = await app.inject({ method: 'GET', url: '/admin/api/faq', headers });
    assert.equal(read.headers['x-site-rebuild'], undefined);
    const refused = await app.inject({
      method: 'POST',
      url: '/admin/api/faq',
      headers,
      payload: {},
    });
    assert.equal(refused.headers['x-site-rebuild'], undefined);
    // Without a builder to ask, nothing is requested and the app follows nothing.
    const alone = await build(t, { config: { adminToken: 'token' } });
    const unsent = await alone.inject({
      method: 'POST',
      url: '/admin/api/faq',
      headers,
      payload: { question: 'Alone?', answer: 'Yes' },
    });
    assert.equal(unsent.statusCode, 201);
    assert.equal(unsent.headers['x-site-rebuild'], undefined);
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

describe(`rebuild requests kept in the database on ${engine}`, () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  before(async () => (receiver = await startReceiver()));
  after(() => receiver.close());

  const appOn = (t: TestContext, db: Database, config: Partial<ServerConfig> = {}) =>
    build(t, {
      db,
      config: {
        adminToken: ADMIN_TOKEN,
        siteRebuildUrl: receiver.url,
        rebuildSecret: SECRET,
        rebuildRetryBaseMs: 50,
        ...config,
      },
    });
  const addFaq = (app: FastifyInstance, question: string) =>
    app.inject({
      method: 'POST',
      url: '/admin/api/faq',
      headers: asAdmin,
      payload: { question, answer: 'Yes' },
    });

  it('delivers a change left pending by a closed app from a new app on the same database', async (t) => {
    receiver.received.length = 0;
    const db = await freshDatabase(t, { migrated: true });
    // The first process cannot reach the site, then stops: its change stays in the database.
    const first = await appOn(t, db, { siteRebuildUrl: 'http://127.0.0.1:1/__rebuild' });
    assert.equal((await addFaq(first, 'Left pending?')).statusCode, 201);
    await first.close();
    assert.ok((await pendingRows(db)) > 0, 'the change is still pending');

    const second = await appOn(t, db);
    await waitFor(() => receiver.received.length === 1);
    const call = receiver.received[0]!;
    assert.equal(call.signature, expectedSignature(call.body));
    const changes = JSON.parse(call.body).changes as Array<Record<string, string>>;
    assert.ok(changes.some((c) => c.table === 'faq_items' && c.operation === 'INSERT'));
    await waitFor(async () => (await second.rebuild.pendingCount()) === 0);
  });

  it('sends one webhook for ten edits alternating between two apps on one database', async (t) => {
    receiver.received.length = 0;
    // The site is down while the edits are made, so however long they take on a busy machine,
    // every change is pending when it comes up: one delivery must then carry all of them.
    receiver.down.now = true;
    // Two connections pools on PostgreSQL, as two replicas have; PGlite is one process.
    const schema = freshSchemaName();
    const dbA = await freshDatabase(t, { schema });
    const dbB = engine === 'postgres' ? await freshDatabase(t, { schema }) : dbA;
    const config = { rebuildDebounceMs: 200, rebuildRetryMaxMs: 300 };
    const apps = [await appOn(t, dbA, config), await appOn(t, dbB, config)];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => addFaq(apps[i % 2]!, `Replica edit ${i}?`)),
    );
    assert.deepEqual(
      answers.map((a) => a.statusCode),
      Array(10).fill(201),
    );
    receiver.down.now = false;
    const accepted = () => receiver.received.filter((call) => call.status === 200);
    await waitFor(() => accepted().length >= 1);
    await sleep(2500); // both replicas have looked for work again (every second) meanwhile
    t.diagnostic(
      `webhooks accepted for 10 edits on 2 apps: ${accepted().length} ` +
        `(${receiver.received.length - accepted().length} refused while the site was down)`,
    );
    assert.equal(accepted().length, 1);
    const changes = JSON.parse(accepted()[0]!.body).changes as Array<Record<string, string>>;
    assert.equal(changes.filter((c) => c.table === 'faq_items').length, 10);
    assert.equal(await pendingRows(dbA), 0);
  });
});
