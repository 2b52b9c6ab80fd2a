/**
 * Admin moderation: the queue of comments by status (pending first, flagged on top), each with
 * its post's title and the article's path and address on the public site (the editor app is
 * served by the provider, elsewhere) so a moderator can open it; approve and reject, one comment
 * or several at once. Comments are read by the site at run time, so moderation never rebuilds
 * the site.
 */
import type { FastifyInstance } from 'fastify';
import { toAdminFields } from '@cloud-consulting/domain/admin-fields';
import { blogPostPath } from '@cloud-consulting/domain/blog';
import { listOf, ref } from '../../plugins/shared-schemas.js';
import { refuse } from '../../plugins/refusal.js';
import { createCommentRepository } from './repository.js';

const tags = ['admin: comments'];

export async function commentAdminRoutes(app: FastifyInstance): Promise<void> {
  const repo = createCommentRepository(app.db, app.now);

  app.get<{ Querystring: { status: string; limit: number } }>(
    '/comments',
    {
      config: { access: 'comments' },
      schema: {
        tags,
        operationId: 'listModerationQueue',
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
    async (request) =>
      (await repo.queue(request.query.status, request.query.limit)).map(({ PostSlug, ...item }) => {
        const PostPath = blogPostPath({ Slug: PostSlug });
        return toAdminFields({
          ...item,
          PostPath,
          PostUrl: `${app.config.publicSiteUrl}${PostPath}`,
        });
      }),
  );

  const actions = [
    ['approve', 'published'],
    ['reject', 'rejected'],
  ] as const;
  const statusOf = Object.fromEntries(actions) as Record<
    'approve' | 'reject',
    'published' | 'rejected'
  >;

  app.post<{ Body: { ids: number[]; action: 'approve' | 'reject' } }>(
    '/comments/bulk',
    {
      config: { access: 'comments' },
      schema: {
        tags,
        operationId: 'moderateComments',
        summary: 'Approve (publish) or reject several comments at once',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ids: {
              type: 'array',
              minItems: 1,
              maxItems: 500,
              uniqueItems: true,
              items: { type: 'integer', minimum: 1, maximum: 2147483647 },
            },
            action: { type: 'string', enum: actions.map(([action]) => action) },
          },
          required: ['ids', 'action'],
        },
        response: { 200: ref('BulkModerationResult'), 400: ref('ValidationError') },
      },
    },
    async (request) => {
      const { ids, action } = request.body;
      const status = statusOf[action];
      const done = await repo.setStatuses(ids, status, new Date(app.now()));
      return { status, ids: done, notFound: ids.filter((id) => !done.includes(id)) };
    },
  );

  for (const [action, status] of actions) {
    app.post<{ Params: { id: number } }>(
      `/comments/:id/${action}`,
      {
        config: { access: 'comments', audit: `${action} comment` },
        schema: {
          tags,
          operationId: `${action}Comment`,
          summary: action === 'approve' ? 'Publish a comment' : 'Reject a comment',
          params: {
            type: 'object',
            properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
            required: ['id'],
          },
          response: {
            200: {
              type: 'object',
              properties: { id: { type: 'integer' }, status: { type: 'string' } },
            },
            404: { $ref: 'Error#' },
          },
        },
      },
      async (request) => {
        const done = await repo.setStatus(request.params.id, status, new Date(app.now()));
        if (!done) throw refuse(404, 'Comment not found');
        return { id: request.params.id, status };
      },
    );
  }
}
