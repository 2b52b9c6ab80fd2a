/**
 * Liveness and readiness. /health answers as soon as the process listens; /ready answers 200
 * only once migrations are applied and the database answers, so a load balancer sends traffic
 * to a replica only when it can serve it. While the database is restarting /ready answers 503
 * and /health stays 200: the process itself is fine and serves again once the database is back.
 */
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async () => ({ status: 'ok' }));

  app.get('/ready', async (_request, reply) => {
    const notReady = () => reply.code(503).header('Retry-After', '1').send({ ready: false });
    if (!app.databaseReady) return notReady();
    try {
      await app.db.query('SELECT 1');
      return { ready: true };
    } catch {
      return notReady();
    }
  });
}
