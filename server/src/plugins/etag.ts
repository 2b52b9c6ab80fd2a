/**
 * ETag on successful GET answers of /api/*: a hash of the body. A matching If-None-Match gets 304
 * with no body, so the site's build and browsers skip unchanged lists. Attached per route (see
 * response-cache.ts): cached routes store the ETag with the body and answer 304 themselves.
 */
import { createHash } from 'node:crypto';
import type { DoneFuncWithErrOrRes, FastifyReply, FastifyRequest } from 'fastify';

/** The strong ETag of a body: its SHA-1, base64url, quoted. */
export function etagOf(payload: string | Buffer): string {
  return `"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/** Whether an If-None-Match header names this ETag (weak or strong) or is `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header === etag) return true;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === etag);
}

/** Answers are revalidated on every use; the ETag makes that a 304 when nothing changed. */
export const CACHE_CONTROL = 'no-cache';

/** onSend hook: adds the ETag and turns a 200 into a 304 when If-None-Match names it. */
export function etagOnSend(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: DoneFuncWithErrOrRes,
): void {
  if (
    (request.method !== 'GET' && request.method !== 'HEAD') ||
    reply.statusCode !== 200 ||
    (typeof payload !== 'string' && !Buffer.isBuffer(payload))
  ) {
    done(null, payload);
    return;
  }
  const etag = etagOf(payload);
  reply.header('ETag', etag);
  reply.header('Cache-Control', CACHE_CONTROL);
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    reply.code(304);
    reply.removeHeader('content-length');
    done(null, '');
    return;
  }
  done(null, payload);
}
