/** Blog shapes: responses (declared once, shared with the OpenAPI document) and admin input. */
import { listOf, ref } from '../../plugins/shared-schemas.js';

export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
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
    Author: { type: 'string' },
    IsActive: { type: 'boolean' },
    Excerpt: nullableString,
    ImageUrl: nullableString,
    FeaturedImagePath: nullableString,
    Featured: { type: 'boolean' },
    Tags: listOf('BlogTag'),
  },
  required: [
    'Id',
    'Title',
    'Slug',
    'Content',
    'PublishedOn',
    'Author',
    'IsActive',
    'Excerpt',
    'ImageUrl',
    'FeaturedImagePath',
    'Featured',
    'Tags',
  ],
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

export const blogSchemas = [
  blogTagSchema,
  blogTagSummarySchema,
  blogPostSchema,
  blogPostListSchema,
];

export const pagingQuery = {
  page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 12 },
} as const;

export type { BlogPostInput, TagInput } from '@cloud-consulting/domain/post-file';

const tagInput = {
  type: 'object',
  additionalProperties: false,
  properties: {
    Name: { type: 'string', minLength: 1, maxLength: 50 },
    Color: { type: 'string', pattern: COLOR_PATTERN },
  },
  required: ['Name'],
};

const postInputProperties = {
  Title: { type: 'string', minLength: 1, maxLength: 200 },
  Slug: { type: 'string', maxLength: 120, pattern: SLUG_PATTERN },
  Content: { type: 'string', minLength: 1, maxLength: 200000 },
  Excerpt: { type: ['string', 'null'], maxLength: 500 },
  Author: { type: 'string', minLength: 1, maxLength: 100 },
  ImageUrl: { type: ['string', 'null'], maxLength: 500 },
  FeaturedImagePath: { type: ['string', 'null'], maxLength: 500 },
  Featured: { type: 'boolean' },
  IsActive: { type: 'boolean' },
  PublishedOn: { type: 'string', format: 'date-time' },
  Tags: { type: 'array', maxItems: 20, items: tagInput },
};

/** POST /admin/api/blog: Slug is generated from Title when absent. */
export const createPostBody = {
  type: 'object',
  additionalProperties: false,
  properties: postInputProperties,
  required: ['Title', 'Content'],
};

/** PATCH /admin/api/blog/{id}: any subset; Tags, when given, replace the post's tags. */
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

export const errorResponses = { 400: ref('ValidationError'), 404: ref('Error'), 409: ref('Error') };
