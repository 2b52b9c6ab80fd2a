/**
 * Public blog endpoints: only publicly visible posts (published, or scheduled and due by the
 * app's clock, see post-status.ts), newest first, paged as { posts, total, page,
 * pageSize }; optional tag (case-insensitive name) and featured filters.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS, apiPath } from '@cloud-consulting/domain/api-paths';
import { BLOG_MESSAGES } from '@cloud-consulting/domain/blog';
import { renderMarkdown } from '@cloud-consulting/markdown/render-markdown';
import { listOf, notFound, ref } from '../../plugins/shared-schemas.js';
import { refuse } from '../../plugins/refusal.js';
import { publicRoute } from '../../plugins/public-routes.js';
import { createBlogRepository } from './repository.js';
import { previewError } from './preview.js';
import { pagingQuery, SLUG_PATTERN } from './schemas.js';

const security = [{ apiKey: [] }];
const tags = ['blog'];

interface ListQuery {
  page: number;
  pageSize: number;
  tag?: string;
  featured?: boolean;
}

export async function blogRoutes(app: FastifyInstance): Promise<void> {
  const repo = createBlogRepository(app.db, app.now);

  app.get<{ Querystring: ListQuery }>(
    publicRoute(API_PATHS.blog),
    {
      config: { cache: 'site' },
      schema: {
        tags,
        summary: 'Active posts, newest first',
        security,
        querystring: {
          type: 'object',
          properties: {
            ...pagingQuery,
            tag: { type: 'string', minLength: 1, maxLength: 50 },
            featured: { type: 'boolean' },
          },
        },
        response: { 200: ref('BlogPostList'), 400: ref('ValidationError') },
      },
    },
    async (request) => {
      const { page, pageSize, tag, featured } = request.query;
      const result = await repo.list({ page, pageSize, tag, featured, activeOnly: true });
      return { ...result, page, pageSize };
    },
  );

  app.get<{ Querystring: { q: string; page: number; pageSize: number; tag?: string } }>(
    publicRoute(API_PATHS.blogSearch, 'q'),
    {
      config: { cache: 'site' },
      schema: {
        tags,
        summary:
          'Active posts whose title, excerpt or a tag name contains q (case-insensitive); with tag, only posts carrying that tag (search and tag combine with AND)',
        security,
        querystring: {
          type: 'object',
          properties: {
            q: { type: 'string', minLength: 1, maxLength: 100 },
            ...pagingQuery,
            tag: { type: 'string', minLength: 1, maxLength: 50 },
          },
          required: ['q'],
        },
        response: { 200: ref('BlogPostList'), 400: ref('ValidationError') },
      },
    },
    async (request) => {
      const { q, page, pageSize, tag } = request.query;
      const result = await repo.list({ q: q.trim(), page, pageSize, tag, activeOnly: true });
      return { ...result, page, pageSize };
    },
  );

  app.get(
    publicRoute(`${API_PATHS.blog}/tags`),
    {
      config: { cache: 'site' },
      schema: {
        tags,
        summary: 'Tags carried by at least one active post, with their post counts',
        security,
        response: { 200: listOf('BlogTagSummary') },
      },
    },
    async () => (await repo.listTags()).filter((t) => t.PostCount > 0),
  );

  app.get<{ Params: { slug: string } }>(
    publicRoute(`${API_PATHS.blog}/slug/:slug`),
    {
      config: { cache: 'site' },
      schema: {
        tags,
        summary: 'One active post by slug',
        security,
        params: {
          type: 'object',
          properties: { slug: { type: 'string', maxLength: 120 } },
          required: ['slug'],
        },
        response: { 200: ref('BlogPost'), ...notFound },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const post = new RegExp(SLUG_PATTERN).test(slug)
        ? await repo.findBySlug(slug, { activeOnly: true })
        : null;
      if (!post) throw refuse(404, BLOG_MESSAGES.notFound);
      return post;
    },
  );

  app.get<{ Params: { id: number } }>(
    publicRoute(API_PATHS.blogPost, 'id'),
    {
      config: { cache: 'site' },
      schema: {
        tags,
        summary: 'One active post by id',
        security,
        params: {
          type: 'object',
          properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
          required: ['id'],
        },
        response: { 200: ref('BlogPost'), ...notFound },
      },
    },
    async (request) => {
      const post = await repo.findById(request.params.id, { activeOnly: true });
      if (!post) throw refuse(404, BLOG_MESSAGES.notFound);
      return post;
    },
  );

  app.get<{ Params: { id: number }; Querystring: { exp: number; sig: string } }>(
    apiPath('/preview/posts/:id'),
    {
      // A draft's text is for the holder of this address only: outside the response cache.
      config: { privateAnswer: true },
      schema: {
        tags,
        operationId: 'getPostPreview',
        summary:
          'A post in any status, by a signed preview address (POST /admin/api/blog/{id}/preview): ' +
          'its fields, its status and its body rendered as the published article renders it',
        security,
        params: {
          type: 'object',
          properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
          required: ['id'],
        },
        querystring: {
          type: 'object',
          properties: {
            exp: { type: 'integer', minimum: 0, description: 'Expiry, seconds since the epoch' },
            sig: { type: 'string', maxLength: 100 },
          },
          required: ['exp', 'sig'],
        },
        response: { 200: ref('PostPreview'), 403: ref('Error'), ...notFound },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { exp, sig } = request.query;
      const refused = previewError(app.config.previewSecret, id, exp, sig, app.now());
      if (refused) throw refuse(403, refused, { error: 'Forbidden' });
      const post = await repo.findById(id);
      if (!post) throw refuse(404, BLOG_MESSAGES.notFound);
      return { ...post, Html: (await renderMarkdown(post.Content, app.config.publicSiteUrl)).html };
    },
  );
}
