/** GET /api/human-check: the question to show, its signed challenge and a comment form token. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import { ref } from '../../plugins/shared-schemas.js';
import { publicRoute } from '../../plugins/public-routes.js';

export const humanCheckSchema = {
  $id: 'HumanCheck',
  type: 'object',
  properties: {
    challenge: { type: 'string', description: 'Send back as humanCheck.challenge' },
    question: { type: 'string', description: "What the visitor reads, e.g. '7 + 3'" },
    expiresAt: { type: 'string', format: 'date-time' },
    formToken: { type: 'string', description: 'Send back as formToken with a comment' },
  },
  required: ['challenge', 'question', 'expiresAt', 'formToken'],
};

export async function humanCheckRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    publicRoute(API_PATHS.humanCheck),
    {
      schema: {
        tags: ['abuse protection'],
        summary:
          'A signed arithmetic challenge (single use, 30 minutes) and an invisible comment form ' +
          'token (single use, 2 hours); both refused when used under 2 seconds after issue',
        security: [{ apiKey: [] }],
        response: { 200: ref('HumanCheck') },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.humanCheck.issue();
    },
  );
}
