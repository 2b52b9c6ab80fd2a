/**
 * The site settings form's fields in groups an editor thinks in (the site, analytics, consent),
 * under the admin API's names and limits; admin/test/content-fields.test.ts holds it against the
 * API's settings schema.
 */
import { EU_DEFAULT_DENY } from '@cloud-consulting/domain/consent';
import type { FieldSpec } from './fields';

export interface FieldGroup {
  title: string;
  fields: readonly FieldSpec[];
}

export const SITE_SETTINGS_GROUPS: readonly FieldGroup[] = [
  {
    title: 'Site',
    fields: [
      { name: 'siteName', label: 'Site name', kind: 'text', required: true, maxLength: 200 },
      { name: 'siteUrl', label: 'Site address', kind: 'url', required: true, maxLength: 500 },
      { name: 'tagline', label: 'Tagline', kind: 'longText', maxLength: 500 },
      { name: 'linkedIn', label: 'LinkedIn page', kind: 'url', maxLength: 500 },
    ],
  },
  {
    title: 'Analytics',
    fields: [
      { name: 'enableAnalytics', label: 'Analytics on', kind: 'boolean' },
      { name: 'googleAnalyticsId', label: 'Google Analytics ID', kind: 'text', maxLength: 50 },
      { name: 'googleTagManagerId', label: 'Google Tag Manager ID', kind: 'text', maxLength: 50 },
      {
        name: 'useCanonicalAnalyticsScript',
        label: 'Use the standard analytics script',
        kind: 'boolean',
      },
      {
        name: 'analyticsScript',
        label: 'Own analytics script',
        kind: 'longText',
        maxLength: 20000,
        helper: 'Used when the standard script is off.',
      },
    ],
  },
  {
    title: 'Privacy and consent',
    fields: [
      { name: 'consentModeEnabled', label: 'Ask for consent', kind: 'boolean' },
      {
        name: 'consentRegionStrategy',
        label: 'Consent by region',
        kind: 'text',
        maxLength: 50,
        helper: `${EU_DEFAULT_DENY}: visitors from EU-like regions are asked before analytics; any other value grants.`,
      },
      { name: 'forceIpAnonymization', label: 'Anonymise IP addresses', kind: 'boolean' },
    ],
  },
];

export const SITE_SETTINGS_FIELDS: readonly FieldSpec[] = SITE_SETTINGS_GROUPS.flatMap(
  (group) => group.fields,
);
