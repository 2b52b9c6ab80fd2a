/**
 * Outgoing rebuild webhook, delivered from the database. Every content change is a row of
 * rebuild_requests written in the change's own transaction (by triggers, migrations 024 and 036,
 * which name who made it, and by record() for "rebuild now"). The notifier sends what is
 * pending as one signed POST once the oldest row is `debounceMs` old (0.5 s by default), deletes
 * the rows only after a 2xx, and otherwise retries with doubling delays (capped). Changes made
 * meanwhile ride along with the retry.
 *
 * Because the rows and the delivery state (one rebuild_delivery row: backoff and a lease) live in
 * the database, a crash inside the window loses nothing (the next process finds the rows) and
 * replicas on one database send one webhook per burst: the replica that takes the lease sends
 * everything pending, the others find nothing left. Each replica looks for due work every
 * `pollMs`, and at once after a change it made itself.
 *
 * Signature: X-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with REBUILD_SECRET>.
 * Each call carries a deliveryId and every change its time and actor (when known); the builder
 * echoes them in its build reports (see builds-routes.ts), and the newest change delivered is
 * kept (rebuild_delivery.delivered_up_to) to tell which build carries a save.
 */
import { createHmac, randomUUID } from 'node:crypto';
import {
  WEBHOOK_LISTED_ACTORS,
  WEBHOOK_LISTED_CHANGES,
  WEBHOOK_SIGNATURE_HASH,
  WEBHOOK_SIGNATURE_HEADER,
  webhookBody,
  webhookSignature,
  type WebhookChange,
} from '@cloud-consulting/domain/rebuild-webhook';
import { REQUEST_ID_HEADER } from '@cloud-consulting/domain/request-id';
import type { Database } from '../../db/client.js';

export interface ContentChange {
  /** Admin resource path, e.g. /admin/api/blog/:id */
  resource: string;
  method: string;
  id?: string | number;
  /** Who made it: a person's email, "automation", "schedule", "rebuild now by ..." (see site-builds). */
  actor?: string;
  /** The provider request that made it (its logs' reqId). */
  requestId?: string;
  at: string;
}

export interface RebuildNotifierOptions {
  db: Database;
  url?: string;
  secret?: string;
  debounceMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Per-call timeout (default 10 s). */
  timeoutMs?: number;
  /** How often to look for work recorded by other replicas or earlier processes. */
  pollMs?: number;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

export const SIGNATURE_HEADER = WEBHOOK_SIGNATURE_HEADER;

export function sign(body: string, secret: string): string {
  return webhookSignature(createHmac(WEBHOOK_SIGNATURE_HASH, secret).update(body).digest('hex'));
}

/** Longest part of a refusal's answer kept as the reason publishing is stuck. */
const REASON_LIMIT = 300;

/** What is pending, read in one snapshot: every row's id, and the summary one call carries. */
interface PendingSummary {
  ids: string[];
  newest: Date | null;
  actors: string[] | null;
  listed: Array<WebhookChange & { at: string }> | null;
  /** The requests that made the changes, oldest first (the first few). */
  request_ids: string[] | null;
}

/** Why a call failed, in words an operator can act on ("answered 413: Request body is too large"). */
async function refusalReason(response: Response): Promise<string> {
  let detail = '';
  try {
    const text = (await response.text()).slice(0, REASON_LIMIT * 2);
    try {
      const parsed = JSON.parse(text) as { message?: unknown; error?: unknown };
      detail = String(parsed.message ?? parsed.error ?? '');
    } catch {
      detail = text;
    }
  } catch {
    // no readable answer: the status says it
  }
  detail = detail.replace(/\s+/g, ' ').trim();
  return `rebuild webhook answered ${response.status}${detail ? `: ${detail}` : ''}`.slice(
    0,
    REASON_LIMIT,
  );
}

interface DeliveryState {
  first: Date | null;
  next_attempt_at: Date | null;
  lease_until: Date | null;
  now: Date;
}

export function createRebuildNotifier(options: RebuildNotifierOptions) {
  const { db, url, secret, log } = options;
  const enabled = Boolean(url && secret);
  const timeoutMs = options.timeoutMs ?? 10_000;
  // Longer than one call may take, so a live sender never loses its lease mid-call.
  const leaseMs = timeoutMs + 5_000;
  const pollMs = options.pollMs ?? Math.max(options.debounceMs, 1_000);
  const owner = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Infinity;
  let running: Promise<void> | undefined;
  let runAgain = false;
  let started = false;
  let closed = false;
  /** This process's calls to the builder since start, for /metrics (src/plugins/metrics.ts). */
  const counts = { delivered: 0, failed: 0, changesDelivered: 0 };

  /** One call for everything pending: a summary and the first few changes, never a full list. */
  async function post(pending: PendingSummary): Promise<void> {
    const deliveryId = randomUUID();
    const body = webhookBody({
      deliveryId,
      sentAt: new Date().toISOString(),
      changeCount: pending.ids.length,
      changesUpTo: pending.newest?.toISOString() ?? null,
      actors: pending.actors ?? [],
      changes: pending.listed ?? [],
    });
    const response = await fetch(url!, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: sign(body, secret!),
        // The request that made the oldest change: the builder logs its build under it, and
        // reports back with it (the domain's request-id). A schedule's change had no request.
        [REQUEST_ID_HEADER]: pending.request_ids?.[0] ?? deliveryId,
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(await refusalReason(response));
  }

  /** Everything pending, in one snapshot so the rows deleted are exactly the rows summed up. */
  async function readPending(): Promise<PendingSummary> {
    const { rows } = await db.query<PendingSummary>(
      `WITH p AS (SELECT id, change, requested_at FROM rebuild_requests)
       SELECT
         (SELECT coalesce(array_agg(id::text ORDER BY id), '{}') FROM p) AS ids,
         (SELECT max(requested_at) FROM p) AS newest,
         (SELECT jsonb_agg(actor ORDER BY first) FROM (
            SELECT change->>'actor' AS actor, min(id) AS first FROM p
            WHERE coalesce(change->>'actor', '') <> ''
            GROUP BY 1 ORDER BY 2 LIMIT ${WEBHOOK_LISTED_ACTORS}) a) AS actors,
         (SELECT jsonb_agg(change || jsonb_build_object('at',
              to_char(requested_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
            ORDER BY id) FROM (
            SELECT id, change, requested_at FROM p ORDER BY id
            LIMIT ${WEBHOOK_LISTED_CHANGES}) l) AS listed,
         (SELECT jsonb_agg(request_id ORDER BY first) FROM (
            SELECT change->>'requestId' AS request_id, min(id) AS first FROM p
            WHERE coalesce(change->>'requestId', '') <> ''
            GROUP BY 1 ORDER BY 2 LIMIT ${WEBHOOK_LISTED_CHANGES}) r) AS request_ids`,
    );
    const pending = rows[0]!;
    return { ...pending, newest: pending.newest ? new Date(pending.newest) : null };
  }

  /** Takes the delivery lease; at shutdown regardless of the retry delay. */
  async function takeLease(final: boolean): Promise<number | null> {
    const { rows } = await db.query<{ attempts: number }>(
      `UPDATE rebuild_delivery
       SET lease_until = clock_timestamp() + $1::int * interval '1 millisecond', lease_owner = $2
       WHERE (lease_until IS NULL OR lease_until < clock_timestamp())
         AND ($3::boolean OR next_attempt_at IS NULL OR next_attempt_at <= clock_timestamp())
       RETURNING attempts`,
      [leaseMs, owner, final],
    );
    return rows[0]?.attempts ?? null;
  }

  /**
   * Sends what is pending if it is due and this replica gets the lease. Returns how long to wait
   * before looking again.
   */
  async function deliver(final = false): Promise<number> {
    if (!final) {
      const { rows } = await db.query<DeliveryState>(
        `SELECT (SELECT min(requested_at) FROM rebuild_requests) AS first, next_attempt_at,
           lease_until, clock_timestamp() AS now
         FROM rebuild_delivery`,
      );
      const state = rows[0];
      if (!state?.first) return pollMs;
      const now = state.now.getTime();
      const due = Math.max(
        state.first.getTime() + options.debounceMs,
        state.next_attempt_at?.getTime() ?? 0,
        state.lease_until?.getTime() ?? 0,
      );
      if (due > now) return Math.min(due - now, pollMs);
    }
    const attempts = await takeLease(final);
    if (attempts === null) return pollMs; // another replica is sending
    const pending = await readPending();
    try {
      if (pending.ids.length > 0) await post(pending);
    } catch (error) {
      counts.failed += 1;
      const retryInMs = Math.min(options.retryBaseMs * 2 ** attempts, options.retryMaxMs);
      const reason = error instanceof Error ? error.message : String(error);
      await db.query(
        `UPDATE rebuild_delivery SET attempts = attempts + 1, lease_until = NULL,
           next_attempt_at = clock_timestamp() + $2::int * interval '1 millisecond',
           last_error = $3, failing_since = coalesce(failing_since, clock_timestamp())
         WHERE lease_owner = $1`,
        [owner, final ? 0 : retryInMs, reason.slice(0, REASON_LIMIT)],
      );
      if (final) {
        log.warn(
          { err: error, changes: pending.ids.length },
          'rebuild webhook not delivered at shutdown',
        );
      } else {
        log.error(
          {
            err: error,
            reason,
            attempt: attempts + 1,
            retryInMs,
            changes: pending.ids.length,
            requestIds: pending.request_ids ?? [],
          },
          'rebuild webhook failed; will retry',
        );
      }
      return retryInMs;
    }
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM rebuild_requests WHERE id = ANY($1::bigint[])', [pending.ids]);
      await tx.query(
        `UPDATE rebuild_delivery SET attempts = 0, next_attempt_at = NULL, lease_until = NULL,
           lease_owner = NULL, last_error = NULL, failing_since = NULL,
           delivered_up_to = GREATEST(delivered_up_to, $2::timestamptz)
         WHERE lease_owner = $1`,
        [owner, pending.newest],
      );
    });
    if (pending.ids.length > 0) {
      counts.delivered += 1;
      counts.changesDelivered += pending.ids.length;
      log.info(
        { changes: pending.ids.length, requestIds: pending.request_ids ?? [] },
        'rebuild webhook delivered',
      );
    }
    return 0; // more may be pending: look again, the window of what is left applies
  }

  /** Looks for due work in `delay` ms (sooner if already planned). */
  function schedule(delay: number): void {
    if (!enabled || !started || closed) return;
    const at = Date.now() + delay;
    if (timer && timerAt <= at) return;
    clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(run, delay);
    timer.unref();
  }

  function run(): void {
    timer = undefined;
    timerAt = Infinity;
    if (running) {
      runAgain = true;
      return;
    }
    running = deliver()
      .catch((error: unknown) => {
        // The database is unavailable: the rows wait there, look again later.
        log.warn({ err: error }, 'rebuild requests not readable; will retry');
        return pollMs;
      })
      .then((delay) => {
        running = undefined;
        schedule(runAgain ? 0 : delay);
        runAgain = false;
      });
  }

  return {
    get enabled() {
      return enabled;
    },
    /** Calls delivered and failed by this process, and the changes the delivered ones carried. */
    counts,
    /** Starts delivering; called once the database is migrated. */
    start(): void {
      started = true;
      schedule(0);
    },
    /** Changes waiting to be sent (by any replica). */
    async pendingCount(): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM rebuild_requests',
      );
      return rows[0]!.n;
    },
    /**
     * Looks for due work now: a transaction of this process has just recorded rows through the
     * triggers (a scheduled post published without any request).
     */
    wake(): void {
      schedule(0);
    },
    /**
     * Records a change and answers its time (null when the webhook is off), for a caller that
     * must say when the change was recorded ("rebuild now"). Throws when it cannot be stored.
     */
    async record(change: Omit<ContentChange, 'at'>): Promise<Date | null> {
      if (!enabled || closed) return null;
      const { rows } = await db.query<{ requested_at: Date }>(
        'INSERT INTO rebuild_requests (change) VALUES ($1::text::jsonb) RETURNING requested_at',
        [JSON.stringify(change)],
      );
      schedule(0);
      return rows[0]!.requested_at;
    },
    /** Stops looking; makes one last attempt to deliver what is pending (kept if it fails). */
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
      if (!enabled || !started) return;
      await deliver(true).catch((error: unknown) =>
        log.warn({ err: error }, 'rebuild webhook not delivered at shutdown'),
      );
    },
  };
}

export type RebuildNotifier = ReturnType<typeof createRebuildNotifier>;
