/**
 * Admin blog endpoints: every post (whatever its status), create, update, deactivate; status
 * changes (publish, unpublish, archive, schedule); signed previews; revisions; tags.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BLOG_MESSAGES } from '@cloud-consulting/domain/blog';
import { renderMarkdown } from '@cloud-consulting/markdown/render-markdown';
import { listOf, notFound, ref } from '../../plugins/shared-schemas.js';
import { actorOf } from '../revisions/actor.js';
import { refuse } from '../../plugins/refusal.js';
import { expectedVersion, staleRefusal, withVersion } from '../../plugins/record-versions.js';
import { isUniqueViolation } from '../content/admin-routes.js';
import type { PostStatus } from '@cloud-consulting/domain/post-status';
import { createBlogRepository, type BlogPost } from './repository.js';
import {
  adminPost,
  adminRevision,
  adminRevisionSummary,
  adminTag,
  postInputOf,
  tagInputOf,
} from './admin-names.js';
import { previewLink } from './preview.js';
import {
  adminListQuery,
  createPostBody,
  errorResponses,
  renderBody,
  slugCheckQuery,
  scheduleBody,
  updatePostBody,
  updateTagBody,
  type AdminPostInput,
  type TagInput,
} from './schemas.js';
import { createBlogService } from './service.js';

const REVISION_NOT_FOUND = 'Revision not found';
const tags = ['admin: blog'];
const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
} as const;
const versionParams = {
  type: 'object',
  properties: {
    ...idParams.properties,
    version: { type: 'integer', minimum: 1, maximum: 2147483647 },
  },
  required: ['id', 'version'],
} as const;

export async function blogAdminRoutes(app: FastifyInstance): Promise<void> {
  const repo = createBlogRepository(app.db, app.now);
  const service = createBlogService(app.db, app.now);
  const slugConflict = (error: unknown) =>
    isUniqueViolation(error) ? refuse(409, 'Slug is already used') : error;
  /**
   * A post write: 404 when there is no post, slug conflicts as 409, the scheduler re-armed; the
   * post answered under the admin names.
   */
  const written = async (
    reply: FastifyReply,
    write: Promise<BlogPost | null>,
    missing: string = BLOG_MESSAGES.notFound,
  ) => {
    let post;
    try {
      post = await write;
    } catch (error) {
      throw staleRefusal(slugConflict(error));
    }
    if (!post) throw refuse(404, missing);
    app.publishScheduler.rearm(post.Status === 'scheduled' ? post.PublishAt : null);
    return withVersion(reply, adminPost(post), await service.versionOf(post.Id));
  };

  app.get<{
    Querystring: {
      page: number;
      pageSize: number;
      status?: PostStatus;
      q?: string;
      tag?: string;
      author?: string;
    };
  }>(
    '/blog',
    {
      config: { access: 'posts' },
      schema: {
        tags,
        operationId: 'listPosts',
        summary:
          'All posts, whatever their status, newest first; filtered by status, search text, tag ' +
          'and author (total counts the filtered posts)',
        querystring: adminListQuery,
        response: { 200: ref('AdminBlogPostList') },
      },
    },
    async (request) => {
      const { page, pageSize, status, q, tag, author } = request.query;
      const { posts, total } = await repo.list({
        page,
        pageSize,
        activeOnly: false,
        status,
        search: q?.trim() || undefined,
        tagIdOrName: tag,
        author,
      });
      return { posts: posts.map(adminPost), total, page, pageSize };
    },
  );

  app.get<{ Querystring: { slug: string; except?: number } }>(
    '/blog/slug-check',
    {
      config: { access: 'posts' },
      schema: {
        tags,
        operationId: 'checkPostSlug',
        summary:
          'Whether a slug is free, as the editor types it: the slug as it would be stored ' +
          '(the same rules as a generated slug), and a free one to offer when it is taken',
        querystring: slugCheckQuery,
        response: { 200: ref('SlugCheck') },
      },
    },
    async (request) => service.slugCheck(request.query.slug, request.query.except),
  );

  app.get(
    '/blog-authors',
    {
      config: { access: 'posts' },
      schema: {
        tags,
        operationId: 'listPostAuthors',
        summary: 'Every author of a post (any status) with their number of posts, by name',
        response: { 200: listOf('PostAuthor') },
      },
    },
    async () => repo.listAuthors(),
  );

  app.get<{ Params: { id: number } }>(
    '/blog/:id',
    {
      config: { access: 'posts' },
      schema: {
        tags,
        operationId: 'getPost',
        summary: 'One post, whatever its status',
        params: idParams,
        response: { 200: ref('AdminBlogPost'), ...notFound },
      },
    },
    async (request, reply) => {
      const post = await repo.findById(request.params.id);
      if (!post) throw refuse(404, BLOG_MESSAGES.notFound);
      return withVersion(reply, adminPost(post), await service.versionOf(post.Id));
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/blog',
    {
      config: { access: 'posts', audit: 'create post' },
      schema: {
        tags,
        operationId: 'createPost',
        summary:
          'Create a post; slug is generated from title when absent; status defaults to published ' +
          '(scheduled needs a future publishAt)',
        body: createPostBody,
        response: { 201: ref('AdminBlogPost'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const input = postInputOf<AdminPostInput & { Title: string; Content: string }>(request.body);
      return reply.code(201).send(await written(reply, service.create(input)));
    },
  );

  app.patch<{ Params: { id: number }; Body: Record<string, unknown> }>(
    '/blog/:id',
    {
      config: { access: 'posts', audit: 'change post' },
      schema: {
        tags,
        operationId: 'updatePost',
        summary:
          'Update fields of a post; tags, when given, replace its tags; a new status must be an ' +
          'allowed change (scheduled needs a future publishAt). Keeps the previous version.',
        params: idParams,
        body: updatePostBody,
        response: { 200: ref('AdminBlogPost'), ...errorResponses },
      },
    },
    async (request, reply) =>
      written(
        reply,
        service.update(
          request.params.id,
          postInputOf(request.body),
          actorOf(request),
          expectedVersion(request),
        ),
      ),
  );

  app.delete<{ Params: { id: number } }>(
    '/blog/:id',
    {
      config: { access: 'posts', audit: 'deactivate post' },
      schema: {
        tags,
        operationId: 'deactivatePost',
        summary: 'Deactivate a post: archived (kept, hidden from the public API)',
        params: idParams,
        response: { 200: ref('AdminBlogPost'), ...notFound },
      },
    },
    async (request, reply) =>
      written(
        reply,
        service.deactivate(request.params.id, actorOf(request), expectedVersion(request)),
      ),
  );

  const statusActions = [
    ['publish', 'Publish a post now', service.publish],
    ['unpublish', 'Take a post back to draft', service.unpublish],
    ['archive', 'Archive a post (hidden from the public API)', service.archive],
  ] as const;
  for (const [action, summary, change] of statusActions) {
    app.post<{ Params: { id: number } }>(
      `/blog/:id/${action}`,
      {
        config: { access: 'publish', audit: `${action} post` },
        schema: {
          tags,
          operationId: `${action}Post`,
          summary,
          params: idParams,
          response: { 200: ref('AdminBlogPost'), ...errorResponses },
        },
      },
      async (request, reply) =>
        written(reply, change(request.params.id, actorOf(request), expectedVersion(request))),
    );
  }

  app.post<{ Params: { id: number }; Body: { publishAt: string } }>(
    '/blog/:id/schedule',
    {
      config: { access: 'publish', audit: 'schedule post' },
      schema: {
        tags,
        operationId: 'schedulePost',
        summary: 'Schedule a post: public from publishAt on, published then by the provider',
        params: idParams,
        body: scheduleBody,
        response: { 200: ref('AdminBlogPost'), ...errorResponses },
      },
    },
    async (request, reply) =>
      written(
        reply,
        service.schedule(
          request.params.id,
          request.body.publishAt,
          actorOf(request),
          expectedVersion(request),
        ),
      ),
  );

  app.post<{ Params: { id: number } }>(
    '/blog/:id/preview',
    {
      // A preview address changes nothing the site shows.
      config: { access: 'posts', invalidates: 'nothing' },
      schema: {
        tags,
        operationId: 'createPostPreview',
        summary: 'A signed address, valid 1 hour, answering the post whatever its status',
        params: idParams,
        response: { 200: ref('PreviewLink'), ...notFound },
      },
    },
    async (request) => {
      if (!(await repo.findById(request.params.id))) throw refuse(404, BLOG_MESSAGES.notFound);
      return previewLink(
        app.config.previewSecret,
        request.params.id,
        app.now(),
        app.config.publicSiteUrl,
      );
    },
  );

  app.post<{ Body: { content: string } }>(
    '/blog/render',
    {
      // Rendering changes nothing: the editor app's live preview asks while an editor types, so
      // the audit log would fill with one row per pause in typing.
      config: { access: 'posts', invalidates: 'nothing', audit: false },
      schema: {
        tags,
        operationId: 'renderPostBody',
        summary: 'A post body rendered as the published article renders it (live preview)',
        body: renderBody,
        response: { 200: ref('RenderedBody') },
      },
    },
    async (request) => ({
      html: (await renderMarkdown(request.body.content, app.config.publicSiteUrl)).html,
    }),
  );

  app.get<{ Params: { id: number } }>(
    '/blog/:id/revisions',
    {
      config: { access: 'posts' },
      schema: {
        tags,
        operationId: 'listPostRevisions',
        summary: "A post's earlier versions, newest first: when, who, which fields changed",
        params: idParams,
        response: { 200: listOf('PostRevisionSummary'), ...notFound },
      },
    },
    async (request) => {
      const revisions = await service.revisions(request.params.id);
      if (!revisions) throw refuse(404, BLOG_MESSAGES.notFound);
      return revisions.map(adminRevisionSummary);
    },
  );

  app.get<{ Params: { id: number; version: number } }>(
    '/blog/:id/revisions/:version',
    {
      config: { access: 'posts' },
      schema: {
        tags,
        operationId: 'getPostRevision',
        summary: 'One earlier version: its fields and each difference from the current post',
        params: versionParams,
        response: { 200: ref('PostRevision'), ...notFound },
      },
    },
    async (request) => {
      const revision = await service.revision(request.params.id, request.params.version);
      if (!revision) throw refuse(404, REVISION_NOT_FOUND);
      return adminRevision(revision);
    },
  );

  app.post<{ Params: { id: number; version: number } }>(
    '/blog/:id/revisions/:version/restore',
    {
      config: { access: 'posts' },
      schema: {
        tags,
        operationId: 'restorePostRevision',
        summary: "Bring an earlier version's content back (the post keeps its status)",
        params: versionParams,
        response: { 200: ref('AdminBlogPost'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id, version } = request.params;
      return written(
        reply,
        service.restore(id, version, actorOf(request), expectedVersion(request)),
        REVISION_NOT_FOUND,
      );
    },
  );

  app.get(
    '/blog-tags',
    {
      config: { access: 'posts' },
      schema: {
        tags,
        operationId: 'listPostTags',
        summary: 'Every tag with its number of active posts',
        response: { 200: listOf('AdminBlogTagSummary') },
      },
    },
    async () => (await repo.listTags()).map(adminTag),
  );

  app.patch<{ Params: { id: number }; Body: Record<string, unknown> }>(
    '/blog-tags/:id',
    {
      config: { access: 'posts' },
      schema: {
        tags,
        operationId: 'updatePostTag',
        summary: 'Rename a tag or change its colour',
        params: idParams,
        body: updateTagBody,
        response: { 200: ref('AdminBlogTag'), ...errorResponses },
      },
    },
    async (request) => {
      let tag;
      try {
        tag = await repo.updateTag(
          request.params.id,
          tagInputOf(request.body) as Partial<TagInput>,
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw refuse(409, 'A tag with this name already exists');
        throw error;
      }
      if (!tag) throw refuse(404, 'Tag not found');
      return adminTag(tag);
    },
  );
}
