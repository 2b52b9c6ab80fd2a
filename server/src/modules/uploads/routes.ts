/**
 * Image uploads. POST /admin/api/uploads/images (multipart, field "file", optional ?folder=)
 * stores the file under <folder>/ in the upload store (<UPLOADS_DIR>/images, or the bucket of
 * UPLOADS_S3_BUCKET) with a content hash in its name, so the address never serves two different
 * files and can be cached for a year. The file's type is read from its bytes and must match the
 * declared one (file-type.ts). Each upload is recorded in the media library (media-library.ts,
 * /admin/api/media) with its size and optional alt text. GET /uploads/images/{path} serves them
 * (public, no key: they are page images) under a policy that lets nothing in them run
 * (upload-headers.ts): opened on its own, an SVG is a document on the provider's origin.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { ref } from '../../plugins/shared-schemas.js';
import { refuse } from '../../plugins/refusal.js';
import { actorName } from '../../plugins/admin-auth.js';
import { normaliseAlt } from '@cloud-consulting/domain/media';
import { inspectImage } from './file-type.js';
import { createMediaLibrary } from './media-library.js';
import { variantsOut } from './media-routes.js';
import { storedImagesRoute } from './stored-images-route.js';
import { uploadHeaders } from './upload-headers.js';

export { UPLOAD_HEADERS } from './upload-headers.js';

const FOLDER_PATTERN = '^[a-z0-9][a-z0-9_-]{0,49}(/[a-z0-9][a-z0-9_-]{0,49}){0,3}$';

export const uploadedImageSchema = {
  $id: 'UploadedImage',
  type: 'object',
  properties: {
    fileName: { type: 'string' },
    path: { type: 'string', description: 'Path under /uploads/images/' },
    url: { type: 'string' },
    contentType: { type: 'string' },
    size: { type: 'integer' },
    id: { type: 'integer', description: 'The file in the media library (/admin/api/media/{id})' },
    width: { type: ['integer', 'null'] },
    height: { type: ['integer', 'null'] },
    alt: { type: ['string', 'null'] },
    variants: {
      type: 'array',
      description: 'The resized copies made beside it, narrowest first',
      items: {
        type: 'object',
        properties: { width: { type: 'integer' }, url: { type: 'string' } },
        required: ['width', 'url'],
      },
    },
  },
  required: [
    'fileName',
    'path',
    'url',
    'contentType',
    'size',
    'id',
    'width',
    'height',
    'alt',
    'variants',
  ],
};

/**
 * Serves /uploads/images/{path} with year-long cache headers: from <UPLOADS_DIR>/images with
 * @fastify/static, or from the bucket (stored-images-route.ts).
 */
export async function uploadedImagesStatic(app: FastifyInstance): Promise<void> {
  if (app.uploads.kind !== 'disk') {
    await app.register(storedImagesRoute);
    return;
  }
  const root = app.uploads.location;
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/images/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '365d',
    immutable: true,
    setHeaders(reply, filePath) {
      reply.headers(uploadHeaders(filePath));
    },
  });
}

export async function uploadAdminRoutes(app: FastifyInstance): Promise<void> {
  const library = createMediaLibrary({ db: app.db, store: app.uploads, now: app.now });
  await app.register(multipart, {
    limits: { fileSize: app.config.uploadMaxBytes, files: 1, fields: 5 },
  });

  app.post<{ Querystring: { folder?: string } }>(
    '/uploads/images',
    {
      config: { access: 'media' },
      schema: {
        tags: ['admin: uploads'],
        operationId: 'uploadImage',
        summary:
          'Upload an image (multipart field "file", optional field "alt"); answers its ' +
          '/uploads/images address and its media library record',
        consumes: ['multipart/form-data'],
        querystring: {
          type: 'object',
          properties: { folder: { type: 'string', pattern: FOLDER_PATTERN } },
        },
        response: { 201: ref('UploadedImage'), 400: ref('ValidationError'), 413: ref('Error') },
      },
    },
    async (request, reply) => {
      const invalid = (message: string, field = 'file') =>
        refuse(400, message, { errors: [{ field, message }] });
      if (!request.isMultipart()) throw invalid('Send multipart/form-data with a "file" field');
      // The parts in the order sent: the alt text may come before or after the file.
      let file: { data: Buffer; name: string; mimetype: string } | null = null;
      let altText: string | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          if (part.fieldname === 'file') {
            file = { data, name: part.filename, mimetype: part.mimetype };
          }
        } else if (part.fieldname === 'alt') {
          altText = String(part.value);
        }
      }
      if (!file) throw invalid('The "file" field is required');
      const { data } = file;
      if (data.length === 0) throw invalid('The file is empty');
      const inspection = inspectImage(data, file.mimetype);
      if (!inspection.ok) throw invalid(inspection.message);
      const alt = normaliseAlt(altText);
      if (!alt.ok) throw invalid(alt.message, 'alt');
      const row = await library.store({
        data,
        type: inspection.type,
        originalName: file.name,
        folder: request.query.folder ?? '',
        alt: alt.alt,
        uploadedBy: actorName(request.actor!),
      });
      return reply.code(201).send({
        id: row.id,
        fileName: path.posix.basename(row.path),
        path: row.path,
        url: `/uploads/images/${row.path}`,
        contentType: row.content_type,
        size: row.byte_size,
        width: row.width,
        height: row.height,
        alt: row.alt,
        variants: variantsOut(row),
      });
    },
  );
}
