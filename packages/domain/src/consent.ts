/**
 * Cookie and analytics consent decisions. Storage and the analytics script live in the browser
 * code; here are only the rules, with stored values and browser facts passed in.
 */

export const EU_DEFAULT_DENY = 'EU_DEFAULT_DENY';

export type ConsentState = 'granted' | 'denied';

/** Region subtags of the EU, the EEA, the UK and Switzerland: the GDPR-like regions. */
export const EU_LIKE_REGIONS: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
  'GB',
  'CH',
];

/**
 * Official EU languages other than English: a bare tag such as 'de' counts as EU-like. English
 * counts only with an EU-like region ('en-IE', 'en-GB').
 */
export const EU_LIKE_LANGUAGES: readonly string[] = [
  'bg',
  'hr',
  'cs',
  'da',
  'nl',
  'et',
  'fi',
  'fr',
  'de',
  'el',
  'hu',
  'ga',
  'it',
  'lv',
  'lt',
  'mt',
  'pl',
  'pt',
  'ro',
  'sk',
  'sl',
  'es',
  'sv',
  'is',
  'no',
  'nb',
  'nn',
];

/** Whether a browser language tag (e.g. 'de-AT', 'fr', 'en-US') suggests an EU-like visitor. */
export function isEuLikeLanguage(tag: string): boolean {
  const [language, ...rest] = tag.trim().split(/[-_]/);
  const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part));
  if (region) return EU_LIKE_REGIONS.includes(region.toUpperCase());
  return EU_LIKE_LANGUAGES.includes((language ?? '').toLowerCase());
}

export interface AnalyticsDecisionInput {
  /** Site setting ConsentModeEnabled. */
  consentModeEnabled: boolean;
  /** The visitor's stored analytics choice, or null when none is stored. */
  storedAnalytics: boolean | null;
  /** navigator.languages (or [navigator.language]). */
  languages: readonly string[];
  /** Site setting ConsentRegionStrategy. */
  regionStrategy?: string | null;
}

/**
 * The analytics consent in force: consent mode off grants; a stored choice wins; otherwise an
 * EU-like visitor under EU_DEFAULT_DENY is denied until they accept, and anyone else is granted.
 */
export function decideAnalyticsConsent(input: AnalyticsDecisionInput): ConsentState {
  if (!input.consentModeEnabled) return 'granted';
  if (input.storedAnalytics !== null) return input.storedAnalytics ? 'granted' : 'denied';
  const euLike = input.languages.some(isEuLikeLanguage);
  return euLike && input.regionStrategy === EU_DEFAULT_DENY ? 'denied' : 'granted';
}

/** The analytics script goes in once, and only when every condition holds. */
export function shouldInjectAnalytics(input: {
  storedAllowsAnalytics: boolean;
  analyticsEnabled: boolean;
  consent: ConsentState;
  alreadyInjected: boolean;
}): boolean {
  return (
    !input.alreadyInjected &&
    input.storedAllowsAnalytics &&
    input.analyticsEnabled &&
    input.consent === 'granted'
  );
}

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}

/**
 * The version of the consent text the visitor agrees to. Raise it whenever the banner's or the
 * preferences' wording changes what a visitor agrees to: a stored choice made under another
 * version (or under none) is no longer a valid choice, so the banner asks again.
 */
export const CONSENT_VERSION = '2026-11';

export interface ConsentRecord extends ConsentChoice {
  /** Always true: the site cannot work without them. */
  necessary: true;
  /** ISO timestamp of the choice. */
  consentDate: string;
  /** The CONSENT_VERSION the choice was made under. */
  version: string;
}

/** A full record for a choice made at `now`, under the current consent version. */
export const buildConsentRecord = (choice: ConsentChoice, now: Date): ConsentRecord => ({
  necessary: true,
  analytics: choice.analytics,
  marketing: choice.marketing,
  functional: choice.functional,
  consentDate: now.toISOString(),
  version: CONSENT_VERSION,
});

export const acceptAllConsent = (now: Date): ConsentRecord =>
  buildConsentRecord({ analytics: true, marketing: true, functional: true }, now);

export const rejectAllConsent = (now: Date): ConsentRecord =>
  buildConsentRecord({ analytics: false, marketing: false, functional: false }, now);

/** The choice the Customize panel starts from: the stored one, else everything off. */
export const initialCustomChoice = (stored: ConsentRecord | null): ConsentChoice => ({
  analytics: stored?.analytics ?? false,
  marketing: stored?.marketing ?? false,
  functional: stored?.functional ?? false,
});

function parseJsonObject(raw: string | null | undefined): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Reads the stored full record. Null means the banner must show: nothing stored, unreadable
 * JSON, a record whose fields are not booleans, or one made under another consent version (or
 * none). A missing date is tolerated.
 */
export function parseStoredConsent(raw: string | null | undefined): ConsentRecord | null {
  const value = parseJsonObject(raw);
  if (!value) return null;
  const { analytics, marketing, functional, consentDate, version } = value;
  if ([analytics, marketing, functional].some((flag) => typeof flag !== 'boolean')) return null;
  if (version !== CONSENT_VERSION) return null;
  return {
    necessary: true,
    analytics: analytics as boolean,
    marketing: marketing as boolean,
    functional: functional as boolean,
    consentDate: typeof consentDate === 'string' ? consentDate : '',
    version: CONSENT_VERSION,
  };
}

/** Reads the simpler analytics-only record; null when absent or invalid. */
export function parseAnalyticsOnlyConsent(raw: string | null | undefined): boolean | null {
  const value = parseJsonObject(raw);
  return value && typeof value.analytics === 'boolean' ? value.analytics : null;
}

export const shouldShowBanner = (raw: string | null | undefined): boolean =>
  parseStoredConsent(raw) === null;

/**
 * Where the guest session lives: persistent storage only with functional consent, otherwise the
 * tab's session storage, so a guest who has not agreed leaves nothing behind.
 */
export const guestSessionStorage = (consent: ConsentRecord | null): 'local' | 'session' =>
  consent?.functional ? 'local' : 'session';

/**
 * Whether like, bookmark and tracking may run: a logged-in user, or a guest who consented. They
 * are tied to the guest session, which functional consent covers: a guest who turns functional
 * cookies off is treated as one who never consented (analytics consent alone is not enough).
 */
export const canUseEngagement = (input: {
  userId?: string | number | null;
  consent: ConsentRecord | null;
  analyticsOnly?: boolean | null;
}): boolean =>
  (input.userId !== undefined && input.userId !== null && input.userId !== '') ||
  Boolean(input.consent ? input.consent.functional : input.analyticsOnly);

/**
 * What a choice leaves no room for, cleared on every change: analytics cookies without analytics
 * consent, a guest session in persistent storage without functional consent. It goes by the new
 * choice alone, not by what was stored before, so a choice that replaces an outdated or
 * unreadable record clears what that record had allowed too.
 */
export const dataToClear = (
  next: ConsentChoice,
): { analyticsCookies: boolean; persistentGuestSession: boolean } => ({
  analyticsCookies: !next.analytics,
  persistentGuestSession: !next.functional,
});

/** The browser event raised when consent changes. */
export const CONSENT_CHANGED_EVENT = 'cookie-consent-changed';

/** Reasons sent to POST /api/consent/log with the previous and next values. */
export const CONSENT_LOG_REASONS = ['accept', 'reject', 'customize', 'revoke'] as const;
export type ConsentLogReason = (typeof CONSENT_LOG_REASONS)[number];

/** The class the head script puts on <html> when a valid consent is stored. */
export const CONSENT_STORED_CLASS = 'consent-stored';

/**
 * The cookie banner is in the served HTML, so a first visitor sees it with the page. This inline
 * head script runs before the first paint and marks <html> when a valid consent is already stored
 * (by the same rule as parseStoredConsent, the current version included), so a returning visitor
 * never sees the banner flash, and one whose choice is outdated sees it at once.
 */
export const consentStoredScript = (storageKey: string): string =>
  `(function(){try{var v=JSON.parse(localStorage.getItem(${JSON.stringify(
    storageKey,
  )}));if(v&&typeof v==='object'&&!Array.isArray(v)&&v.version===${JSON.stringify(
    CONSENT_VERSION,
  )}&&['analytics','marketing','functional'].every(function(k){return typeof v[k]==='boolean'}))document.documentElement.classList.add(${JSON.stringify(
    CONSENT_STORED_CLASS,
  )});}catch(e){}})();`;

/** Hides the served banner before hydration when the head script found a stored consent. */
export const consentStoredCss = (bannerSelector: string): string =>
  `html.${CONSENT_STORED_CLASS} ${bannerSelector}{display:none}`;
