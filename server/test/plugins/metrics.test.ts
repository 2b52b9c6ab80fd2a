import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { build, buildSuiteApp, engine, noRateLimits, withKey } from '../helper.js';
import { startTestInbox } from '../modules/mail/test-inbox.js';

const TOKEN = 'm'.repeat(40);
const SECRET = 'metrics-test-rebuild-secret';

/** The value of one series of a Prometheus text page; labels given must all match. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let total: number | null = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
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

async function waitFor(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await sleep(25);
  }
}

/** A builder stand-in: answers each webhook call with the next queued status (200 when none). */
async function startReceiver() {
  const calls: Array<{ status: number; requestId: string | undefined }> = [];
  const statuses: number[] = [];
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const status = statuses.shift() ?? 200;
      calls.push({ status, requestId: req.headers['x-request-id'] as string | undefined });
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/__rebuild`,
    calls,
    statuses,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe(`/metrics on ${engine}`, () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let inbox: Awaited<ReturnType<typeof startTestInbox>>;
  let suite: Awaited<ReturnType<typeof buildSuiteApp>>;
  let app: FastifyInstance;
  before(async () => {
    receiver = await startReceiver();
    inbox = await startTestInbox();
    suite = await buildSuiteApp({
      config: {
        siteRebuildUrl: receiver.url,
        rebuildSecret: SECRET,
        rebuildDebounceMs: 50,
        responseCacheTtlMs: 50,
        rebuildRetryBaseMs: 100,
        smtpUrl: inbox.smtpUrl,
      },
    });
    app = suite.app;
  });
  after(async () => {
    await suite.close();
    await inbox.close();
    await receiver.close();
  });

  const scrape = async (target = app) => {
    const response = await target.inject({ method: 'GET', url: '/metrics' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/plain; version=0\.0\.4/);
    assert.equal(response.headers['cache-control'], 'no-store');
    return response.body;
  };

  it('counts requests by route pattern and status, with their latency, never the address as asked', async () => {
    const before = await scrape();
    const route = '/api/blog/slug/:slug';
    const count = (text: string) =>
      sample(text, 'provider_http_requests_total', { method: 'GET', route, status: '404' });
    const seen = (text: string) => {
      try {
        return count(text);
      } catch {
        return 0;
      }
    };
    for (const slug of ['no-such-post', 'another-missing-post']) {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/blog/slug/${slug}?utm=x`,
        headers: withKey,
      });
      assert.equal(answer.statusCode, 404);
    }
    const text = await scrape();
    assert.equal(count(text) - seen(before), 2);
    assert.ok(
      sample(text, 'provider_http_request_duration_seconds_count', {
        route,
        status_class: '4xx',
      }) >= 2,
    );
    assert.ok(!text.includes('no-such-post'), 'no address as requested');
    assert.ok(!text.includes('utm'), 'no query string');
    // Node's own figures, once per process.
    assert.ok(sample(text, 'provider_process_resident_memory_bytes') > 0);
    assert.equal(sample(text, 'provider_ready'), 1);
  });

  it('counts response cache misses, hits and invalidations', async (t) => {
    // An app of its own on the suite's database: the suite's answers expire after 50 ms, so on a
    // busy machine the second read could come too late to be a hit.
    const cached = await build(t, {
      db: suite.db,
      config: { responseCacheTtlMs: 60_000, rebuildDebounceMs: 60_000 },
    });
    const before = await scrape(cached);
    const url = '/api/site-settings';
    assert.equal((await cached.inject({ method: 'GET', url, headers: withKey })).statusCode, 200);
    assert.equal((await cached.inject({ method: 'GET', url, headers: withKey })).statusCode, 200);
    const text = await scrape(cached);
    const moved = (name: string) => sample(text, name) - sample(before, name);
    assert.ok(moved('provider_response_cache_misses_total') >= 1);
    assert.ok(moved('provider_response_cache_hits_total') >= 1);
    cached.responseCache.invalidateAll();
    assert.equal(
      sample(await scrape(cached), 'provider_response_cache_invalidations_total') -
        sample(text, 'provider_response_cache_invalidations_total'),
      1,
    );
  });

  it('counts a rebuild: the change recorded, the webhook delivered, then a failed call and how long it fails', async () => {
    const before = await scrape();
    const recorded = (text: string) => sample(text, 'provider_rebuild_requests_recorded_total');
    const calls = (text: string, result: string) =>
      sample(text, 'provider_rebuild_webhook_calls_total', { result });
    const save = () =>
      app.inject({
        method: 'POST',
        url: '/admin/api/faq',
        headers: { authorization: 'Bearer test-admin-token' },
        payload: { question: `Metrics ${Date.now()}?`, answer: 'Counted' },
      });
    assert.equal((await save()).statusCode, 201);
    await waitFor(async () => calls(await scrape(), 'delivered') > calls(before, 'delivered'));
    const delivered = await scrape();
    assert.equal(recorded(delivered) - recorded(before), 1);
    assert.equal(sample(delivered, 'provider_rebuild_requests_pending'), 0);
    assert.equal(sample(delivered, 'provider_rebuild_webhook_failing_seconds'), 0);

    receiver.statuses.push(503, 503, 503, 503, 503, 503, 503, 503);
    assert.equal((await save()).statusCode, 201);
    // The process counts a failed call before the notifier records it in the database, which the
    // shared figures read: wait for both.
    await waitFor(async () => {
      const text = await scrape();
      return (
        calls(text, 'failed') > calls(before, 'failed') &&
        sample(text, 'provider_rebuild_webhook_consecutive_failures') >= 1
      );
    });
    const failing = await scrape();
    assert.equal(sample(failing, 'provider_rebuild_requests_pending'), 1);
    assert.ok(sample(failing, 'provider_rebuild_webhook_consecutive_failures') >= 1);
    assert.ok(sample(failing, 'provider_rebuild_webhook_failing_seconds') > 0);
    receiver.statuses.length = 0;
    await waitFor(async () => sample(await scrape(), 'provider_rebuild_requests_pending') === 0);
  });

  it('counts a mail: waiting in the outbox, then sent', async () => {
    const before = await scrape();
    const id = await app.db.transaction((tx) =>
      app.mailer.enqueue(tx, {
        kind: 'metrics-test',
        to: 'ops@example.com',
        subject: 'Counted',
        text: 'A mail the metrics count.',
      }),
    );
    const waiting = await scrape();
    assert.equal(
      sample(waiting, 'provider_mail_outbox', { state: 'unsent' }) -
        sample(before, 'provider_mail_outbox', { state: 'unsent' }),
      1,
    );
    assert.ok(sample(waiting, 'provider_mail_outbox_oldest_unsent_seconds') >= 0);
    app.mailer.dispatch([id]);
    await app.mailer.idle();
    const sent = await scrape();
    assert.equal(
      sample(sent, 'provider_mail_sent_total') - sample(before, 'provider_mail_sent_total'),
      1,
    );
    assert.equal(sample(sent, 'provider_mail_outbox', { state: 'unsent' }), 0);
    assert.equal(sample(sent, 'provider_mail_send_failures_total'), 0);
    assert.ok(inbox.received.some((mail) => mail.to.includes('ops@example.com')));
  });

  it('counts failed statements, and shows the pool on PostgreSQL', async () => {
    const errors = (text: string) =>
      sample(text, 'provider_db_query_errors_total', { kind: 'other' });
    const before = await scrape();
    await assert.rejects(app.db.query('SELECT * FROM no_such_table'));
    const text = await scrape();
    assert.equal(errors(text) - errors(before), 1);
    if (engine === 'postgres') {
      // The pool of this replica: PGlite has none.
      assert.equal(sample(text, 'provider_db_pool_connections', { state: 'max' }), 10);
      assert.ok(sample(text, 'provider_db_pool_connections', { state: 'total' }) >= 1);
    } else {
      assert.ok(!text.includes('provider_db_pool_connections{'));
    }
  });
});

describe('/metrics rate-limit refusals', () => {
  it('counts each 429 by route pattern', async (t) => {
    const app = await build(t, { config: { rateLimits: { ...noRateLimits, reads: 1 } } });
    const url = '/api/blog/slug/no-such-post';
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await app.inject({ method: 'GET', url, headers: withKey })).statusCode);
    }
    assert.deepEqual(statuses, [404, 429, 429]);
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    assert.equal(
      sample(text, 'provider_rate_limit_refusals_total', { route: '/api/blog/slug/:slug' }),
      2,
    );
  });
});

describe('/metrics access', () => {
  it('with METRICS_TOKEN answers only its Bearer token', async (t) => {
    const app = await build(t, { config: { metricsToken: TOKEN, metricsOpen: false } });
    const without = await app.inject({ method: 'GET', url: '/metrics' });
    assert.equal(without.statusCode, 401);
    assert.equal(without.headers['www-authenticate'], 'Bearer realm="metrics"');
    assert.ok(!without.body.includes('provider_'));
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    assert.equal(wrong.statusCode, 401);
    const right = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    assert.equal(right.statusCode, 200);
    assert.match(right.body, /^# HELP provider_http_requests_total/m);
  });

  it('in production without a token is off', async (t) => {
    const app = await build(t, { config: { metricsToken: undefined, metricsOpen: false } });
    assert.equal((await app.inject({ method: 'GET', url: '/metrics' })).statusCode, 404);
  });
});
