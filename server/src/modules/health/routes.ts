/**
 * Liveness and readiness. /health answers as soon as the process listens; /ready answers 200
 * only once migrations are applied and the database answers, so a load balancer sends traffic
 * to a replica only when it can serve it. While the database is restarting /ready answers 503
 * and /health stays 200: the process itself is fine and serves again once the database is back.
 */
import type { FastifyInstance } from 'fastify';
import { ref } from '../../plugins/shared-schemas.js';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 while the process listens',
        response: {
          200: { type: 'object', properties: { status: { type: 'string', const: 'ok' } } },
        },
      },
    },
    async () => ({ status: 'ok' }),
  );

  const readiness = { type: 'object', properties: { ready: { type: 'boolean' } } };
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: 200 once migrations are applied and the database answers, else 503',
        // Not ready: { ready: false }; overloaded (under-pressure): the usual { message }.
        response: { 200: readiness, 503: { anyOf: [readiness, ref('Error')] } },
      },
    },
    async (_request, reply) => {
      const notReady = () => reply.code(503).header('Retry-After', '1').send({ ready: false });
      if (!app.databaseReady) return notReady();
      try {
        await app.db.query('SELECT 1');
        return { ready: true };
      } catch {
        return notReady();
      }
    },
  );
}
