/**
 * The body as the published article will show it: rendered by the provider with the site's own
 * Markdown pipeline, asked again once typing pauses.
 */
import { useEffect, useState } from 'react';
import { apiRequest } from '../api/http';
import { useDebounced } from './use-debounced';

const PAUSE_MS = 500;

export function useRenderedBody(markdown: string): { html: string; error: string | null } {
  const settled = useDebounced(markdown, PAUSE_MS);
  const [result, setResult] = useState({ html: '', error: null as string | null });
  const empty = !settled.trim();
  useEffect(() => {
    if (empty) return;
    let live = true;
    apiRequest<{ html: string }>('/blog/render', {
      method: 'POST',
      body: { content: settled },
    }).then(
      (answer) => live && setResult({ html: answer.html, error: null }),
      (refusal: unknown) =>
        live &&
        setResult((shown) => ({
          html: shown.html,
          error: refusal instanceof Error ? refusal.message : String(refusal),
        })),
    );
    return () => {
      live = false;
    };
  }, [settled, empty]);
  return empty ? { html: '', error: null } : result;
}
