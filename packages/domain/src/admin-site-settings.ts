/**
 * The site settings in the admin API's names. The public API answers the settings object as it
 * is stored, PascalCase, with the footer's linkedin URL under whichever of four spellings it was
 * saved (the public spec documents all four). Editors see and write one camelCase field per
 * stored value: the four spellings are one value, `linkedIn`.
 */
import { adminFieldName } from './admin-fields';
import { LINKEDIN_KEYS } from './site-settings';

type Settings = Record<string, unknown>;
type JsonSchema = Record<string, unknown>;

/** The admin name of the linkedin URL, whichever spelling stores it. */
export const ADMIN_LINKEDIN = 'linkedIn';

/** The spelling a new settings object stores the linkedin URL under (the seed's). */
const DEFAULT_LINKEDIN_KEY = 'linkedin';

const text = (maxLength: number): JsonSchema => ({ type: 'string', maxLength });
const flag: JsonSchema = { type: 'boolean' };

/** Every settings field other than the linkedin URL, under its stored (public) name. */
export const SITE_SETTINGS_FIELDS: Readonly<Record<string, JsonSchema>> = {
  SiteName: text(200),
  SiteUrl: text(500),
  Tagline: text(500),
  EnableAnalytics: flag,
  ConsentModeEnabled: flag,
  ConsentRegionStrategy: text(50),
  ForceIpAnonymization: flag,
  GoogleAnalyticsId: text(50),
  GoogleTagManagerId: text(50),
  UseCanonicalAnalyticsScript: flag,
  AnalyticsScript: text(20000),
};

const isLinkedinKey = (name: string) => (LINKEDIN_KEYS as readonly string[]).includes(name);

/** The admin name of a stored settings field: every linkedin spelling is `linkedIn`. */
export function siteSettingsAdminName(storedName: string): string {
  return isLinkedinKey(storedName) ? ADMIN_LINKEDIN : adminFieldName(storedName);
}

/** The fields of the admin settings object (answer and body), each under its admin name. */
export function adminSiteSettingsProperties(): Record<string, JsonSchema> {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(SITE_SETTINGS_FIELDS)) {
    properties[adminFieldName(name)] = { ...schema };
  }
  properties[ADMIN_LINKEDIN] = text(500);
  return properties;
}

/** The stored key of the linkedin URL: the first spelling with a value, as the site reads it. */
function linkedinKeyOf(stored: Settings): string | undefined {
  return (
    LINKEDIN_KEYS.find(
      (key) => typeof stored[key] === 'string' && (stored[key] as string).trim() !== '',
    ) ?? LINKEDIN_KEYS.find((key) => stored[key] !== undefined)
  );
}

/** The stored settings as editors see them: the known fields, renamed, and one `linkedIn`. */
export function toAdminSiteSettings(stored: Readonly<Settings>): Settings {
  const admin: Settings = {};
  for (const name of Object.keys(SITE_SETTINGS_FIELDS)) {
    if (stored[name] !== undefined) admin[adminFieldName(name)] = stored[name];
  }
  const linkedinKey = linkedinKeyOf(stored);
  if (linkedinKey) admin[ADMIN_LINKEDIN] = stored[linkedinKey];
  return admin;
}

/**
 * An admin settings body as the settings to store. The linkedin URL keeps the spelling the
 * settings stored it under (`previous`), so the public answer does not change its key when an
 * editor saves; new settings use the seed's spelling.
 */
export function fromAdminSiteSettings(
  body: Readonly<Settings>,
  previous: Readonly<Settings> | null,
): Settings {
  const byAdminName = new Map(
    Object.keys(SITE_SETTINGS_FIELDS).map((name) => [adminFieldName(name), name]),
  );
  const linkedinKey = (previous && linkedinKeyOf(previous)) ?? DEFAULT_LINKEDIN_KEY;
  const stored: Settings = {};
  for (const [name, value] of Object.entries(body)) {
    stored[name === ADMIN_LINKEDIN ? linkedinKey : (byAdminName.get(name) ?? name)] = value;
  }
  return stored;
}
