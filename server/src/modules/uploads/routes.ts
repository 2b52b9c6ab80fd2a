/**
 * Image uploads. POST /admin/api/uploads/images (multipart, field "file", optional ?folder=)
 * stores the file under <UPLOADS_DIR>/images/<folder>/ with a content hash in its name, so the
 * address never serves two different files and can be cached for a year. The file's type is
 * read from its bytes and must match the declared one (file-type.ts). GET
 * /uploads/images/{path} serves them (public, no key: they are page images) under a policy that
 * lets nothing in them run: opened on its own, an SVG is a document on the provider's origin.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { ref } from '../../plugins/shared-schemas.js';
import { refuse } from '../../plugins/refusal.js';
import { slugify } from '../blog/slug.js';
import { IMAGE_TYPES, inspectImage } from './file-type.js';

const FOLDER_PATTERN = '^[a-z0-9][a-z0-9_-]{0,49}(/[a-z0-9][a-z0-9_-]{0,49}){0,3}$';

/**
 * Headers of every served upload: no script, no loads, no plugins, sandboxed as an opaque
 * origin; inline styles only, which SVG drawings use. The content type is never sniffed.
 */
export const UPLOAD_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
} as const;
const IMAGE_EXTENSIONS = new Set([
  ...Object.values(IMAGE_TYPES).map((type) => `.${type.extension}`),
  '.jpeg',
]);

export const uploadedImageSchema = {
  $id: 'UploadedImage',
  type: 'object',
  properties: {
    fileName: { type: 'string' },
    path: { type: 'string', description: 'Path under /uploads/images/' },
    url: { type: 'string' },
    contentType: { type: 'string' },
    size: { type: 'integer' },
  },
  required: ['fileName', 'path', 'url', 'contentType', 'size'],
};

/** Serves /uploads/images/{path} from <UPLOADS_DIR>/images with year-long cache headers. */
export async function uploadedImagesStatic(app: FastifyInstance): Promise<void> {
  const root = path.join(app.config.uploadsDir, 'images');
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
      // Page images are embedded by the site's own origin, which differs from the API's.
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      reply.headers(UPLOAD_HEADERS);
      // Anything else in the folder (put there by hand) is downloaded, never displayed.
      if (!IMAGE_EXTENSIONS.has(path.extname(filePath).toLowerCase())) {
        reply.header('Content-Disposition', 'attachment');
      }
    },
  });
}

export async function uploadAdminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: app.config.uploadMaxBytes, files: 1, fields: 5 },
  });

  app.post<{ Querystring: { folder?: string } }>(
    '/uploads/images',
    {
      config: { access: 'media' },
      schema: {
        tags: ['admin: uploads'],
        summary: 'Upload an image (multipart field "file"); answers its /uploads/images address',
        consumes: ['multipart/form-data'],
        querystring: {
          type: 'object',
          properties: { folder: { type: 'string', pattern: FOLDER_PATTERN } },
        },
        response: { 201: ref('UploadedImage'), 400: ref('ValidationError'), 413: ref('Error') },
      },
    },
    async (request, reply) => {
      const invalid = (message: string) =>
        refuse(400, message, { errors: [{ field: 'file', message }] });
      if (!request.isMultipart()) throw invalid('Send multipart/form-data with a "file" field');
      const file = await request.file();
      if (!file || file.fieldname !== 'file') throw invalid('The "file" field is required');
      const data = await file.toBuffer();
      if (data.length === 0) throw invalid('The file is empty');
      const inspection = inspectImage(data, file.mimetype);
      if (!inspection.ok) throw invalid(inspection.message);
      const { extension, contentType } = inspection.type;
      const hash = createHash('sha256').update(data).digest('hex').slice(0, 10);
      const base = slugify(path.parse(file.filename || 'image').name, 60);
      const fileName = `${base}-${hash}.${extension}`;
      const folder = request.query.folder ?? '';
      const relative = folder ? `${folder}/${fileName}` : fileName;
      const dir = path.join(app.config.uploadsDir, 'images', folder);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, fileName), data);
      return reply.code(201).send({
        fileName,
        path: relative,
        url: `/uploads/images/${relative}`,
        contentType,
        size: data.length,
      });
    },
  );
}
