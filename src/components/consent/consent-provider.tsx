/**
 * Cookie consent for the whole site: the stored choice, the banner when nothing valid is stored,
 * the preferences dialog with every category (footer 'Cookie Settings'), and analytics loaded
 * only when the shared consent rules allow it (stored analytics consent, analytics enabled in the
 * settings, consent granted). Every change clears what the new choice leaves no room for, raises
 * the browser event, is logged to POST /api/consent/log (fire and forget) and is passed to the
 * analytics library.
 */
import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useMemo,
  useSyncExternalStore,
  useState,
  type ReactNode,
} from 'react';
import {
  CONSENT_CHANGED_EVENT,
  acceptAllConsent,
  buildConsentRecord,
  CONSENT_STORED_CLASS,
  dataToClear,
  decideAnalyticsConsent,
  parseStoredConsent,
  rejectAllConsent,
  shouldInjectAnalytics,
  type ConsentLogReason,
  type ConsentRecord,
} from '@cloud-consulting/domain/consent';
import {
  applyAnalyticsConsent,
  clearAnalyticsCookies,
  injectAnalytics,
  isAnalyticsInjected,
} from '../../services/analytics';
import { useApi } from '../../services/api-context';
import { ConsentContext, type ConsentContextValue } from '../../services/consent-context';
import { readRawConsent, subscribeConsent, writeConsent } from '../../services/consent-storage';
import { keepGuestSessionInTab } from '../../services/guest-session-store';
import { useSiteSettings } from '../../services/use-site-settings';
import { CookieBanner } from './cookie-banner';

const CookiePreferences = lazy(() =>
  import('./cookie-preferences').then((m) => ({ default: m.CookiePreferences })),
);

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

const systemNow = () => new Date();

export function ConsentProvider({
  children,
  now = systemNow,
}: {
  children: ReactNode;
  now?: () => Date;
}) {
  const client = useApi();
  const settings = useSiteSettings();
  // Undefined on the server and during hydration: nothing is known about the visitor yet.
  const raw = useSyncExternalStore(subscribeConsent, readRawConsent, () => undefined);
  const ready = raw !== undefined;
  // What this page chose, for when storage refuses to keep it.
  const [memory, setMemory] = useState<ConsentRecord | null>(null);
  const record = useMemo(() => memory ?? parseStoredConsent(raw), [memory, raw]);
  // Open in the served HTML too, so a first visitor sees it with the page; a head script hides
  // it before the first paint when a consent is stored, and hydration then confirms it closed.
  const bannerOpen = record === null;
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  // The dialog's code loads the first time it is asked for, then stays for its next openings.
  const [preferencesAsked, setPreferencesAsked] = useState(false);

  const ids = useMemo(
    () => ({
      googleAnalyticsId: settings.googleAnalyticsId,
      googleTagManagerId: settings.googleTagManagerId,
      forceIpAnonymization: settings.forceIpAnonymization,
    }),
    [settings.googleAnalyticsId, settings.googleTagManagerId, settings.forceIpAnonymization],
  );

  const analyticsConsent = decideAnalyticsConsent({
    consentModeEnabled: settings.consentModeEnabled,
    storedAnalytics: record ? record.analytics : null,
    languages: browserLanguages(),
    regionStrategy: settings.consentRegionStrategy,
  });

  // From here React decides whether the banner shows: the head script's mark must not hide a
  // banner opened later (after a revoke, say).
  useEffect(() => {
    if (ready) document.documentElement.classList.remove(CONSENT_STORED_CLASS);
  }, [ready]);

  // Analytics: injected once, only with stored consent, settings enabling it and consent granted.
  useEffect(() => {
    if (!ready) return;
    const inject = shouldInjectAnalytics({
      storedAllowsAnalytics: record?.analytics === true,
      analyticsEnabled: settings.enableAnalytics,
      consent: analyticsConsent,
      alreadyInjected: isAnalyticsInjected(),
    });
    if (inject) injectAnalytics(ids);
    if (isAnalyticsInjected()) void applyAnalyticsConsent(analyticsConsent, ids);
  }, [ready, record, settings.enableAnalytics, analyticsConsent, ids]);

  const commit = useCallback(
    (next: ConsentRecord, reason: ConsentLogReason) => {
      const previous = record;
      setMemory(next);
      writeConsent(next);
      const clear = dataToClear(next);
      if (clear.analyticsCookies) clearAnalyticsCookies();
      // The guest keeps one id for the visit: it only leaves persistent storage.
      if (clear.persistentGuestSession) keepGuestSessionInTab(now());
      window.dispatchEvent(
        new CustomEvent(CONSENT_CHANGED_EVENT, { detail: { previous, next, reason } }),
      );
      client.consent.log(previous, next, reason);
    },
    [client, record, now],
  );

  const withAnalytics = useCallback(
    (analytics: boolean): ConsentRecord => {
      const current = record;
      return buildConsentRecord(
        {
          analytics,
          marketing: current?.marketing ?? false,
          functional: current?.functional ?? false,
        },
        now(),
      );
    },
    [now, record],
  );

  const value = useMemo<ConsentContextValue>(
    () => ({
      record,
      analyticsConsent,
      acceptAll: () => commit(acceptAllConsent(now()), 'accept'),
      rejectAll: () => commit(rejectAllConsent(now()), 'reject'),
      save: (choice) => commit(buildConsentRecord(choice, now()), 'customize'),
      revokeAnalytics: () => commit(withAnalytics(false), 'revoke'),
      openPreferences: () => {
        setPreferencesAsked(true);
        setPreferencesOpen(true);
      },
    }),
    [record, analyticsConsent, commit, now, withAnalytics],
  );

  // Made again only when they change: after hydration the stored choice arrives and this
  // provider renders again, and the banner and panel need not (src/components/root/hydrate.ts).
  const banner = useMemo(() => (bannerOpen ? <CookieBanner /> : null), [bannerOpen]);
  const preferences = useMemo(
    () =>
      preferencesAsked ? (
        <Suspense fallback={null}>
          <CookiePreferences open={preferencesOpen} onClose={() => setPreferencesOpen(false)} />
        </Suspense>
      ) : null,
    [preferencesAsked, preferencesOpen],
  );

  return (
    <ConsentContext.Provider value={value}>
      {/* First in the page, so the first Tab reaches the choice before anything it covers. */}
      {banner}
      {children}
      {preferences}
    </ConsentContext.Provider>
  );
}
