/**
 * The analytics script (GA4 by measurement id, or GTM by container id, from site settings) and
 * the consent signals it reads. Injection is guarded so it happens at most once per page load;
 * the decision of *whether* to inject is the shared consent rule shouldInjectAnalytics.
 */
import { CONSENT_RETRY_INTERVAL_MS, CONSENT_RETRY_LIMIT } from '@cloud-consulting/domain/constants';
import type { ConsentState } from '@cloud-consulting/domain/consent';

type Gtag = (...args: unknown[]) => void;
interface AnalyticsWindow extends Window {
  dataLayer?: unknown[];
  gtag?: Gtag;
  [disableFlag: `ga-disable-${string}`]: boolean | undefined;
}

export const ANALYTICS_SCRIPT_ATTR = 'data-site-analytics';
export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';
export const GTM_URL = 'https://www.googletagmanager.com/gtm.js';

export interface AnalyticsIds {
  googleAnalyticsId: string;
  googleTagManagerId: string;
  forceIpAnonymization: boolean;
}

const win = () => window as unknown as AnalyticsWindow;

export const hasAnalyticsId = (ids: AnalyticsIds): boolean =>
  ids.googleAnalyticsId.trim() !== '' || ids.googleTagManagerId.trim() !== '';

export function isAnalyticsInjected(doc: Document = document): boolean {
  return doc.querySelector(`script[${ANALYTICS_SCRIPT_ATTR}]`) !== null;
}

/** Adds the analytics script once; returns false when it was already there or no id is set. */
export function injectAnalytics(ids: AnalyticsIds, doc: Document = document): boolean {
  if (isAnalyticsInjected(doc) || !hasAnalyticsId(ids)) return false;
  const w = win();
  w.dataLayer = w.dataLayer ?? [];
  const gtag: Gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer?.push(arguments);
  };
  w.gtag = w.gtag ?? gtag;
  const script = doc.createElement('script');
  script.async = true;
  script.setAttribute(ANALYTICS_SCRIPT_ATTR, 'true');
  if (ids.googleAnalyticsId) {
    const id = ids.googleAnalyticsId.trim();
    w[`ga-disable-${id}`] = false;
    w.gtag('consent', 'default', { analytics_storage: 'granted', ad_storage: 'denied' });
    w.gtag('js', new Date());
    w.gtag('config', id, { anonymize_ip: ids.forceIpAnonymization });
    script.src = `${GTAG_URL}?id=${encodeURIComponent(id)}`;
  } else {
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    script.src = `${GTM_URL}?id=${encodeURIComponent(ids.googleTagManagerId.trim())}`;
  }
  doc.head.appendChild(script);
  return true;
}

/**
 * Tells the analytics library the consent in force. gtag may not exist yet (the script is still
 * loading), so this retries up to 10 times, 300 ms apart; resolves whether it was applied.
 */
export function applyAnalyticsConsent(
  state: ConsentState,
  ids: AnalyticsIds,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<boolean> {
  const id = ids.googleAnalyticsId.trim();
  if (id) win()[`ga-disable-${id}`] = state === 'denied';
  const attempt = async (left: number): Promise<boolean> => {
    const gtag = win().gtag;
    if (typeof gtag === 'function') {
      gtag('consent', 'update', { analytics_storage: state });
      return true;
    }
    if (left <= 0) return false;
    await wait(CONSENT_RETRY_INTERVAL_MS);
    return attempt(left - 1);
  };
  return attempt(CONSENT_RETRY_LIMIT);
}

/** Analytics cookie names: GA's _ga, _ga_<id>, _gid and _gat*. */
export const isAnalyticsCookie = (name: string): boolean => /^(_ga($|_)|_gid$|_gat)/.test(name);

/** Expires every analytics cookie on this host and its parent domains. */
export function clearAnalyticsCookies(doc: Document = document): string[] {
  const names = doc.cookie
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .filter(isAnalyticsCookie);
  const host = doc.location?.hostname ?? '';
  const parts = host.split('.');
  const domains = [''];
  for (let i = 0; i < parts.length - 1; i += 1)
    domains.push(`; domain=.${parts.slice(i).join('.')}`);
  if (host) domains.push(`; domain=${host}`);
  for (const name of names) {
    for (const domain of domains) {
      doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
  return names;
}
