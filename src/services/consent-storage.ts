/** Reading and writing the consent records and clearing what a revoked consent covered. */
import {
  parseAnalyticsOnlyConsent,
  parseStoredConsent,
  type ConsentRecord,
} from '@cloud-consulting/domain/consent';
import { STORAGE_KEYS } from '@cloud-consulting/domain/storage-keys';

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored full record, or null (nothing stored or unreadable: the banner shows). */
export function readConsent(): ConsentRecord | null {
  return parseStoredConsent(readRawConsent());
}

/** The raw stored record (a stable string, for useSyncExternalStore). */
export function readRawConsent(): string | null {
  try {
    return local()?.getItem(STORAGE_KEYS.cookieConsent) ?? null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

/** Calls `listener` when this tab writes consent or another tab changes storage. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function readAnalyticsOnlyConsent(): boolean | null {
  return parseAnalyticsOnlyConsent(local()?.getItem(STORAGE_KEYS.analyticsConsent));
}

/** Stores the full record, its date, and the simpler analytics-only record kept in step. */
export function writeConsent(record: ConsentRecord): void {
  const storage = local();
  if (!storage) return;
  try {
    storage.setItem(STORAGE_KEYS.cookieConsent, JSON.stringify(record));
    storage.setItem(STORAGE_KEYS.cookieConsentDate, record.consentDate);
    storage.setItem(STORAGE_KEYS.analyticsConsent, JSON.stringify({ analytics: record.analytics }));
  } catch {
    // Storage full or refused: the choice holds for this page only.
  }
  listeners.forEach((listener) => listener());
}
