/**
 * Admin endpoints of the site settings object: read it, replace it whole (keeping the settings
 * replaced), and list, compare and restore earlier versions.
 */
import type { FastifyInstance } from 'fastify';
import { ref } from '../../plugins/shared-schemas.js';
import { actorOf } from '../revisions/actor.js';
import { registerRevisionRoutes } from '../revisions/routes.js';
import { createSiteSettingsRepository, type SiteSettings } from './repository.js';
import { createSiteSettingsService } from './service.js';

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

const { $id: _id, ...settingsBody } = siteSettingsSchema;

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
        summary: 'The site settings object',
        response: { 200: ref('SiteSettings') },
      },
    },
    async () => (await repo.get()) ?? {},
  );

  app.put<{ Body: SiteSettings }>(
    '/site-settings',
    {
      config: { access: 'content' },
      schema: {
        ...schema,
        summary: 'Replace the site settings object; keeps the previous settings',
        body: { ...settingsBody, required: ['SiteName', 'SiteUrl'] },
        response: { 200: ref('SiteSettings'), 400: ref('ValidationError') },
      },
    },
    async (request) => {
      return service.replace(request.body, actorOf(request));
    },
  );

  registerRevisionRoutes(app, {
    path: '/site-settings',
    tags: schema.tags,
    name: 'SiteSettings',
    what: 'the site settings',
    recordNotFound: 'Site settings not found',
    recordSchema: 'SiteSettings',
    records: service,
  });
}
