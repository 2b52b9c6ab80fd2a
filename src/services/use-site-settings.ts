import { graphql, useStaticQuery } from 'gatsby';

/** The site settings sourced at build time (from the provider, or content/ as fallback). */
export function useSiteSettings(): Queries.SiteSettingsHookQuery['siteSettings'] & object {
  const data = useStaticQuery<Queries.SiteSettingsHookQuery>(graphql`
    query SiteSettingsHook {
      siteSettings {
        siteName
        siteUrl
        tagline
        linkedinUrl
        enableAnalytics
        consentModeEnabled
        consentRegionStrategy
        forceIpAnonymization
        googleAnalyticsId
        googleTagManagerId
        useCanonicalAnalyticsScript
        analyticsScript
        isFallback
      }
    }
  `);
  if (!data.siteSettings) throw new Error('SiteSettings node missing: sourcing did not run');
  return data.siteSettings;
}
