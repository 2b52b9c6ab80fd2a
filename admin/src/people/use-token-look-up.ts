/**
 * Asks the provider what a mailed link's token is for (an invitation's address and role, a
 * reset's person), so its page can name them; the refusal in words when the link is spent.
 */
import { useEffect, useState } from 'react';
import { apiRequest } from '../api/http';

export type LookUp<T> =
  { state: 'loading' } | { state: 'found'; found: T } | { state: 'refused'; message: string };

export function useTokenLookUp<T>(path: string, token: string | null): LookUp<T> {
  const [result, setResult] = useState<LookUp<T>>({ state: 'loading' });
  useEffect(() => {
    if (!token) return;
    let current = true;
    apiRequest<T>(path, { method: 'POST', body: { token } }).then(
      (found) => current && setResult({ state: 'found', found }),
      (error: unknown) =>
        current &&
        setResult({
          state: 'refused',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      current = false;
    };
  }, [path, token]);
  return result;
}
