/**
 * One admin API answer for a screen part: loading, the answer or the refusal, and a reload.
 * Reloads by itself after any change the app saves under `reloadOn`. While a reload runs, the
 * previous answer stays on screen.
 */
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { EditorDataProvider } from '../api/data-provider';
import { onSaved } from '../api/write-events';

export interface ApiAnswer<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  reload(): void;
}

interface Answered<T> {
  /** The request this answer is for. */
  key: string;
  data?: T;
  error?: Error;
}

export function useApiAnswer<T>(path: string | null, reloadOn?: string): ApiAnswer<T> {
  const dataProvider = useDataProvider<EditorDataProvider>();
  const [round, setRound] = useState(0);
  const [answered, setAnswered] = useState<Answered<T> | null>(null);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const key = path === null ? null : `${round} ${path}`;

  useEffect(() => {
    if (path === null || key === null) return;
    let live = true;
    dataProvider.request<T>(path).then(
      (data) => live && setAnswered({ key, data }),
      (error: unknown) =>
        live &&
        setAnswered({ key, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, path, key]);

  useEffect(() => {
    if (!reloadOn) return;
    return onSaved((change) => {
      if (change.path === reloadOn || change.path.startsWith(`${reloadOn}/`)) reload();
    });
  }, [reloadOn, reload]);

  return {
    data: answered?.data,
    error: answered?.key === key ? answered.error : undefined,
    loading: key !== null && answered?.key !== key,
    reload,
  };
}
