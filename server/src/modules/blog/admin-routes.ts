/** Admin blog endpoints: every post (inactive included), create, update, deactivate; tags. */
import type { FastifyInstance } from 'fastify';
import { BLOG_MESSAGES } from '@cloud-consulting/domain/blog';
import { listOf, notFound, ref } from '../../plugins/shared-schemas.js';
import { refuse } from '../../plugins/refusal.js';
import { isUniqueViolation } from '../content/admin-routes.js';
import { createBlogRepository } from './repository.js';
import {
  createPostBody,
  errorResponses,
  pagingQuery,
  updatePostBody,
  updateTagBody,
  type BlogPostInput,
  type TagInput,
} from './schemas.js';
import { createBlogService } from './service.js';

const tags = ['admin: blog'];
const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
} as const;

export async function blogAdminRoutes(app: FastifyInstance): Promise<void> {
  const repo = createBlogRepository(app.db);
  const service = createBlogService(app.db);
  const slugConflict = (error: unknown) =>
    isUniqueViolation(error) ? refuse(409, 'Slug is already used') : error;

  app.get<{ Querystring: { page: number; pageSize: number } }>(
    '/blog',
    {
      config: { access: 'posts' },
      schema: {
        tags,
        summary: 'All posts, inactive included, newest first',
        querystring: { type: 'object', properties: pagingQuery },
        response: { 200: ref('BlogPostList') },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return { ...(await repo.list({ page, pageSize, activeOnly: false })), page, pageSize };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/blog/:id',
    {
      config: { access: 'posts' },
      schema: {
        tags,
        summary: 'One post, active or not',
        params: idParams,
        response: { 200: ref('BlogPost'), ...notFound },
      },
    },
    async (request) => {
      const post = await repo.findById(request.params.id);
      if (!post) throw refuse(404, BLOG_MESSAGES.notFound);
      return post;
    },
  );

  app.post<{ Body: BlogPostInput & { Title: string; Content: string } }>(
    '/blog',
    {
      config: { access: 'posts' },
      schema: {
        tags,
        summary: 'Create a post; Slug is generated from Title when absent',
        body: createPostBody,
        response: { 201: ref('BlogPost'), ...errorResponses },
      },
    },
    async (request, reply) => {
      try {
        return reply.code(201).send(await service.create(request.body));
      } catch (error) {
        throw slugConflict(error);
      }
    },
  );

  app.patch<{ Params: { id: number }; Body: BlogPostInput }>(
    '/blog/:id',
    {
      config: { access: 'posts' },
      schema: {
        tags,
        summary: 'Update fields of a post; Tags, when given, replace its tags',
        params: idParams,
        body: updatePostBody,
        response: { 200: ref('BlogPost'), ...errorResponses },
      },
    },
    async (request) => {
      let post;
      try {
        post = await service.update(request.params.id, request.body);
      } catch (error) {
        throw slugConflict(error);
      }
      if (!post) throw refuse(404, BLOG_MESSAGES.notFound);
      return post;
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/blog/:id',
    {
      config: { access: 'posts' },
      schema: {
        tags,
        summary: 'Deactivate a post (kept, hidden from the public API)',
        params: idParams,
        response: { 200: ref('BlogPost'), ...notFound },
      },
    },
    async (request) => {
      const post = await service.deactivate(request.params.id);
      if (!post) throw refuse(404, BLOG_MESSAGES.notFound);
      return post;
    },
  );

  app.get(
    '/blog-tags',
    {
      config: { access: 'posts' },
      schema: {
        tags,
        summary: 'Every tag with its number of active posts',
        response: { 200: listOf('BlogTagSummary') },
      },
    },
    async () => repo.listTags(),
  );

  app.patch<{ Params: { id: number }; Body: Partial<TagInput> }>(
    '/blog-tags/:id',
    {
      config: { access: 'posts' },
      schema: {
        tags,
        summary: 'Rename a tag or change its colour',
        params: idParams,
        body: updateTagBody,
        response: { 200: ref('BlogTag'), ...errorResponses },
      },
    },
    async (request) => {
      let tag;
      try {
        tag = await repo.updateTag(request.params.id, request.body);
      } catch (error) {
        if (isUniqueViolation(error)) throw refuse(409, 'A tag with this name already exists');
        throw error;
      }
      if (!tag) throw refuse(404, 'Tag not found');
      return tag;
    },
  );
}
