/** GET /api/site-settings: the site settings object the shell and the build read. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import { ref } from '../../plugins/shared-schemas.js';
import { refuse } from '../../plugins/refusal.js';
import { publicRoute } from '../../plugins/public-routes.js';
import { createSiteSettingsRepository } from './repository.js';

export async function siteSettingsRoutes(app: FastifyInstance): Promise<void> {
  const schema = {
    tags: ['settings'],
    summary: 'Site settings',
    security: [{ apiKey: [] }],
    response: { 200: ref('SiteSettings'), 404: ref('Error') },
  };
  app.get(publicRoute(API_PATHS.siteSettings), { schema, config: { cache: 'site' } }, async () => {
    const settings = await createSiteSettingsRepository(app.db).get();
    if (!settings) throw refuse(404, 'Site settings not found');
    return settings;
  });
}
