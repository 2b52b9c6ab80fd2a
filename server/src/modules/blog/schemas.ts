/** Blog shapes: responses (declared once, shared with the OpenAPI document) and admin input. */
import { POST_STATUSES, type PostStatus } from '@cloud-consulting/domain/post-status';
import { listOf, ref } from '../../plugins/shared-schemas.js';
import { adminObjectSchema, adminProperties } from '../../plugins/admin-record-schema.js';
import type { BlogPostInput } from '@cloud-consulting/domain/post-file';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@cloud-consulting/domain/post-slug';
import { SEO_DESCRIPTION_MAX_LENGTH, SEO_TITLE_MAX_LENGTH } from '@cloud-consulting/domain/seo';
import { versionProperty } from '../../plugins/record-versions.js';

export { SLUG_PATTERN };
const COLOR_PATTERN = '^#[0-9a-fA-F]{6}$';

export const blogTagSchema = {
  $id: 'BlogTag',
  type: 'object',
  properties: { Id: { type: 'integer' }, Name: { type: 'string' }, Color: { type: 'string' } },
  required: ['Id', 'Name', 'Color'],
};

export const blogTagSummarySchema = {
  $id: 'BlogTagSummary',
  type: 'object',
  properties: { ...blogTagSchema.properties, PostCount: { type: 'integer' } },
  required: [...blogTagSchema.required, 'PostCount'],
};

/** The admin API's tag: the public tag under the admin names. */
export const adminBlogTagSchema = { ...adminObjectSchema(blogTagSchema), $id: 'AdminBlogTag' };

export const adminBlogTagSummarySchema = {
  ...adminObjectSchema(blogTagSummarySchema),
  $id: 'AdminBlogTagSummary',
};

const nullableString = { type: ['string', 'null'] };

export const blogPostSchema = {
  $id: 'BlogPost',
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    Title: { type: 'string' },
    Slug: { type: 'string' },
    Content: { type: 'string', description: 'Markdown body' },
    PublishedOn: { type: 'string', format: 'date-time' },
    UpdatedOn: {
      type: 'string',
      format: 'date-time',
      description:
        "The article's last change readers see (title, body, excerpt, author, image, tags, search title or description, made while public); the publish date when none came later",
    },
    Author: { type: 'string' },
    IsActive: { type: 'boolean' },
    Excerpt: nullableString,
    ImageUrl: nullableString,
    FeaturedImagePath: nullableString,
    Featured: { type: 'boolean' },
    Tags: listOf('BlogTag'),
    SeoTitle: {
      type: ['string', 'null'],
      description: "The article's <title> in search results; null: the post's title",
    },
    SeoDescription: {
      type: ['string', 'null'],
      description: "The article's meta description; null: its excerpt",
    },
  },
  required: [
    'Id',
    'Title',
    'Slug',
    'Content',
    'PublishedOn',
    'UpdatedOn',
    'Author',
    'IsActive',
    'Excerpt',
    'ImageUrl',
    'FeaturedImagePath',
    'Featured',
    'Tags',
    'SeoTitle',
    'SeoDescription',
  ],
};

/** The site's date of the article: answered to the site only, the editor app shows revisions. */
const { UpdatedOn: _siteOnly, ...editorialProperties } = blogPostSchema.properties;

/** The public post plus its editorial status, in the public names. */
const editorialPostSchema = {
  type: 'object',
  properties: {
    ...editorialProperties,
    IsActive: { type: 'boolean', description: 'Publicly visible now' },
    Status: { type: 'string', enum: [...POST_STATUSES] },
    PublishAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'When the post becomes (or became) public; set for a scheduled post',
    },
  },
  required: [...blogPostSchema.required.filter((f) => f !== 'UpdatedOn'), 'Status', 'PublishAt'],
};

/** The admin API's post: the public post with its editorial status, under the admin names. */
export const adminBlogPostSchema = {
  ...adminObjectSchema(editorialPostSchema, {
    tags: listOf('AdminBlogTag'),
    version: versionProperty,
  }),
  $id: 'AdminBlogPost',
};

/**
 * A preview: the post with its editorial status and its body rendered by the site's own markdown
 * pipeline, so the site's preview page shows the article as it will be published. The site reads
 * it, so it keeps the public names.
 */
export const postPreviewSchema = {
  $id: 'PostPreview',
  type: 'object',
  properties: {
    ...editorialPostSchema.properties,
    UpdatedOn: blogPostSchema.properties.UpdatedOn,
    Html: { type: 'string', description: 'The body rendered as the published article renders it' },
  },
  required: [...editorialPostSchema.required, 'UpdatedOn', 'Html'],
};

/** Markdown to render as a post body (the editor app's live preview). */
export const renderBody = {
  type: 'object',
  additionalProperties: false,
  properties: { content: { type: 'string', maxLength: 200_000 } },
  required: ['content'],
} as const;

export const renderedBodySchema = {
  $id: 'RenderedBody',
  type: 'object',
  properties: { html: { type: 'string' } },
  required: ['html'],
};

export const adminBlogPostListSchema = {
  $id: 'AdminBlogPostList',
  type: 'object',
  properties: {
    posts: listOf('AdminBlogPost'),
    total: { type: 'integer' },
    page: { type: 'integer' },
    pageSize: { type: 'integer' },
  },
  required: ['posts', 'total', 'page', 'pageSize'],
};

/** One entry of a post's history: the version a change replaced. */
export const postRevisionSummarySchema = {
  $id: 'PostRevisionSummary',
  type: 'object',
  properties: {
    version: { type: 'integer' },
    changedAt: { type: 'string', format: 'date-time' },
    actor: { type: 'string' },
    changedFields: { type: 'array', items: { type: 'string' } },
  },
  required: ['version', 'changedAt', 'actor', 'changedFields'],
};

export const postRevisionSchema = {
  $id: 'PostRevision',
  type: 'object',
  properties: {
    ...postRevisionSummarySchema.properties,
    fields: {
      type: 'object',
      additionalProperties: true,
      description: "The post's fields as they were in this version (admin names)",
    },
    differences: {
      type: 'array',
      description:
        'Every field (by its admin name) whose value in this version differs from the current post',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, revision: {}, current: {} },
        required: ['field', 'revision', 'current'],
      },
    },
  },
  required: [...postRevisionSummarySchema.required, 'fields', 'differences'],
};

export const previewLinkSchema = {
  $id: 'PreviewLink',
  type: 'object',
  properties: {
    url: {
      type: 'string',
      description:
        'GET address answering the post in the public by-slug shape, whatever its status',
    },
    pageUrl: {
      type: 'string',
      description: "The site's preview page: the post as its published article will show it",
    },
    expiresAt: { type: 'string', format: 'date-time' },
  },
  required: ['url', 'pageUrl', 'expiresAt'],
};

export const blogPostListSchema = {
  $id: 'BlogPostList',
  type: 'object',
  properties: {
    posts: listOf('BlogPost'),
    total: { type: 'integer' },
    page: { type: 'integer' },
    pageSize: { type: 'integer' },
  },
  required: ['posts', 'total', 'page', 'pageSize'],
};

export const pagingQuery = {
  page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 12 },
} as const;

/** GET /admin/api/blog: paging and the editor app's filters. */
export const adminListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pagingQuery,
    status: { type: 'string', enum: [...POST_STATUSES] },
    q: {
      type: 'string',
      maxLength: 100,
      description: 'Case-insensitive part of the title, slug or excerpt',
    },
    tag: { type: 'string', minLength: 1, maxLength: 50, description: "A tag's id or name" },
    author: { type: 'string', minLength: 1, maxLength: 100, description: "An author's name" },
  },
} as const;

/** GET /admin/api/blog/slug-check. */
export const slugCheckQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    slug: { type: 'string', minLength: 1, maxLength: 200, description: 'The slug as typed' },
    except: {
      type: 'integer',
      minimum: 1,
      maximum: 2147483647,
      description: 'The post being edited, whose own slug counts as free',
    },
  },
  required: ['slug'],
} as const;

export const slugCheckSchema = {
  $id: 'SlugCheck',
  type: 'object',
  properties: {
    slug: { type: 'string', description: 'The slug as the create route would store it' },
    available: { type: 'boolean' },
    suggestion: {
      type: 'string',
      description: 'A free slug: the slug itself when available, else the first free slug-N',
    },
  },
  required: ['slug', 'available', 'suggestion'],
};

export const postAuthorSchema = {
  $id: 'PostAuthor',
  type: 'object',
  properties: { name: { type: 'string' }, postCount: { type: 'integer' } },
  required: ['name', 'postCount'],
};

export const blogSchemas = [
  slugCheckSchema,
  postAuthorSchema,
  blogTagSchema,
  blogTagSummarySchema,
  adminBlogTagSchema,
  adminBlogTagSummarySchema,
  blogPostSchema,
  blogPostListSchema,
  adminBlogPostSchema,
  postPreviewSchema,
  renderedBodySchema,
  adminBlogPostListSchema,
  postRevisionSummarySchema,
  postRevisionSchema,
  previewLinkSchema,
];

export type { BlogPostInput, TagInput } from '@cloud-consulting/domain/post-file';

/** What the admin API writes: the post file's fields plus the editorial status. */
export type AdminPostInput = BlogPostInput & {
  Status?: PostStatus;
  PublishAt?: string | null;
  SeoTitle?: string | null;
  SeoDescription?: string | null;
};

/** A tag as a post body names it, in the public names (the schema below renames it). */
const tagInputProperties = {
  Name: { type: 'string', minLength: 1, maxLength: 50 },
  Color: { type: 'string', pattern: COLOR_PATTERN },
};

const tagInput = {
  type: 'object',
  additionalProperties: false,
  properties: adminProperties(tagInputProperties),
  required: ['name'],
};

/** The writable post fields, in the public names the service reads. */
const postInputSchemas = {
  Title: { type: 'string', minLength: 1, maxLength: 200 },
  Slug: { type: 'string', maxLength: SLUG_MAX_LENGTH, pattern: SLUG_PATTERN },
  Content: { type: 'string', minLength: 1, maxLength: 200000 },
  Excerpt: { type: ['string', 'null'], maxLength: 500 },
  Author: { type: 'string', minLength: 1, maxLength: 100 },
  ImageUrl: { type: ['string', 'null'], maxLength: 500 },
  FeaturedImagePath: { type: ['string', 'null'], maxLength: 500 },
  Featured: { type: 'boolean' },
  IsActive: {
    type: 'boolean',
    description: 'Kept for older callers: true publishes, false drafts',
  },
  PublishedOn: { type: 'string', format: 'date-time' },
  Tags: { type: 'array', maxItems: 20, items: tagInput },
  Status: { type: 'string', enum: [...POST_STATUSES] },
  PublishAt: { type: 'string', format: 'date-time', description: 'Required for status scheduled' },
  SeoTitle: { type: ['string', 'null'], maxLength: SEO_TITLE_MAX_LENGTH },
  SeoDescription: { type: ['string', 'null'], maxLength: SEO_DESCRIPTION_MAX_LENGTH },
};

/** The public names of a post body's fields, to rename an admin body back. */
export const POST_INPUT_FIELDS = Object.keys(postInputSchemas);
/** The public names of a tag's writable fields. */
export const TAG_INPUT_FIELDS = Object.keys(tagInputProperties);

const postInputProperties = adminProperties(postInputSchemas);

/** POST /admin/api/blog/{id}/schedule. */
export const scheduleBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    publishAt: { type: 'string', format: 'date-time', description: 'A future instant' },
  },
  required: ['publishAt'],
};

/** POST /admin/api/blog: slug is generated from title when absent. */
export const createPostBody = {
  type: 'object',
  additionalProperties: false,
  properties: postInputProperties,
  required: ['title', 'content'],
};

/** PATCH /admin/api/blog/{id}: any subset; tags, when given, replace the post's tags. */
export const updatePostBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: postInputProperties,
};

export const updateTagBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: tagInput.properties,
};

export const errorResponses = {
  400: ref('ValidationError'),
  404: ref('Error'),
  409: ref('Error'),
  412: ref('VersionConflict'),
};
