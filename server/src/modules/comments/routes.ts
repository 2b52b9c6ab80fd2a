/**
 * Public comment endpoints: the published thread of a post (replies nested under Replies, down to
 * the shared reply depth), posting a comment (validated by the shared schema, moderated, stored
 * as plain text) and toggling a like on a comment. What they do is in service.ts.
 */
import type { FastifyInstance } from 'fastify';
import { commentSchema } from '@cloud-consulting/domain/forms/comment';
import { MAX_REPLY_DEPTH } from '@cloud-consulting/domain/comment-thread';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import {
  COMMENTS_PAGE_MAX,
  COMMENTS_PAGE_SIZE,
  MAX_RECORD_ID,
} from '@cloud-consulting/domain/constants';
import { BLOG_MESSAGES } from '@cloud-consulting/domain/blog';
import { listOf, ref, writeResponses } from '../../plugins/shared-schemas.js';
import { refuse } from '../../plugins/refusal.js';
import { bodyObject, readBody, writeRoute } from '../../plugins/visitor-writes.js';
import {
  actorOf,
  actorQuerySchema,
  actorSchema,
  ENGAGEMENT_SERVER_MESSAGES,
} from '../../plugins/visitor-actor.js';
import { publicRoute } from '../../plugins/public-routes.js';
import { formTokenFields } from '../human-check/body-fields.js';
import { createCommentService } from './service.js';

export interface CommentRoutesOptions {
  /** Levels of replies a thread holds; MAX_REPLY_DEPTH unless a test changes it. */
  maxReplyDepth?: number;
}

const security = [{ apiKey: [] }];
const tags = ['comments'];
const idParams = (name: string) => ({
  type: 'object',
  properties: { [name]: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: [name],
});

export async function commentRoutes(
  app: FastifyInstance,
  options: CommentRoutesOptions = {},
): Promise<void> {
  const comments = createCommentService({
    db: app.db,
    humanCheck: app.humanCheck,
    now: app.now,
    maxReplyDepth: options.maxReplyDepth ?? MAX_REPLY_DEPTH,
    mailer: app.mailer,
    publicSiteUrl: app.config.publicSiteUrl,
  });

  app.get<{
    Params: { id: number };
    Querystring: { userId?: string; guestId?: string; limit?: number; after?: number };
  }>(
    publicRoute(API_PATHS.blogComments, 'id'),
    {
      config: { cache: 'post' },
      schema: {
        tags,
        summary: 'Published comments of a post, a page at a time, oldest first',
        description:
          `Top-level comments with their replies under Replies. Without limit or after: the ` +
          `first ${COMMENTS_PAGE_SIZE} as a list. With limit (at most ${COMMENTS_PAGE_MAX}) ` +
          'or after (the last top-level Id of the previous page): { comments, hasMore, nextAfter }.',
        security,
        params: idParams('id'),
        querystring: {
          type: 'object',
          properties: {
            ...actorQuerySchema.properties,
            limit: { type: 'integer', minimum: 1, maximum: COMMENTS_PAGE_MAX },
            after: { type: 'integer', minimum: 1, maximum: MAX_RECORD_ID },
          },
        },
        response: {
          200: { anyOf: [listOf('Comment'), ref('CommentPage')] },
          404: ref('Error'),
        },
      },
    },
    async (request) => {
      const { limit, after } = request.query;
      const page = await comments.thread(request.params.id, actorOf(request.query), {
        after: after ?? null,
        limit: limit ?? COMMENTS_PAGE_SIZE,
      });
      if (!page) throw refuse(404, BLOG_MESSAGES.notFound);
      // Callers that ask for no page get the list they always got, now its first page.
      return limit === undefined && after === undefined ? page.comments : page;
    },
  );

  app.post<{ Params: { id: number } }>(
    publicRoute(API_PATHS.blogComments, 'id'),
    {
      ...writeRoute(app, 'comments', 'post', commentSchema.concat(formTokenFields)),
      schema: {
        tags,
        summary:
          'Post a comment or a reply (content, authorName, authorEmail, parentId, userId, ' +
          'guestId, plus formToken from GET /api/human-check)',
        description:
          'Moderated: published, pending_approval (flagged or not), or refused with 400 ' +
          "{ error: 'Content validation failed', message }.",
        security,
        params: idParams('id'),
        response: writeResponses({ 201: ref('CommentPosted') }),
      },
    },
    async (request, reply) => {
      const body = bodyObject(request.body);
      const check = app.humanCheck.checkFormToken(body);
      const value = readBody(commentSchema, body);
      const answer = await comments.post(request.params.id, value, check, {
        ipHash: request.ipHash,
        log: request.log,
      });
      return reply.code(201).send(answer);
    },
  );

  app.post<{ Params: { commentId: number } }>(
    publicRoute(API_PATHS.commentLike, 'commentId'),
    {
      ...writeRoute(app, 'likes', 'post', actorSchema),
      schema: {
        tags,
        summary: 'Toggle a like on a published comment (userId or guestId)',
        security,
        params: idParams('commentId'),
        response: writeResponses({
          200: {
            type: 'object',
            properties: { action: { type: 'string' }, likes: { type: 'integer' } },
          },
        }),
      },
    },
    async (request) => {
      const actor = actorOf(readBody(actorSchema, request.body));
      if (!actor) throw refuse(400, ENGAGEMENT_SERVER_MESSAGES.actorRequired);
      const { postId, ...liked } = await comments.toggleLike(
        request.params.commentId,
        actor,
        request.ipHash,
      );
      // The like shows in the thread of the comment's post.
      request.changedPostId = postId;
      return liked;
    },
  );
}
