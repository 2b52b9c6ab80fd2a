/**
 * GET and HEAD /uploads/images/{path} from a bucket (UPLOADS_S3_BUCKET): what @fastify/static
 * answers for the folder on disk, from the store instead, so any replica serves any upload. The
 * same headers and year-long cache, the object's ETag with 304 for a client that holds it, 404
 * for a missing file or a path that climbs out, 403 for a hidden one (as dotfiles: 'deny' does).
 * A bucket that cannot be reached answers 503 (UploadStoreUnavailableError, see the error
 * handler).
 */
import type { FastifyInstance } from 'fastify';
import { isStoredPath } from '@cloud-consulting/uploads-store/stored-path';
import type { StoredFileContent } from '@cloud-consulting/uploads-store/upload-store';
import { refuse } from '../../plugins/refusal.js';
import { contentTypeOfImage } from './image-extension.js';
import { UPLOAD_CACHE_CONTROL, uploadHeaders } from './upload-headers.js';

/** Whether the client's If-None-Match names the tag (weak or strong, or "*"). */
function holdsTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

/** Whether the client's copy, dated If-Modified-Since, is as new as the file. */
function notModifiedSince(ifModifiedSince: string | undefined, lastModified: Date): boolean {
  if (!ifModifiedSince) return false;
  const since = Date.parse(ifModifiedSince);
  // HTTP dates have whole seconds.
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

export async function storedImagesRoute(app: FastifyInstance): Promise<void> {
  const store = app.uploads;
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/uploads/images/*',
    schema: { hide: true },
    async handler(request, reply) {
      const relative = request.params['*'];
      if (!isStoredPath(relative)) {
        const parts = relative.split('/');
        const hidden = parts.some((p) => p.startsWith('.') && p !== '.' && p !== '..');
        throw hidden ? refuse(403, 'Forbidden') : refuse(404, 'Not found');
      }
      const head = request.method === 'HEAD';
      const file = head ? await store.stat(relative) : await store.read(relative);
      if (!file) throw refuse(404, 'Not found');
      reply.headers({
        ...uploadHeaders(relative),
        'Cache-Control': UPLOAD_CACHE_CONTROL,
        ETag: file.etag,
        'Last-Modified': file.lastModified.toUTCString(),
      });
      const ifNoneMatch = request.headers['if-none-match'];
      const fresh = ifNoneMatch
        ? holdsTag(ifNoneMatch, file.etag)
        : notModifiedSince(request.headers['if-modified-since'], file.lastModified);
      const body = 'body' in file ? (file as StoredFileContent).body : null;
      if (fresh) {
        body?.destroy();
        return reply.code(304).send();
      }
      reply
        .type(contentTypeOfImage(relative) ?? file.contentType ?? 'application/octet-stream')
        .header('Content-Length', String(file.size));
      return head ? reply.send() : reply.send(body);
    },
  });
}
