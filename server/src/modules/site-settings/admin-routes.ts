/**
 * Admin endpoints of the site settings object: read it, replace it whole (keeping the settings
 * replaced), and list, compare and restore earlier versions. Editors read and write the admin
 * names (camelCase, one `linkedIn`); the settings are stored, and answered publicly, under
 * their public names (admin-site-settings.ts renames both ways).
 */
import type { FastifyInstance } from 'fastify';
import {
  adminSiteSettingsProperties,
  fromAdminSiteSettings,
  siteSettingsAdminName,
  toAdminSiteSettings,
} from '@cloud-consulting/domain/admin-site-settings';
import { ref } from '../../plugins/shared-schemas.js';
import { actorOf } from '../revisions/actor.js';
import { registerRevisionRoutes } from '../revisions/routes.js';
import { createSiteSettingsRepository, type SiteSettings } from './repository.js';
import { createSiteSettingsService } from './service.js';

/** The settings as GET /api/site-settings answers them: as stored, PascalCase, open. */
export const siteSettingsSchema = {
  $id: 'SiteSettings',
  type: 'object',
  additionalProperties: true,
  properties: {
    SiteName: { type: 'string', maxLength: 200 },
    SiteUrl: { type: 'string', maxLength: 500 },
    EnableAnalytics: { type: 'boolean' },
    ConsentModeEnabled: { type: 'boolean' },
    ConsentRegionStrategy: { type: 'string', maxLength: 50 },
    ForceIpAnonymization: { type: 'boolean' },
    GoogleAnalyticsId: { type: 'string', maxLength: 50 },
    GoogleTagManagerId: { type: 'string', maxLength: 50 },
    UseCanonicalAnalyticsScript: { type: 'boolean' },
    AnalyticsScript: { type: 'string', maxLength: 20000 },
    linkedin: { type: 'string', maxLength: 500 },
    LinkedIn: { type: 'string', maxLength: 500 },
    linkedIn: { type: 'string', maxLength: 500 },
    LINKEDIN: { type: 'string', maxLength: 500 },
  },
};

/** The settings as the admin API answers them: one camelCase field per stored value. */
export const adminSiteSettingsSchema = {
  $id: 'AdminSiteSettings',
  type: 'object',
  properties: adminSiteSettingsProperties(),
};

/** Body of PUT /admin/api/site-settings: the whole object; any other field is refused. */
const settingsBody = {
  type: 'object',
  additionalProperties: false,
  properties: adminSiteSettingsProperties(),
  required: ['siteName', 'siteUrl'],
};

const names = { field: siteSettingsAdminName, record: toAdminSiteSettings };

export async function siteSettingsAdminRoutes(app: FastifyInstance): Promise<void> {
  const repo = createSiteSettingsRepository(app.db);
  const service = createSiteSettingsService(app.db, app.now);
  const schema = { tags: ['admin: site-settings'] };

  app.get(
    '/site-settings',
    {
      config: { access: 'content' },
      schema: {
        ...schema,
        operationId: 'getSiteSettings',
        summary: 'The site settings object',
        response: { 200: ref('AdminSiteSettings') },
      },
    },
    async () => toAdminSiteSettings((await repo.get()) ?? {}),
  );

  app.put<{ Body: SiteSettings }>(
    '/site-settings',
    {
      config: { access: 'content' },
      schema: {
        ...schema,
        operationId: 'replaceSiteSettings',
        summary: 'Replace the site settings object; keeps the previous settings',
        body: settingsBody,
        response: { 200: ref('AdminSiteSettings'), 400: ref('ValidationError') },
      },
    },
    async (request) => {
      const stored = await service.replace(
        (previous) => fromAdminSiteSettings(request.body, previous),
        actorOf(request),
      );
      return toAdminSiteSettings(stored);
    },
  );

  registerRevisionRoutes(app, {
    path: '/site-settings',
    tags: schema.tags,
    name: 'SiteSettings',
    what: 'the site settings',
    recordNotFound: 'Site settings not found',
    recordSchema: 'AdminSiteSettings',
    records: service,
    names,
  });
}
