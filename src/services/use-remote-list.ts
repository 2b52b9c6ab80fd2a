import { useEffect, useState } from 'react';

/**
 * A list fetched in the browser once the form mounts: empty and loading until it arrives; a
 * failed call leaves it empty (the lead forms' lists fail silently and fall back).
 */
export function useRemoteList<T>(load: () => Promise<T>, empty: T): { data: T; loading: boolean } {
  const [state, setState] = useState<{ data: T; loading: boolean }>({ data: empty, loading: true });
  useEffect(() => {
    let live = true;
    load()
      .then((data) => live && setState({ data, loading: false }))
      .catch(() => live && setState({ data: empty, loading: false }));
    return () => {
      live = false;
    };
    // Loaded once per mount; `load` and `empty` are stable for a given form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}
