/**
 * The home expertise section's list: as useExpertise, plus the rule that when nothing has
 * arrived after 10 s of loading, a single 'Azure Core Services' card shows and loading ends.
 */
import { useEffect, useState } from 'react';
import { EXPERTISE_FALLBACK_TIMEOUT_MS } from '@cloud-consulting/domain/constants';
import { expertiseTimeoutCards } from '@cloud-consulting/domain/content-pages';
import { useExpertise, type ExpertiseState } from '../expertise/use-expertise';

export function useHomeExpertise(): ExpertiseState {
  const state = useExpertise();
  const waiting = state.loading && state.cards.length === 0;
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setTimeout(() => setTimedOut(true), EXPERTISE_FALLBACK_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);
  if (waiting && timedOut)
    return { cards: expertiseTimeoutCards(), loading: false, error: state.error };
  return state;
}
