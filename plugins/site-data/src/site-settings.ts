/** Sources the site settings into one SiteSettings node. */
import type { SourceNodesArgs } from 'gatsby';
import {
  hasSiteSettings,
  normalizeSiteSettings,
  type SiteSettings,
} from '@cloud-consulting/domain/site-settings';
import type { BuildConfig } from './config';
import { sourceCollection, type CollectionSpec } from './source-collection';

export const siteSettingsCollection: CollectionSpec<SiteSettings> = {
  name: 'site settings',
  apiPath: 'site-settings',
  contentFile: 'site-settings.json',
  parse: (raw) => (hasSiteSettings(raw) ? normalizeSiteSettings(raw) : null),
};

export const SITE_SETTINGS_TYPE = 'SiteSettings';

export const siteSettingsTypeDefs = `
  """Site-wide settings from the provider (GET /api/site-settings), or content/site-settings.json."""
  type ${SITE_SETTINGS_TYPE} implements Node @dontInfer {
    siteName: String!
    siteUrl: String!
    tagline: String!
    "The footer's professional-network link; null when the settings give none."
    linkedinUrl: String
    enableAnalytics: Boolean!
    consentModeEnabled: Boolean!
    consentRegionStrategy: String!
    forceIpAnonymization: Boolean!
    googleAnalyticsId: String!
    googleTagManagerId: String!
    useCanonicalAnalyticsScript: Boolean!
    analyticsScript: String!
    "True when the provider was down or empty and content/ was used."
    isFallback: Boolean!
  }
`;

export async function sourceSiteSettings(
  args: SourceNodesArgs,
  config: BuildConfig,
): Promise<void> {
  const { actions, createNodeId, createContentDigest, reporter } = args;
  const { data, isFallback, reason } = await sourceCollection(config, siteSettingsCollection);
  const content = { ...data, isFallback };
  actions.createNode({
    ...content,
    id: createNodeId(SITE_SETTINGS_TYPE),
    internal: { type: SITE_SETTINGS_TYPE, contentDigest: createContentDigest(content) },
  });
  if (isFallback) reporter.warn(`site settings: 1 record from content/ because ${reason}`);
  else reporter.info('site settings: 1 record from the provider');
}
