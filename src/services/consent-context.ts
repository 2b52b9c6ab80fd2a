/**
 * The cookie consent in force and the actions that change it, as components and service hooks
 * read them. ConsentProvider in src/components/consent provides it (and shows the banner and the
 * preferences panel); keeping the context here lets services (the visitor's engagement rights)
 * and the consent UI read it without importing the provider, and the provider import its UI
 * without an import loop.
 */
import { createContext, useContext } from 'react';
import type { ConsentChoice, ConsentRecord, ConsentState } from '@cloud-consulting/domain/consent';

export interface ConsentContextValue {
  record: ConsentRecord | null;
  /** The analytics consent in force (the shared rule decideAnalyticsConsent). */
  analyticsConsent: ConsentState;
  acceptAll(): void;
  rejectAll(): void;
  save(choice: ConsentChoice): void;
  /** Takes back analytics consent and clears analytics data (the other categories stay). */
  revokeAnalytics(): void;
  openPreferences(): void;
}

export const ConsentContext = createContext<ConsentContextValue | null>(null);

export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent needs ConsentProvider');
  return value;
}
