/**
 * Prometheus metrics of the site server and the builder at GET /metrics (text format 0.0.4):
 * HTTP requests by route pattern and status with their latency, rebuild webhook calls by result
 * (accepted, or refused and why), builds by result with their duration, and the queue's state.
 *
 * Who may read them (METRICS_TOKEN): with a token, only `Authorization: Bearer <token>`; without
 * one, anyone in development and nobody (404) with NODE_ENV=production. The site's port is
 * public, so production sets the token (or leaves the metrics off).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { BuildRecord, RebuildQueue } from './rebuild-queue';

export const METRICS_PATH = '/metrics';
const PREFIX = 'site_';
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** A build takes from seconds (a test) to many minutes (a large site on a busy machine). */
const BUILD_BUCKETS = [5, 15, 30, 60, 120, 300, 600, 1200, 2400];

/** How a webhook call ended: accepted, or which guard refused it. */
export type WebhookResult = 'accepted' | 'bad_signature' | 'stale' | 'replayed' | 'off';

/** Who may read /metrics. */
export interface MetricsAccess {
  token?: string;
  /** Answer without a token (development without METRICS_TOKEN). */
  open: boolean;
}

/**
 * METRICS_TOKEN from the environment: required for /metrics in production (else off), at least
 * 32 characters there.
 */
export function metricsAccessFromEnv(env: NodeJS.ProcessEnv): MetricsAccess {
  const token = env.METRICS_TOKEN?.trim() || undefined;
  const production = env.NODE_ENV === 'production';
  if (production && token && token.length < 32) {
    throw new RangeError(
      `METRICS_TOKEN is ${token.length} characters long; production needs at least 32`,
    );
  }
  return { token, open: !production && !token };
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function metricsAllowed(
  access: MetricsAccess,
  authorization: string | undefined,
): 'allowed' | 'unauthorized' | 'off' {
  if (access.token) {
    const match = /^Bearer\s+(.+)$/i.exec(authorization?.trim() ?? '');
    return match && sameSecret(match[1]!, access.token) ? 'allowed' : 'unauthorized';
  }
  return access.open ? 'allowed' : 'off';
}

let processRegistry: Registry | undefined;
function nodeMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: PREFIX });
  }
  return processRegistry;
}

export function createSiteMetrics() {
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
  const webhook = new Counter({
    name: `${PREFIX}webhook_requests_total`,
    help: 'Rebuild webhook calls, by result: accepted, bad_signature, stale, replayed, off',
    labelNames: ['result'],
    registers: [registry],
  });
  const builds = new Counter({
    name: `${PREFIX}builds_total`,
    help: 'Builds finished, by result (success, failure)',
    labelNames: ['result'],
    registers: [registry],
  });
  const buildDuration = new Histogram({
    name: `${PREFIX}build_duration_seconds`,
    help: 'How long a build took, from its start to its release going live or its failure',
    labelNames: ['result'],
    buckets: BUILD_BUCKETS,
    registers: [registry],
  });
  const lastSuccess = new Gauge({
    name: `${PREFIX}last_successful_build_timestamp_seconds`,
    help: 'When the last successful build finished (Unix time); 0 before the first',
    registers: [registry],
  });
  lastSuccess.set(0);
  for (const result of ['success', 'failure']) builds.inc({ result }, 0);
  let queue: RebuildQueue | null = null;
  new Gauge({
    name: `${PREFIX}build_running`,
    help: '1 while a build runs, 0 otherwise',
    registers: [registry],
    collect() {
      this.set(queue?.publicStatus().state === 'building' ? 1 : 0);
    },
  });
  new Gauge({
    name: `${PREFIX}build_pending`,
    help: '1 while a follow-up build waits behind the running one',
    registers: [registry],
    collect() {
      this.set(queue?.status().pending ? 1 : 0);
    },
  });

  return {
    /** Counts every request of `app` and answers GET /metrics for whoever `access` allows. */
    register(app: FastifyInstance, access: MetricsAccess): void {
      app.addHook('onResponse', (request, reply, done) => {
        const route = request.routeOptions.url ?? 'unmatched';
        const status = reply.statusCode;
        requests.inc({ method: request.method, route, status: String(status) });
        latency.observe(
          { method: request.method, route, status_class: `${Math.floor(status / 100)}xx` },
          reply.elapsedTime / 1000,
        );
        done();
      });
      app.get(METRICS_PATH, async (request, reply) => {
        const allowed = metricsAllowed(access, request.headers.authorization);
        if (allowed === 'off') return reply.code(404).send({ message: 'Not found' });
        if (allowed === 'unauthorized') {
          return reply
            .code(401)
            .header('WWW-Authenticate', 'Bearer realm="metrics"')
            .send({ message: 'Send Authorization: Bearer <METRICS_TOKEN>' });
        }
        const text = (await registry.metrics()) + (await nodeMetrics().metrics());
        return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(text);
      });
    },
    /** The queue whose state the gauges show. */
    watch(rebuildQueue: RebuildQueue): void {
      queue = rebuildQueue;
    },
    webhook(result: WebhookResult): void {
      webhook.inc({ result });
    },
    /** Counts a finished build (the queue's onFinished). */
    build(record: BuildRecord): void {
      builds.inc({ result: record.result });
      buildDuration.observe({ result: record.result }, record.durationMs / 1000);
      if (record.result === 'success') lastSuccess.set(Date.parse(record.finishedAt) / 1000);
    },
  };
}

export type SiteMetrics = ReturnType<typeof createSiteMetrics>;
