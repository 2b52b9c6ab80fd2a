/**
 * Liveness and readiness. /health answers as soon as the process listens; /ready answers 200
 * only once migrations are applied and the database answers, so a load balancer sends traffic
 * to a replica only when it can serve it.
 */
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async () => ({ status: 'ok' }));

  app.get('/ready', async (_request, reply) => {
    if (!app.databaseReady) return reply.code(503).send({ ready: false });
    try {
      await app.db.query('SELECT 1');
      return { ready: true };
    } catch {
      return reply.code(503).send({ ready: false });
    }
  });
}
