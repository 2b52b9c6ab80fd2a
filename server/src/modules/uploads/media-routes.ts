/**
 * Admin: the media library of uploaded images. List (with where each file is used and its resized
 * copies), read, change a file's alt text or focal point, delete a file nothing uses. Only unused
 * files are deleted and the alt text and focal point reach the site at its next build, so none of
 * these asks the site to rebuild.
 */
import type { FastifyInstance } from 'fastify';
import { ALT_MAX_LENGTH, normaliseAlt, stillUsedMessage } from '@cloud-consulting/domain/media';
import { normaliseFocalPoint, variantPath } from '@cloud-consulting/domain/image-variants';
import { actorName } from '../../plugins/admin-auth.js';
import { refuse } from '../../plugins/refusal.js';
import { notFound, pageOf, pagingProperties, ref } from '../../plugins/shared-schemas.js';
import { IMAGE_TYPES } from './file-type.js';
import { createMediaLibrary } from './media-library.js';
import type { MediaRow } from './media-repository.js';
import type { MediaUsage } from '@cloud-consulting/domain/media';

const tags = ['admin: media'];
const NOT_FOUND = 'Media file not found';
const TYPE_NAMES = Object.keys(IMAGE_TYPES) as Array<keyof typeof IMAGE_TYPES>;
const config = { access: 'media', invalidates: 'nothing' } as const;

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
} as const;

const usageAnswer = {
  type: 'object',
  properties: {
    kind: {
      type: 'string',
      description:
        "'post', a content collection ('services', 'page-seo', ...), 'site-settings' or 'hero-banner'",
    },
    id: { type: ['integer', 'null'], description: "The record's id; null for a hero banner" },
    title: { type: 'string' },
  },
  required: ['kind', 'id', 'title'],
} as const;

const focalPointSchema = {
  type: 'object',
  description: 'Where crops keep their centre: x from the left, y from the top, each 0 to 1',
  properties: {
    x: { type: 'number', minimum: 0, maximum: 1 },
    y: { type: 'number', minimum: 0, maximum: 1 },
  },
  required: ['x', 'y'],
  additionalProperties: false,
} as const;

const mediaAnswer = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    url: { type: 'string', description: 'Address under /uploads/images/' },
    path: { type: 'string', description: 'Path under /uploads/images/' },
    name: { type: 'string', description: 'The file name it was uploaded with' },
    contentType: { type: 'string' },
    size: { type: 'integer', description: 'Bytes' },
    width: { type: ['integer', 'null'], description: 'Pixels; null when the file does not say' },
    height: { type: ['integer', 'null'] },
    alt: { type: ['string', 'null'] },
    uploadedAt: { type: 'string', format: 'date-time' },
    uploadedBy: {
      type: ['string', 'null'],
      description: 'Null for a file found in the upload store',
    },
    usage: { type: 'array', items: usageAnswer },
    variants: {
      type: 'array',
      description: 'The resized copies stored beside the file, narrowest first',
      items: {
        type: 'object',
        properties: { width: { type: 'integer' }, url: { type: 'string' } },
        required: ['width', 'url'],
      },
    },
    focalPoint: focalPointSchema,
  },
  required: [
    'id',
    'url',
    'path',
    'name',
    'contentType',
    'size',
    'width',
    'height',
    'alt',
    'variants',
    'focalPoint',
  ],
} as const;

/** The resized copies of a file as addresses, narrowest first. */
export const variantsOut = (row: MediaRow) =>
  [...(row.variant_widths ?? [])]
    .sort((a, b) => a - b)
    .map((width) => ({ width, url: `/uploads/images/${variantPath(row.path, width)}` }));

export const mediaOut = (row: MediaRow, usage: MediaUsage[]) => ({
  id: row.id,
  url: `/uploads/images/${row.path}`,
  path: row.path,
  name: row.original_name,
  contentType: row.content_type,
  size: row.byte_size,
  width: row.width,
  height: row.height,
  alt: row.alt,
  uploadedAt: row.uploaded_at,
  uploadedBy: row.uploaded_by,
  usage,
  variants: variantsOut(row),
  focalPoint: { x: row.focal_x, y: row.focal_y },
});

export async function mediaAdminRoutes(app: FastifyInstance): Promise<void> {
  const library = createMediaLibrary({ db: app.db, store: app.uploads, now: app.now });
  const { repo } = library;

  const found = async (id: number) => {
    const row = await repo.findById(id);
    if (!row) throw refuse(404, NOT_FOUND);
    return mediaOut(row, (await repo.usageOf([id])).get(id)!);
  };

  app.get<{
    Querystring: {
      type?: keyof typeof IMAGE_TYPES;
      unused?: boolean;
      page: number;
      pageSize: number;
    };
  }>(
    '/media',
    {
      config,
      schema: {
        tags,
        operationId: 'listMedia',
        summary:
          'Uploaded images, newest first, each with where it is used; files found in the upload ' +
          'store without a record are added first',
        querystring: {
          type: 'object',
          properties: {
            type: { type: 'string', enum: TYPE_NAMES, description: 'Only images of this type' },
            unused: { type: 'boolean', description: 'true: only files nothing uses' },
            ...pagingProperties(24, 100),
          },
          additionalProperties: false,
        },
        response: {
          200: pageOf('media', mediaAnswer),
        },
      },
    },
    async (request) => {
      const { type, unused, page, pageSize } = request.query;
      await library.reconcile();
      const contentTypes = type ? [IMAGE_TYPES[type].contentType] : undefined;
      const { rows, total } = await repo.list({
        contentTypes,
        unused: unused === true,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      const usage = await repo.usageOf(rows.map((r) => r.id));
      return { media: rows.map((r) => mediaOut(r, usage.get(r.id)!)), total, page, pageSize };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/media/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'getMedia',
        summary: 'One uploaded image, with where it is used',
        params: idParams,
        response: { 200: mediaAnswer, ...notFound },
      },
    },
    async (request) => found(request.params.id),
  );

  app.patch<{
    Params: { id: number };
    Body: { alt?: string | null; focalPoint?: { x: number; y: number } };
  }>(
    '/media/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'updateMedia',
        summary:
          "Change an image's alt text (trimmed; blank or null removes it) and/or its focal point",
        params: idParams,
        body: {
          type: 'object',
          properties: {
            alt: { type: ['string', 'null'], maxLength: ALT_MAX_LENGTH },
            // Numbers only here: the shared rule says what is out of range, in words.
            focalPoint: {
              type: 'object',
              properties: { x: { type: 'number' }, y: { type: 'number' } },
              required: ['x', 'y'],
              additionalProperties: false,
            },
          },
          minProperties: 1,
          additionalProperties: false,
        },
        response: { 200: mediaAnswer, 400: ref('ValidationError'), ...notFound },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = actorName(request.actor!);
      // Both checked before either is stored, so a refusal changes nothing.
      const focal =
        request.body.focalPoint === undefined ? null : normaliseFocalPoint(request.body.focalPoint);
      if (focal && !focal.ok) {
        throw refuse(400, focal.message, {
          errors: [{ field: 'focalPoint', message: focal.message }],
        });
      }
      const alt = request.body.alt === undefined ? null : normaliseAlt(request.body.alt);
      if (alt && !alt.ok) {
        throw refuse(400, alt.message, { errors: [{ field: 'alt', message: alt.message }] });
      }
      if (focal?.ok) {
        if (!(await repo.updateFocalPoint(id, focal.focalPoint))) throw refuse(404, NOT_FOUND);
        request.log.info({ actor, mediaId: id }, 'focal point changed');
      }
      if (alt?.ok) {
        if (!(await repo.updateAlt(id, alt.alt))) throw refuse(404, NOT_FOUND);
        request.log.info({ actor, mediaId: id }, 'alt text changed');
      }
      return found(id);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/media/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'deleteMedia',
        summary: 'Delete an image nothing uses: its record and its file',
        params: idParams,
        response: { 204: { type: 'null' }, ...notFound, 409: ref('Error') },
      },
    },
    async (request, reply) => {
      const outcome = await library.remove(request.params.id);
      if (!outcome) throw refuse(404, NOT_FOUND);
      if (!outcome.removed) throw refuse(409, stillUsedMessage(outcome.usage));
      request.log.info(
        { actor: actorName(request.actor!), mediaId: request.params.id },
        'media file deleted',
      );
      return reply.code(204).send();
    },
  );
}
