/**
 * Fastify's per-request log lines, except for successful reads of the response cache's routes.
 * Those are the site's hot path: at info level, the two JSON lines each request writes ("incoming
 * request", "request completed") cost half as much again as serving the answer from memory. They
 * still log when they fail (status 400 and above, or an error), and LOG_CACHED_READS=true logs
 * them all.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

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
    if (this.isCachedRead(request)) return;
    super.incomingRequest(request, reply, metadata);
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
