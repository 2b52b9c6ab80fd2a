/**
 * Site settings as the provider sends them (PascalCase keys) turned into the shape
 * the site uses. The footer's linkedin URL may come under any of four spellings.
 */
export interface SiteSettings {
  siteName: string;
  siteUrl: string;
  tagline: string;
  linkedinUrl: string | null;
  enableAnalytics: boolean;
  consentModeEnabled: boolean;
  consentRegionStrategy: string;
  forceIpAnonymization: boolean;
  googleAnalyticsId: string;
  googleTagManagerId: string;
  useCanonicalAnalyticsScript: boolean;
  analyticsScript: string;
}

/** The four spellings the public spec documents for the footer's linkedin URL, in the order the site reads them. */
export const LINKEDIN_KEYS = ['linkedin', 'LinkedIn', 'linkedIn', 'LINKEDIN'] as const;

/** The first non-empty, trimmed linkedin URL under any of the four keys settings have used for it, else null. */
export function linkedinUrlOf(raw: Record<string, unknown>): string | null {
  for (const key of LINKEDIN_KEYS) {
    const value = raw[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}

/** True when a provider answer carries usable settings (an object with a site name). */
export function hasSiteSettings(raw: unknown): raw is Record<string, unknown> {
  return (
    typeof raw === 'object' &&
    raw !== null &&
    !Array.isArray(raw) &&
    text((raw as Record<string, unknown>).SiteName) !== ''
  );
}

export function normalizeSiteSettings(raw: Record<string, unknown>): SiteSettings {
  return {
    siteName: text(raw.SiteName),
    siteUrl: text(raw.SiteUrl),
    tagline: text(raw.Tagline),
    linkedinUrl: linkedinUrlOf(raw),
    enableAnalytics: flag(raw.EnableAnalytics),
    consentModeEnabled: flag(raw.ConsentModeEnabled),
    consentRegionStrategy: text(raw.ConsentRegionStrategy),
    forceIpAnonymization: flag(raw.ForceIpAnonymization),
    googleAnalyticsId: text(raw.GoogleAnalyticsId),
    googleTagManagerId: text(raw.GoogleTagManagerId),
    useCanonicalAnalyticsScript: flag(raw.UseCanonicalAnalyticsScript),
    analyticsScript: text(raw.AnalyticsScript),
  };
}
