/** GET /api/site-settings: the site settings object the shell and the build read. */
import type { FastifyInstance } from 'fastify';
import { ref } from '../../plugins/shared-schemas.js';
import { createSiteSettingsRepository } from './repository.js';

export async function siteSettingsRoutes(app: FastifyInstance): Promise<void> {
  const schema = {
    tags: ['settings'],
    summary: 'Site settings',
    security: [{ apiKey: [] }],
    response: { 200: ref('SiteSettings'), 404: ref('Error') },
  };
  app.get('/api/site-settings', { schema, config: { cache: 'site' } }, async (_request, reply) => {
    const settings = await createSiteSettingsRepository(app.db).get();
    if (!settings) return reply.code(404).send({ message: 'Site settings not found' });
    return settings;
  });
}
