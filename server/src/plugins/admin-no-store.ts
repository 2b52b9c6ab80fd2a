/**
 * Nothing the admin API answers may be kept by a browser or a proxy: leads, the CSV exports, the
 * outbox with its invitation links, the session with its CSRF token. Every answer under
 * /admin/api, refusals and unknown addresses included, leaves with Cache-Control: no-store.
 */
import type { DoneFuncWithErrOrRes, FastifyReply, FastifyRequest } from 'fastify';

const ADMIN_API = '/admin/api';

const underAdminApi = (url: string | undefined) =>
  url !== undefined &&
  url.startsWith(ADMIN_API) &&
  (url.length === ADMIN_API.length || '/?'.includes(url[ADMIN_API.length]!));

/** onSend hook of the root instance. */
export function adminNoStore(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: DoneFuncWithErrOrRes,
): void {
  // The route matched decides (the router decodes /%61dmin/api), else the address asked for.
  if (underAdminApi(request.routeOptions.url) || underAdminApi(request.url))
    reply.header('Cache-Control', 'no-store');
  done(null, payload);
}
