/**
 * Guard of /admin/api/*: Authorization: Bearer <ADMIN_TOKEN>. Without a configured token the
 * admin API does not exist (404), so a forgotten setting never opens it; no header is 401, a wrong
 * token 403.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function adminAuthGuard(adminToken: string | undefined, isReady: () => boolean) {
  return async function guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!adminToken) {
      await reply.code(404).send({ message: 'Not found' });
      return;
    }
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match) {
      await reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ error: 'Unauthorized', message: 'Missing Authorization: Bearer token' });
      return;
    }
    if (!sameSecret(match[1]!, adminToken)) {
      await reply.code(403).send({ error: 'Forbidden', message: 'Invalid admin token' });
      return;
    }
    if (!isReady()) {
      await reply
        .code(503)
        .header('Retry-After', '1')
        .send({ error: 'Service Unavailable', message: 'The server is starting' });
    }
  };
}
