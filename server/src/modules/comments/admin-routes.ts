/**
 * Admin moderation: the queue of comments by status (pending first, flagged on top), approve and
 * reject. Comments are read by the site at run time, so moderation never rebuilds the site.
 */
import type { FastifyInstance } from 'fastify';
import { listOf } from '../../plugins/shared-schemas.js';
import { refuse } from '../../plugins/refusal.js';
import { createCommentRepository } from './repository.js';

const tags = ['admin: comments'];

export async function commentAdminRoutes(app: FastifyInstance): Promise<void> {
  const repo = createCommentRepository(app.db, app.now);

  app.get<{ Querystring: { status: string; limit: number } }>(
    '/comments',
    {
      config: { rebuild: false, access: 'comments' },
      schema: {
        tags,
        summary: 'Moderation queue: comments with a status (default pending_approval)',
        querystring: {
          type: 'object',
          properties: {
            status: {
              type: 'string',
              enum: ['pending_approval', 'published', 'rejected'],
              default: 'pending_approval',
            },
            limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
          },
        },
        response: { 200: listOf('ModerationItem') },
      },
    },
    async (request) => repo.queue(request.query.status, request.query.limit),
  );

  for (const [action, status] of [
    ['approve', 'published'],
    ['reject', 'rejected'],
  ] as const) {
    app.post<{ Params: { id: number } }>(
      `/comments/:id/${action}`,
      {
        config: { rebuild: false, access: 'comments', audit: `${action} comment` },
        schema: {
          tags,
          summary: action === 'approve' ? 'Publish a comment' : 'Reject a comment',
          params: {
            type: 'object',
            properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
            required: ['id'],
          },
          response: {
            200: {
              type: 'object',
              properties: { Id: { type: 'integer' }, Status: { type: 'string' } },
            },
            404: { $ref: 'Error#' },
          },
        },
      },
      async (request) => {
        const done = await repo.setStatus(request.params.id, status, new Date(app.now()));
        if (!done) throw refuse(404, 'Comment not found');
        return { Id: request.params.id, Status: status };
      },
    );
  }
}
