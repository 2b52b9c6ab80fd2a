/**
 * One submission at a time per form, each with its Idempotency-Key: a second click while the
 * first is on its way does nothing, and sending the same body again after a failure reuses the
 * key (a request that did reach the server answers its first result, never a duplicate).
 */
import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../services/lead-api';

export function useLeadSubmission() {
  const busy = useRef(false);
  const last = useRef<{ body: string; key: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  /** Runs `send` with the body's key; undefined when a submission is already running. */
  const run = useCallback(
    async <T>(body: unknown, send: (key: string) => Promise<T>): Promise<T | undefined> => {
      if (busy.current) return undefined;
      busy.current = true;
      setSubmitting(true);
      const fingerprint = JSON.stringify(body);
      if (last.current?.body !== fingerprint) {
        last.current = { body: fingerprint, key: newIdempotencyKey() };
      }
      try {
        const result = await send(last.current.key);
        last.current = null;
        return result;
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [],
  );

  return { run, submitting };
}
