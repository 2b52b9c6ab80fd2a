/**
 * Engagement with a post: stats, like and bookmark (toggles, unique per user or guest), share
 * (platform recorded) and view (at most one per user or guest, post and day).
 */
import Joi from 'joi';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import { BLOG_MESSAGES } from '@cloud-consulting/domain/blog';
import { ref, writeResponses } from '../../plugins/shared-schemas.js';
import { publicRoute } from '../../plugins/public-routes.js';
import { readBody, refuse, writeRoute } from '../../plugins/visitor-writes.js';
import { createCommentRepository } from '../comments/repository.js';
import {
  ENGAGEMENT_SERVER_MESSAGES,
  actorOf,
  actorQuerySchema,
  actorSchema,
  type ActorValues,
} from '../../plugins/visitor-actor.js';
import { createEngagementRepository, type ToggleTable } from './repository.js';

const security = [{ apiKey: [] }];
const tags = ['engagement'];
const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
} as const;

export const engagementStatsSchema = {
  $id: 'EngagementStats',
  type: 'object',
  properties: {
    likes: { type: 'integer' },
    bookmarks: { type: 'integer' },
    comments: { type: 'integer' },
    views: { type: 'integer' },
    shares: { type: 'integer' },
    userLiked: { type: 'boolean' },
    userBookmarked: { type: 'boolean' },
  },
  required: ['likes', 'bookmarks', 'comments', 'views', 'shares', 'userLiked', 'userBookmarked'],
};

export const engagementResultSchema = {
  $id: 'EngagementResult',
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    action: { type: 'string', enum: ['created', 'removed', 'recorded', 'already_recorded'] },
    likes: { type: 'integer' },
    bookmarks: { type: 'integer' },
  },
  required: ['success', 'action'],
};

const shareSchema = (actorSchema as Joi.ObjectSchema<ActorValues & { platform: string }>).keys({
  platform: Joi.string().trim().min(1).max(50).required().messages({
    'any.required': ENGAGEMENT_SERVER_MESSAGES.platform,
    'string.empty': ENGAGEMENT_SERVER_MESSAGES.platform,
    'string.base': ENGAGEMENT_SERVER_MESSAGES.platform,
    'string.max': ENGAGEMENT_SERVER_MESSAGES.platform,
  }),
});

export async function engagementRoutes(app: FastifyInstance): Promise<void> {
  const repo = createEngagementRepository(app.db);
  const comments = createCommentRepository(app.db, app.now);

  async function activePost(id: number): Promise<void> {
    if (!(await comments.postIsActive(id))) throw refuse(404, BLOG_MESSAGES.notFound);
  }

  function requireActor(values: ActorValues): string {
    const actor = actorOf(values);
    if (!actor) throw refuse(400, ENGAGEMENT_SERVER_MESSAGES.actorRequired);
    return actor;
  }

  app.get<{ Params: { id: number }; Querystring: ActorValues }>(
    publicRoute(API_PATHS.blogStats, 'id'),
    {
      config: { cache: 'post' },
      schema: {
        tags,
        summary: 'Counts of a post, and whether this user or guest liked or bookmarked it',
        security,
        params: idParams,
        querystring: actorQuerySchema,
        response: { 200: ref('EngagementStats'), 404: ref('Error') },
      },
    },
    async (request) => {
      await activePost(request.params.id);
      return repo.stats(request.params.id, actorOf(request.query));
    },
  );

  const toggles: Array<[(id: string) => string, ToggleTable, 'likes' | 'bookmarks', string]> = [
    [API_PATHS.blogLike, 'blog_post_likes', 'likes', 'Toggle a like (userId or guestId)'],
    [
      API_PATHS.blogBookmark,
      'blog_post_bookmarks',
      'bookmarks',
      'Toggle a bookmark (userId or guestId)',
    ],
  ];
  for (const [path, table, count, summary] of toggles) {
    app.post<{ Params: { id: number } }>(
      publicRoute(path, 'id'),
      {
        ...writeRoute(app, 'likes', 'post', actorSchema),
        schema: {
          tags,
          summary,
          security,
          params: idParams,
          response: writeResponses({ 200: ref('EngagementResult') }),
        },
      },
      async (request) => {
        const actor = requireActor(readBody(actorSchema, request.body));
        await activePost(request.params.id);
        const { action, total } = await app.db.transaction((tx) =>
          repo.toggle(table, request.params.id, actor, request.ipHash, tx),
        );
        return { success: true, action, [count]: total };
      },
    );
  }

  app.post<{ Params: { id: number } }>(
    publicRoute(API_PATHS.blogShare, 'id'),
    {
      ...writeRoute(app, 'likes', 'post', shareSchema),
      schema: {
        tags,
        summary: 'Record a share to a platform (platform; userId and guestId optional)',
        security,
        params: idParams,
        response: writeResponses({ 201: ref('EngagementResult') }),
      },
    },
    async (request, reply) => {
      const value = readBody(shareSchema, request.body);
      await activePost(request.params.id);
      await repo.share(
        request.params.id,
        value.platform,
        actorOf(value),
        request.ipHash,
        new Date(app.now()),
      );
      return reply.code(201).send({ success: true, action: 'recorded' });
    },
  );

  app.post<{ Params: { id: number } }>(
    publicRoute(API_PATHS.blogView, 'id'),
    {
      ...writeRoute(app, 'likes', 'post', actorSchema),
      schema: {
        tags,
        summary: 'Record a view: at most one per user or guest, post and UTC day',
        security,
        params: idParams,
        response: writeResponses({ 200: ref('EngagementResult') }),
      },
    },
    async (request) => {
      const actor = requireActor(readBody(actorSchema, request.body));
      await activePost(request.params.id);
      const recorded = await repo.view(request.params.id, actor, new Date(app.now()));
      return { success: true, action: recorded ? 'recorded' : 'already_recorded' };
    },
  );
}
