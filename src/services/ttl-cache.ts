/**
 * A small time-to-live cache for runtime reads (engagement stats and comments: 30 s). Concurrent reads of the same key share one request; failures are not cached.
 */
export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops one key (after a write that changes it) or everything. */
  invalidate(key?: string): void;
}

export function createTtlCache<T>(ttlMs: number, now: () => number = Date.now): TtlCache<T> {
  const entries = new Map<string, { expires: number; value: Promise<T> }>();
  return {
    get(key, load) {
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return entry.value;
      const value = load();
      entries.set(key, { expires: now() + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    invalidate(key) {
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
  };
}
