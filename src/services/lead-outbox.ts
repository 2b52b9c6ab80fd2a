/**
 * The browser outbox of lead submissions. A submission is written to local storage before it is
 * sent, and stays there until the server answers that it stored it; failed sends are retried in
 * the background with the same body and Idempotency-Key, so a retry of a request that did reach
 * the server answers the first result instead of storing a duplicate. A request the server
 * refuses for itself (4xx other than 408, 409, 429) is kept, marked refused, and not retried.
 */
import { OUTBOX_RETRY_BASE_MS, OUTBOX_RETRY_MAX_MS } from '@cloud-consulting/domain/constants';
import type { LeadPath } from '@cloud-consulting/domain/lead-kinds';
import { STORAGE_KEYS } from '@cloud-consulting/domain/storage-keys';
import { ApiError } from './api-client';

export interface OutboxEntry {
  /** The submission's Idempotency-Key. */
  key: string;
  path: LeadPath;
  body: unknown;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  /** Set when the server refused the request itself; it is then kept but not retried. */
  refused?: string;
}

export type DeliveryResult = 'stored' | 'pending' | 'refused';

export interface OutboxDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  send(path: LeadPath, body: unknown, key: string): Promise<unknown>;
  now?(): number;
  /** Runs `run` after `ms`; returns a cancel function. */
  schedule?(run: () => void, ms: number): () => void;
}

/** Statuses worth retrying: no answer, timeout, in flight elsewhere, rate limited, server down. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const { status } = error;
  return status === null || status === 408 || status === 409 || status === 429 || status >= 500;
}

/** Wait before attempt n+1 after n failed attempts: 2 s, doubling, at most 5 minutes. */
export const retryDelay = (attempts: number): number =>
  Math.min(OUTBOX_RETRY_BASE_MS * 2 ** Math.max(attempts - 1, 0), OUTBOX_RETRY_MAX_MS);

export function createLeadOutbox(deps: OutboxDeps) {
  const now = deps.now ?? Date.now;
  const schedule =
    deps.schedule ??
    ((run: () => void, ms: number) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    });
  const sending = new Set<string>();
  let cancelTimer: (() => void) | null = null;

  function read(): OutboxEntry[] {
    try {
      const raw = deps.storage?.getItem(STORAGE_KEYS.leadOutbox);
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
    } catch {
      return [];
    }
  }

  function write(entries: OutboxEntry[]): void {
    try {
      deps.storage?.setItem(STORAGE_KEYS.leadOutbox, JSON.stringify(entries));
    } catch {
      // Storage full or blocked: the immediate send below still runs.
    }
  }

  function update(key: string, change: (entry: OutboxEntry) => OutboxEntry | null): void {
    const next: OutboxEntry[] = [];
    for (const entry of read()) {
      if (entry.key !== key) next.push(entry);
      else {
        const changed = change(entry);
        if (changed) next.push(changed);
      }
    }
    write(next);
  }

  async function deliver(key: string): Promise<DeliveryResult> {
    const entry = read().find((item) => item.key === key);
    if (!entry) return 'stored';
    if (entry.refused) return 'refused';
    if (sending.has(key)) return 'pending';
    sending.add(key);
    try {
      await deps.send(entry.path, entry.body, entry.key);
      update(key, () => null);
      return 'stored';
    } catch (error) {
      const retry = isRetryable(error);
      update(key, (item) => {
        const attempts = item.attempts + 1;
        return retry
          ? { ...item, attempts, nextAttemptAt: now() + retryDelay(attempts) }
          : {
              ...item,
              attempts,
              refused:
                error instanceof ApiError ? (error.serverMessage ?? error.message) : 'refused',
            };
      });
      return retry ? 'pending' : 'refused';
    } finally {
      sending.delete(key);
    }
  }

  /** Plans the next background attempt at the earliest due time. */
  function plan(): void {
    cancelTimer?.();
    cancelTimer = null;
    const due = read()
      .filter((entry) => !entry.refused)
      .map((entry) => entry.nextAttemptAt);
    if (due.length === 0) return;
    const wait = Math.max(Math.min(...due) - now(), 0);
    cancelTimer = schedule(() => {
      cancelTimer = null;
      void flush();
    }, wait);
  }

  /** Sends every entry that is due, then plans the next attempt. */
  async function flush(): Promise<void> {
    const due = read().filter((entry) => !entry.refused && entry.nextAttemptAt <= now());
    for (const entry of due) await deliver(entry.key);
    plan();
  }

  return {
    /** Stores the submission, then sends it once right away; retries are planned on failure. */
    async submit(path: LeadPath, body: unknown, key: string): Promise<DeliveryResult> {
      const entry: OutboxEntry = {
        key,
        path,
        body,
        createdAt: now(),
        attempts: 0,
        nextAttemptAt: now(),
      };
      write([...read().filter((item) => item.key !== key), entry]);
      const result = await deliver(key);
      plan();
      return result;
    },
    flush,
    entries: read,
    stop(): void {
      cancelTimer?.();
      cancelTimer = null;
    },
  };
}

export type LeadOutbox = ReturnType<typeof createLeadOutbox>;
