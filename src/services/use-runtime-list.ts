/**
 * A list pre-built at build time and refreshed from the provider once the page is live. The
 * first paint is the build's list (no spinner when it has items); `loading` is true only while
 * nothing is known yet. A refresh that fails or answers nothing keeps the build's list and keeps
 * the error message for the pages that show it.
 */
import { useCallback, useEffect, useState } from 'react';
import { useApi } from './api-context';

export interface RuntimeList<T> {
  items: T[];
  loading: boolean;
  error: string | null;
  /** True once the runtime call answered with items. */
  refreshed: boolean;
}

export function useRuntimeList<T>(
  initial: readonly T[],
  path: string,
  parse: (raw: unknown) => T[],
): RuntimeList<T> {
  const client = useApi();
  const [state, setState] = useState<RuntimeList<T>>({
    items: [...initial],
    loading: initial.length === 0,
    error: null,
    refreshed: false,
  });

  const load = useCallback(
    () =>
      client.request<unknown>(path).then(
        (raw) => {
          const items = parse(raw);
          setState((previous) =>
            items.length > 0
              ? { items, loading: false, error: null, refreshed: true }
              : { ...previous, loading: false },
          );
        },
        (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          setState((previous) => ({ ...previous, loading: false, error: message }));
        },
      ),
    // parse is a module-level function at every call site
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, path],
  );

  useEffect(() => {
    void load();
  }, [load]);

  return state;
}

/** A list answer, or the records inside `{ data: [...] }`. */
export function asRecords<T>(raw: unknown): T[] {
  if (Array.isArray(raw)) return raw as T[];
  const data = (raw as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as T[]) : [];
}
