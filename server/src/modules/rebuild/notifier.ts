/**
 * Outgoing rebuild webhook. Admin changes are collected for a short window (0.5 s by default) and
 * sent as one signed POST to the site server, which rebuilds. A failed call is retried with
 * doubling delays (capped), and changes made meanwhile ride along with the retry, so nothing is
 * lost while the process runs.
 *
 * Signature: X-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with REBUILD_SECRET>.
 */
import { createHmac } from 'node:crypto';

export interface ContentChange {
  /** Admin resource path, e.g. /admin/api/blog/:id */
  resource: string;
  method: string;
  id?: string | number;
  at: string;
}

export interface RebuildNotifierOptions {
  url?: string;
  secret?: string;
  debounceMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Per-call timeout (default 10 s). */
  timeoutMs?: number;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

export const SIGNATURE_HEADER = 'X-Signature-256';

export function sign(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function createRebuildNotifier(options: RebuildNotifierOptions) {
  const { url, secret, log } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  let pending: ContentChange[] = [];
  let timer: NodeJS.Timeout | undefined;
  let sending: Promise<void> | undefined;
  let failures = 0;
  let closed = false;

  async function post(changes: ContentChange[]): Promise<void> {
    const body = JSON.stringify({
      event: 'content.changed',
      changes,
      sentAt: new Date().toISOString(),
    });
    const response = await fetch(url!, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(body, secret!) },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`rebuild webhook answered ${response.status}`);
  }

  function schedule(delay: number) {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = undefined;
      sending = deliver().finally(() => {
        sending = undefined;
        if (pending.length > 0 && failures === 0) schedule(options.debounceMs);
      });
    }, delay);
    timer.unref();
  }

  async function deliver(): Promise<void> {
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    try {
      await post(batch);
      failures = 0;
      log.info({ changes: batch.length }, 'rebuild webhook delivered');
    } catch (error) {
      pending = [...batch, ...pending];
      failures += 1;
      const delay = Math.min(options.retryBaseMs * 2 ** (failures - 1), options.retryMaxMs);
      log.error(
        { err: error, attempt: failures, retryInMs: delay, changes: pending.length },
        'rebuild webhook failed; will retry',
      );
      schedule(delay);
    }
  }

  return {
    get enabled() {
      return Boolean(url && secret);
    },
    /** Changes waiting to be sent. */
    get pendingCount() {
      return pending.length;
    },
    /** Records a change; the first change of a quiet period starts the coalescing window. */
    notify(change: Omit<ContentChange, 'at'>): void {
      if (!url || !secret || closed) return;
      pending.push({ ...change, at: new Date().toISOString() });
      if (!sending) schedule(options.debounceMs);
    },
    /** Stops timers; makes one last attempt to deliver what is pending. */
    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await sending;
      if (pending.length > 0) {
        const batch = pending;
        pending = [];
        await post(batch).catch((error: unknown) =>
          log.warn(
            { err: error, changes: batch.length },
            'rebuild webhook not delivered at shutdown',
          ),
        );
      }
    },
  };
}

export type RebuildNotifier = ReturnType<typeof createRebuildNotifier>;
