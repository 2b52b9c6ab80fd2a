/**
 * Guard of /admin/api/*: Authorization: Bearer <ADMIN_TOKEN>. Without a configured token the
 * admin API does not exist (404), so a forgotten setting never opens it; no header is 401, a wrong
 * token 403.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { refuse } from './refusal.js';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function adminAuthGuard(adminToken: string | undefined, isReady: () => boolean) {
  return async function guard(request: FastifyRequest): Promise<void> {
    if (!adminToken) throw refuse(404, 'Not found');
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match) {
      throw refuse(
        401,
        'Missing Authorization: Bearer token',
        { error: 'Unauthorized' },
        { 'WWW-Authenticate': 'Bearer' },
      );
    }
    if (!sameSecret(match[1]!, adminToken)) {
      throw refuse(403, 'Invalid admin token', { error: 'Forbidden' });
    }
    if (!isReady()) {
      throw refuse(
        503,
        'The server is starting',
        { error: 'Service Unavailable' },
        { 'Retry-After': '1' },
      );
    }
  };
}
