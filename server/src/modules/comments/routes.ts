/**
 * Public comment endpoints: the published thread of a post (replies nested one level under
 * Replies), posting a comment (validated by the shared schema, moderated, stored as plain text)
 * and toggling a like on a comment.
 */
import type { FastifyInstance } from 'fastify';
import {
  COMMENT_MESSAGES,
  commentPostedMessage,
  commentSchema,
} from '@cloud-consulting/domain/forms/comment';
import { BLOG_MESSAGES } from '@cloud-consulting/domain/blog';
import { listOf, ref } from '../../plugins/shared-schemas.js';
import { bodyObject, dbId, readBody, refuse, writeRoute } from '../../plugins/visitor-writes.js';
import { writeResponses } from '../leads/schemas.js';
import {
  actorOf,
  actorQuerySchema,
  actorSchema,
  ENGAGEMENT_SERVER_MESSAGES,
} from '../engagement/actor.js';
import { moderateComment } from './moderation.js';
import { createCommentRepository, type CommentRow } from './repository.js';

const security = [{ apiKey: [] }];
const tags = ['comments'];
const idParams = (name: string) => ({
  type: 'object',
  properties: { [name]: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: [name],
});

export const COMMENT_SERVER_MESSAGES = {
  parentNotFound: 'The comment you are replying to was not found.',
  replyToReply: 'Replies cannot be replied to.',
  commentNotFound: 'Comment not found',
} as const;

type Thread = CommentRow & { Replies: Thread[] };

/** Top-level comments with their replies nested under Replies. */
export function nest(rows: CommentRow[]): Thread[] {
  const top = new Map<number, Thread>();
  for (const row of rows) if (row.ParentId === null) top.set(row.Id, { ...row, Replies: [] });
  for (const row of rows) {
    if (row.ParentId !== null) top.get(row.ParentId)?.Replies.push({ ...row, Replies: [] });
  }
  return [...top.values()];
}

const orNull = (v: unknown): string | null =>
  v === undefined || v === null || v === '' ? null : String(v);

export async function commentRoutes(app: FastifyInstance): Promise<void> {
  const repo = createCommentRepository(app.db);

  app.get<{ Params: { id: number }; Querystring: { userId?: string; guestId?: string } }>(
    '/api/blog/:id/comments',
    {
      config: { cache: 'post' },
      schema: {
        tags,
        summary: 'Published comments of a post, oldest first, replies under Replies',
        security,
        params: idParams('id'),
        querystring: actorQuerySchema,
        response: { 200: listOf('Comment'), 404: ref('Error') },
      },
    },
    async (request, reply) => {
      if (!(await repo.postIsActive(request.params.id))) {
        return reply.code(404).send({ message: BLOG_MESSAGES.notFound });
      }
      return nest(await repo.listPublished(request.params.id, actorOf(request.query)));
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/blog/:id/comments',
    {
      ...writeRoute(app, 'comments', 'post'),
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
      const postId = request.params.id;
      const body = bodyObject(request.body);
      const check = app.humanCheck.checkFormToken(body);
      const value = readBody(commentSchema, body);
      if (!(await repo.postIsActive(postId))) throw refuse(404, BLOG_MESSAGES.notFound);
      let parentId: number | null = null;
      if (value.parentId !== undefined && value.parentId !== null) {
        parentId = dbId(value.parentId);
        const parent = parentId === null ? null : await repo.find(parentId);
        if (!parent || parent.postId !== postId || parent.status !== 'published') {
          throw refuse(400, COMMENT_SERVER_MESSAGES.parentNotFound, {
            errors: { parentId: COMMENT_SERVER_MESSAGES.parentNotFound },
          });
        }
        if (parent.parentId !== null) {
          throw refuse(400, COMMENT_SERVER_MESSAGES.replyToReply, {
            errors: { parentId: COMMENT_SERVER_MESSAGES.replyToReply },
          });
        }
      }
      const content = value.content.trim();
      const verdict = moderateComment(content);
      if (verdict.decision === 'rejected') {
        request.log.info({ reasons: verdict.reasons }, 'comment refused by moderation');
        return reply.code(400).send({
          success: false,
          error: COMMENT_MESSAGES.contentValidationFailed,
          message: verdict.message,
        });
      }
      const isUser = orNull(value.userId) !== null;
      const comment = await app.db.transaction(async (tx) => {
        await app.humanCheck.consume(tx, check);
        return repo.insert(tx, {
          postId,
          parentId,
          content,
          authorName: orNull(value.authorName)?.trim() || null,
          authorEmail: orNull(value.authorEmail),
          userId: orNull(value.userId),
          guestId: isUser ? null : orNull(value.guestId),
          status: verdict.decision,
          flagged: verdict.flagged,
          reasons: verdict.reasons,
          ipHash: request.ipHash,
          createdAt: new Date(app.now()),
        });
      });
      return reply.code(201).send({
        success: true,
        status: verdict.decision,
        flagged: verdict.flagged,
        message: commentPostedMessage(verdict.decision),
        comment: { ...comment, Replies: [] },
      });
    },
  );

  app.post<{ Params: { commentId: number } }>(
    '/api/blog/comments/:commentId/like',
    {
      ...writeRoute(app, 'likes', 'post'),
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
      const comment = await repo.find(request.params.commentId);
      if (!comment || comment.status !== 'published') {
        throw refuse(404, COMMENT_SERVER_MESSAGES.commentNotFound);
      }
      // The like shows in the thread of the comment's post.
      request.changedPostId = comment.postId;
      return repo.toggleLike(request.params.commentId, actor);
    },
  );
}
