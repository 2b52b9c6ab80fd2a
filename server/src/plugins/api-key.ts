/**
 * Every /api/* call carries the front-end key in X-API-Key. Calls without it are refused with
 * 401; calls that arrive before the database is ready get 503 with Retry-After.
 *
 * A callback-style hook: it runs on every request, including answers served from the response
 * cache, so it allocates nothing when the key is right.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { API_KEY_HEADER, API_PREFIX } from '@cloud-consulting/domain/api-paths';

const HEADER = API_KEY_HEADER.toLowerCase();
const PREFIX_SLASH = `${API_PREFIX}/`;

/**
 * The router matches the decoded path (/%61pi/blog is /api/blog), so the route it matched
 * decides; the raw URL still counts for addresses no route matches, which answer 401, not 404.
 */
const underApi = (url: string | undefined) =>
  url !== undefined && (url.startsWith(PREFIX_SLASH) || url === API_PREFIX);

export function apiKeyGuard(apiKey: string, isReady: () => boolean) {
  const expected = Buffer.from(apiKey);
  const sameSecret = (given: string) =>
    Buffer.byteLength(given) === expected.length && timingSafeEqual(Buffer.from(given), expected);

  return function guard(
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ): void {
    if (!underApi(request.routeOptions.url) && !underApi(request.url)) {
      done();
      return;
    }
    if (request.method === 'OPTIONS') {
      done();
      return;
    }
    const given = request.headers[HEADER];
    if (typeof given !== 'string' || !sameSecret(given)) {
      // Answered here: the remaining hooks and the handler do not run.
      void reply
        .code(401)
        .send({ error: 'Unauthorized', message: `Missing or invalid ${API_KEY_HEADER} header` });
      return;
    }
    if (!isReady()) {
      void reply
        .code(503)
        .header('Retry-After', '1')
        .send({ error: 'Service Unavailable', message: 'The server is starting' });
      return;
    }
    done();
  };
}
