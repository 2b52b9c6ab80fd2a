/**
 * Fastify's per-request log lines, except for successful reads of the response cache's routes.
 * Those are the site's hot path: at info level, the two JSON lines each request writes ("incoming
 * request", "request completed") cost half as much again as serving the answer from memory. They
 * still log when they fail (status 400 and above, or an error), and LOG_CACHED_READS=true logs
 * them all.
 *
 * Secrets that travel in an address are never written: the signature of a preview address
 * (`sig`) is logged as [redacted], so the log cannot open a draft.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets. */
const SECRET_PARAMETERS = /([?&](?:sig)=)[^&#]*/gi;

/** The address as logs show it: secret query values replaced by [redacted]. */
export function loggedUrl(url: string): string {
  return url.includes('?') ? url.replace(SECRET_PARAMETERS, '$1[redacted]') : url;
}

/** The request as the log's `req` serializer reads it, with its address redacted. */
function redactedRequest(request: FastifyRequest): FastifyRequest {
  const url = loggedUrl(request.url);
  return url === request.url
    ? request
    : (Object.create(request, { url: { value: url } }) as FastifyRequest);
}

export class ProviderLogController extends LogController {
  constructor(private readonly logCachedReads: boolean) {
    super();
  }

  private isCachedRead(request: FastifyRequest): boolean {
    return (
      !this.logCachedReads &&
      request.method === 'GET' &&
      request.routeOptions.config?.cache !== undefined
    );
  }

  override incomingRequest(
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (this.isCachedRead(request) || this.isLogDisabled(request)) return;
    if (redactedRequest(request) === request) {
      super.incomingRequest(request, reply, metadata);
      return;
    }
    request.log.info({ req: redactedRequest(request) }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (!error && reply.statusCode < 400 && this.isCachedRead(request)) return;
    super.requestCompleted(error, request, reply, metadata);
  }
}
