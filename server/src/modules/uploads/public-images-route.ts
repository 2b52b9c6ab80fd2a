/**
 * GET /api/uploaded-images: what the site's build needs to know of each uploaded image: its pixel
 * width, the widths of its resized copies (so a srcset names only files that exist) and its focal
 * point (so a crop keeps it in view). Not cached: a focal point changed in the media library must
 * reach the next build.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import { publicRoute } from '../../plugins/public-routes.js';
import { createMediaRepository } from './media-repository.js';

const imageInfo = {
  type: 'object',
  properties: {
    path: { type: 'string', description: 'Path under /uploads/images/' },
    width: { type: ['integer', 'null'] },
    height: { type: ['integer', 'null'] },
    variantWidths: { type: 'array', items: { type: 'integer' } },
    focalPoint: {
      type: 'object',
      properties: { x: { type: 'number' }, y: { type: 'number' } },
      required: ['x', 'y'],
    },
  },
  required: ['path', 'width', 'height', 'variantWidths', 'focalPoint'],
} as const;

export async function uploadedImagesRoutes(app: FastifyInstance): Promise<void> {
  const repo = createMediaRepository(app.db);
  app.get(
    publicRoute(API_PATHS.uploadedImages),
    {
      schema: {
        tags: ['uploads'],
        summary: 'Uploaded images: width, resized copies and focal point of each',
        security: [{ apiKey: [] }],
        response: {
          200: {
            type: 'object',
            properties: { images: { type: 'array', items: imageInfo } },
            required: ['images'],
          },
        },
      },
    },
    async () => ({
      images: (await repo.imageIndex()).map((row) => ({
        path: row.path,
        width: row.width,
        height: row.height,
        variantWidths: [...(row.variant_widths ?? [])].sort((a, b) => a - b),
        focalPoint: { x: row.focal_x, y: row.focal_y },
      })),
    }),
  );
}
