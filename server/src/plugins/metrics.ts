/**
 * Prometheus metrics of the provider at GET /metrics (text format 0.0.4).
 *
 * Who may read them (config METRICS_TOKEN): with a token, only `Authorization: Bearer <token>`;
 * without one, anyone in development and nobody (404) with NODE_ENV=production. The page names
 * routes and counts, never a visitor, a URL as requested or a secret.
 *
 * What it counts:
 * - HTTP: requests by method, route pattern (`/api/blog/:slug`, never the address as requested,
 *   which would grow a series per post and query string) and status, with a latency histogram;
 *   429 answers again as rate-limit refusals by route.
 * - Database: failed statements by kind (connection, other) and PostgreSQL's pool.
 * - Response cache: hits, misses, invalidations, entries and bytes.
 * - Rebuild webhook: calls delivered and failed by this process; and, read from the database at
 *   each scrape so every replica tells the same: changes recorded (ever), changes waiting, and
 *   how long and how many times calls have failed in a row.
 * - Mail outbox, also from the database: mails by state, the oldest unsent one's age, mails sent
 *   and failed send attempts.
 * - Node's own figures (CPU, memory, event loop lag, GC), once per process.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Where the metrics are read. */
export const METRICS_PATH = '/metrics';
/** Every metric of this process starts so: `provider_http_requests_total`... */
const PREFIX = 'provider_';
/** Latency buckets in seconds: a cached read is a millisecond, a slow export seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Send attempts after which a mail is given up (the outbox's MAX_ATTEMPTS). */
const MAIL_MAX_ATTEMPTS = 5;

let processRegistry: Registry | undefined;
/** Node's figures, measured once per process however many apps it builds (tests build many). */
function nodeMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: PREFIX });
  }
  return processRegistry;
}

/** Compares secrets in constant time, whatever their lengths. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Whether the request may read the metrics, given the configuration. */
export function metricsAccess(
  config: { metricsToken?: string; metricsOpen: boolean },
  authorization: string | undefined,
): 'allowed' | 'unauthorized' | 'off' {
  if (config.metricsToken) {
    const match = /^Bearer\s+(.+)$/i.exec(authorization?.trim() ?? '');
    return match && sameSecret(match[1]!, config.metricsToken) ? 'allowed' : 'unauthorized';
  }
  return config.metricsOpen ? 'allowed' : 'off';
}

/** One series: its labels and value. */
type Series = [Record<string, string>, number];

/** A counter whose value is read at scrape time from a running total kept elsewhere. */
function readCounter(
  registry: Registry,
  name: string,
  help: string,
  labelNames: string[],
  read: () =>
    Promise<Array<[Record<string, string>, number]>> | Array<[Record<string, string>, number]>,
): Counter {
  return new Counter({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      const values = await read();
      this.reset();
      for (const [labels, value] of values) this.inc(labels, value);
    },
  });
}

/** A gauge set at scrape time. */
function readGauge(
  registry: Registry,
  name: string,
  help: string,
  labelNames: string[],
  read: () =>
    Promise<Array<[Record<string, string>, number]>> | Array<[Record<string, string>, number]>,
): Gauge {
  return new Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      const values = await read();
      this.reset();
      for (const [labels, value] of values) this.set(labels, value);
    },
  });
}

interface DatabaseFigures {
  recorded: number;
  pending: number;
  attempts: number;
  failingSeconds: number;
  sent: number;
  unsent: number;
  failing: number;
  givenUp: number;
  oldestUnsentSeconds: number;
  failedAttempts: number;
}

/** The rebuild and outbox figures every replica shares, in one round trip. */
async function readDatabaseFigures(app: FastifyInstance): Promise<DatabaseFigures | null> {
  if (!app.databaseReady) return null;
  try {
    const { rows } = await app.db.query<Record<keyof DatabaseFigures, string | number | null>>(
      `SELECT
         (SELECT CASE WHEN is_called THEN last_value ELSE 0 END
            FROM rebuild_requests_id_seq) AS recorded,
         (SELECT count(*) FROM rebuild_requests) AS pending,
         (SELECT coalesce(max(attempts), 0) FROM rebuild_delivery) AS attempts,
         (SELECT coalesce(max(extract(epoch FROM clock_timestamp() - failing_since)), 0)
            FROM rebuild_delivery) AS "failingSeconds",
         (SELECT count(*) FILTER (WHERE sent_at IS NOT NULL) FROM outbox) AS sent,
         (SELECT count(*) FILTER (WHERE sent_at IS NULL AND attempts = 0) FROM outbox) AS unsent,
         (SELECT count(*) FILTER (WHERE sent_at IS NULL AND attempts > 0 AND attempts < $1)
            FROM outbox) AS failing,
         (SELECT count(*) FILTER (WHERE sent_at IS NULL AND attempts >= $1) FROM outbox)
            AS "givenUp",
         (SELECT coalesce(extract(epoch FROM clock_timestamp() - min(created_at)), 0)
            FROM outbox WHERE sent_at IS NULL AND attempts < $1) AS "oldestUnsentSeconds",
         (SELECT coalesce(sum(attempts), 0) - count(*) FILTER (WHERE sent_at IS NOT NULL)
            FROM outbox) AS "failedAttempts"`,
      [MAIL_MAX_ATTEMPTS],
    );
    const row = rows[0]!;
    return Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, Number(value ?? 0)]),
    ) as unknown as DatabaseFigures;
  } catch (error) {
    app.log.warn({ err: error }, 'metrics: database figures not readable');
    return null;
  }
}

/**
 * Adds GET /metrics and the hooks that count requests. Call before the routes are added (its
 * hooks then time every route); it reads the response cache, the rebuild notifier and the
 * database at scrape time, so they may be set up after it.
 */
export function registerMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time to answer an HTTP request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: `${PREFIX}rate_limit_refusals_total`,
    help: 'Requests refused with 429 (a rate limit or a sign-in lockout), by route pattern',
    labelNames: ['route'],
    registers: [registry],
  });

  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    requests.inc({ method: request.method, route, status: String(status) });
    latency.observe(
      { method: request.method, route, status_class: `${Math.floor(status / 100)}xx` },
      reply.elapsedTime / 1000,
    );
    if (status === 429) refusals.inc({ route });
    done();
  });

  // Database
  readCounter(
    registry,
    `${PREFIX}db_query_errors_total`,
    'Database statements that failed, by kind: connection (unreachable) or other',
    ['kind'],
    () => {
      const stats = app.db.stats?.();
      if (!stats) return [];
      return Object.entries(stats.queryErrors).map(([kind, n]) => [{ kind }, n]);
    },
  );
  readGauge(
    registry,
    `${PREFIX}db_pool_connections`,
    'PostgreSQL connections of this process: total, idle, waiting (callers queued) and max',
    ['state'],
    () => {
      const pool = app.db.stats?.().pool;
      if (!pool) return [];
      return Object.entries(pool).map(([state, n]) => [{ state }, n]);
    },
  );
  readGauge(registry, `${PREFIX}ready`, '1 once migrations ran and the app serves', [], () => [
    [{}, app.databaseReady ? 1 : 0],
  ]);

  // Response cache
  const cacheCount = (key: 'hits' | 'misses' | 'invalidations') => () =>
    app.hasDecorator('responseCache') ? [[{}, app.responseCache.counts[key]] as Series] : [];
  readCounter(
    registry,
    `${PREFIX}response_cache_hits_total`,
    'Public reads answered from the response cache',
    [],
    cacheCount('hits'),
  );
  readCounter(
    registry,
    `${PREFIX}response_cache_misses_total`,
    'Public reads of cached routes read from the database',
    [],
    cacheCount('misses'),
  );
  readCounter(
    registry,
    `${PREFIX}response_cache_invalidations_total`,
    'Times cached answers were emptied (all, or one post) after a write here or on a replica',
    [],
    cacheCount('invalidations'),
  );
  readGauge(
    registry,
    `${PREFIX}response_cache_entries`,
    'Answers held by the response cache',
    [],
    () => (app.hasDecorator('responseCache') ? [[{}, app.responseCache.stats().entries]] : []),
  );
  readGauge(
    registry,
    `${PREFIX}response_cache_bytes`,
    'Bytes of answers held by the response cache',
    [],
    () => (app.hasDecorator('responseCache') ? [[{}, app.responseCache.stats().bytes]] : []),
  );

  // Rebuild webhook, counted by this process
  readCounter(
    registry,
    `${PREFIX}rebuild_webhook_calls_total`,
    'Calls of the rebuild webhook made by this process, by result (delivered, failed)',
    ['result'],
    () =>
      app.hasDecorator('rebuild')
        ? [
            [{ result: 'delivered' }, app.rebuild.counts.delivered],
            [{ result: 'failed' }, app.rebuild.counts.failed],
          ]
        : [],
  );

  // Shared figures, read from the database once per scrape.
  let figures: Promise<DatabaseFigures | null> | null = null;
  const shared = (read: (f: DatabaseFigures) => Series[]) => () =>
    (figures ??= readDatabaseFigures(app)).then((f) => (f ? read(f) : []));
  readCounter(
    registry,
    `${PREFIX}rebuild_requests_recorded_total`,
    'Content changes recorded for a rebuild, by every replica since the database was created',
    [],
    shared((f) => [[{}, f.recorded]]),
  );
  readGauge(
    registry,
    `${PREFIX}rebuild_requests_pending`,
    'Content changes waiting to be delivered to the builder',
    [],
    shared((f) => [[{}, f.pending]]),
  );
  readGauge(
    registry,
    `${PREFIX}rebuild_webhook_failing_seconds`,
    'Seconds since calls of the rebuild webhook started failing; 0 while they succeed',
    [],
    shared((f) => [[{}, f.failingSeconds]]),
  );
  readGauge(
    registry,
    `${PREFIX}rebuild_webhook_consecutive_failures`,
    'Failed calls of the rebuild webhook in a row, by any replica',
    [],
    shared((f) => [[{}, f.attempts]]),
  );
  readGauge(
    registry,
    `${PREFIX}mail_outbox`,
    'Mails of the outbox by state: sent, unsent (not tried yet), failing (to be retried), ' +
      'given_up (failed every attempt)',
    ['state'],
    shared((f) => [
      [{ state: 'sent' }, f.sent],
      [{ state: 'unsent' }, f.unsent],
      [{ state: 'failing' }, f.failing],
      [{ state: 'given_up' }, f.givenUp],
    ]),
  );
  readGauge(
    registry,
    `${PREFIX}mail_outbox_oldest_unsent_seconds`,
    'Age of the oldest mail still to be sent; 0 when none waits',
    [],
    shared((f) => [[{}, f.oldestUnsentSeconds]]),
  );
  readCounter(
    registry,
    `${PREFIX}mail_sent_total`,
    'Mails sent, by every replica',
    [],
    shared((f) => [[{}, f.sent]]),
  );
  readCounter(
    registry,
    `${PREFIX}mail_send_failures_total`,
    'Send attempts that failed, by every replica',
    [],
    shared((f) => [[{}, f.failedAttempts]]),
  );

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const access = metricsAccess(app.config, request.headers.authorization);
    if (access === 'off') return reply.code(404).send({ message: 'Not found' });
    if (access === 'unauthorized') {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send({ message: 'Send Authorization: Bearer <METRICS_TOKEN>' });
    }
    figures = null;
    const text = (await registry.metrics()) + (await nodeMetrics().metrics());
    figures = null;
    return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(text);
  });
}
