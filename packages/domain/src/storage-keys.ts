/** Browser storage keys. The product prefix keeps them apart from other sites on localhost. */
export const STORAGE_PREFIX = 'cloudforge_';

export const STORAGE_KEYS = {
  cookieConsent: `${STORAGE_PREFIX}cookie_consent`,
  cookieConsentDate: `${STORAGE_PREFIX}cookie_consent_date`,
  analyticsConsent: `${STORAGE_PREFIX}analytics_consent`,
  theme: `${STORAGE_PREFIX}theme`,
  debug: `${STORAGE_PREFIX}debug`,
  guestSession: `${STORAGE_PREFIX}guest_session`,
  tempSession: `${STORAGE_PREFIX}temp_session`,
  imageCache: `${STORAGE_PREFIX}image_cache`,
  /** Lead submissions waiting for the server (the training form's outbox). */
  leadOutbox: `${STORAGE_PREFIX}lead_outbox`,
} as const;

export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const DEFAULT_THEME: ThemeMode = 'system';

/** A stored theme, or the default when nothing valid is stored. */
export const parseTheme = (raw: string | null | undefined): ThemeMode =>
  THEME_MODES.find((mode) => mode === raw) ?? DEFAULT_THEME;

/** Debug output is on only with ?debug=1 or the stored flag set to '1'. */
export function isDebugEnabled(search: string, storedFlag: string | null | undefined): boolean {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const debugParam = query
    .split('&')
    .map((pair) => pair.split('='))
    .find(([key]) => key === 'debug');
  return debugParam?.[1] === '1' || storedFlag === '1';
}
