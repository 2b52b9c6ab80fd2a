/** Comment shapes, declared once: the public list and post answers, and the admin queue. */
import { adminObjectSchema } from '../../plugins/admin-record-schema.js';

export const commentSchema = {
  $id: 'Comment',
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    PostId: { type: 'integer' },
    ParentId: { type: ['integer', 'null'] },
    Content: { type: 'string', description: 'Plain text; never render it as HTML' },
    AuthorName: { type: ['string', 'null'] },
    CreatedAt: { type: 'string', format: 'date-time' },
    Likes: { type: 'integer' },
    userLiked: { type: 'boolean' },
    IsGuest: { type: 'boolean' },
    User: {
      type: ['object', 'null'],
      properties: { FirstName: { type: 'string' }, LastName: { type: 'string' } },
    },
    Replies: { type: 'array', items: { $ref: 'Comment#' } },
  },
  required: ['Id', 'Content', 'AuthorName', 'CreatedAt', 'Likes', 'userLiked', 'IsGuest'],
};

export const commentPageSchema = {
  $id: 'CommentPage',
  type: 'object',
  properties: {
    comments: { type: 'array', items: { $ref: 'Comment#' } },
    hasMore: { type: 'boolean', description: 'More top-level comments follow this page' },
    nextAfter: {
      type: ['integer', 'null'],
      description: 'Pass as after= for the next page; null on the last page',
    },
    total: {
      type: 'integer',
      description: 'Comments of the whole thread a reader sees, replies included',
    },
  },
  required: ['comments', 'hasMore', 'nextAfter', 'total'],
};

export const commentPostedSchema = {
  $id: 'CommentPosted',
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    status: { type: 'string', enum: ['published', 'pending_approval'] },
    flagged: { type: 'boolean' },
    message: { type: 'string' },
    comment: { $ref: 'Comment#' },
  },
  required: ['success', 'status', 'flagged', 'message', 'comment'],
};

/** A comment in the moderation queue, in the names the repository gives (renamed below). */
const moderationItemFields = {
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    PostId: { type: 'integer' },
    PostTitle: { type: 'string', description: "The title of the comment's post" },
    PostPath: {
      type: 'string',
      description: "The article's path on the public site, for the moderator to open it",
    },
    PostUrl: {
      type: 'string',
      description: "The article's address on the public site (PUBLIC_SITE_URL and PostPath)",
    },
    ParentId: { type: ['integer', 'null'] },
    ParentContent: {
      type: ['string', 'null'],
      description: 'The text of the comment this one replies to (null for a top-level comment)',
    },
    ParentAuthorName: { type: ['string', 'null'] },
    Content: { type: 'string' },
    AuthorName: { type: ['string', 'null'] },
    AuthorEmail: { type: ['string', 'null'] },
    UserId: { type: ['string', 'null'] },
    GuestId: { type: ['string', 'null'] },
    Status: { type: 'string' },
    Flagged: { type: 'boolean' },
    Reasons: { type: 'array', items: { type: 'string' } },
    CreatedAt: { type: 'string', format: 'date-time' },
    ModeratedAt: { type: ['string', 'null'], format: 'date-time' },
  },
};

/** The admin API's queue item: the fields above under the admin names. */
export const moderationItemSchema = {
  ...adminObjectSchema(moderationItemFields),
  $id: 'ModerationItem',
};

export const bulkModerationResultSchema = {
  $id: 'BulkModerationResult',
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['published', 'rejected'] },
    ids: {
      type: 'array',
      items: { type: 'integer' },
      description: 'The comments moderated, in id order',
    },
    notFound: {
      type: 'array',
      items: { type: 'integer' },
      description: 'Ids given that name no comment',
    },
  },
  required: ['status', 'ids', 'notFound'],
};

export const commentSchemas = [
  commentSchema,
  commentPageSchema,
  commentPostedSchema,
  moderationItemSchema,
  bulkModerationResultSchema,
];
