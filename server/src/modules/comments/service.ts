/**
 * What the comment endpoints do, apart from HTTP: the visible thread of a post (nested by the
 * shared thread rule, down to the reply depth), and posting a comment: the post must be active,
 * a parent must be a published comment of the same post at a depth that may be answered, the
 * text passes moderation, and the comment is stored in the transaction that consumes the human
 * check. A comment held for moderation queues, in that same transaction, a mail to every
 * moderator (or owner) who asked for one.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  COMMENT_MESSAGES,
  commentPostedMessage,
  type CommentValues,
} from '@cloud-consulting/domain/forms/comment';
import { BLOG_MESSAGES, blogPostPath } from '@cloud-consulting/domain/blog';
import { canReplyAt, nestComments } from '@cloud-consulting/domain/comment-thread';
import type { Database, Queryable } from '../../db/client.js';
import { refuse } from '../../plugins/refusal.js';
import { dbId } from '../../plugins/visitor-writes.js';
import type { HumanCheck, PassedCheck } from '../human-check/service.js';
import type { Mailer } from '../mail/outbox.js';
import { createPeopleRepository } from '../people/repository.js';
import { moderateComment } from './moderation.js';
import {
  HELD_COMMENT_MAIL_KIND,
  MODERATING_ROLES,
  heldCommentMail,
  type HeldComment,
} from './notification.js';
import { createCommentRepository } from './repository.js';

export const COMMENT_SERVER_MESSAGES = {
  parentNotFound: 'The comment you are replying to was not found.',
  replyToReply: 'Replies cannot be replied to.',
  commentNotFound: 'Comment not found',
} as const;

const orNull = (v: unknown): string | null =>
  v === undefined || v === null || v === '' ? null : String(v);

export function createCommentService(options: {
  db: Database;
  humanCheck: HumanCheck;
  now: () => number;
  /** Levels of replies a thread holds (the shared MAX_REPLY_DEPTH unless a test says else). */
  maxReplyDepth: number;
  mailer: Pick<Mailer, 'enqueue' | 'dispatch'>;
  /** The public site's address, for the article link in moderators' mails. */
  publicSiteUrl: string;
}) {
  const { db, humanCheck, now, maxReplyDepth, mailer } = options;
  const repo = createCommentRepository(db, now);
  const people = createPeopleRepository(db);

  /** Queues in tx the held-comment mail of every moderator who asked for it; answers mail ids. */
  async function tellModerators(
    tx: Queryable,
    comment: Omit<HeldComment, 'postUrl'>,
    slug: string,
  ) {
    const recipients = await people.heldCommentWatchers(MODERATING_ROLES, tx);
    const mail = heldCommentMail({
      ...comment,
      postUrl: `${options.publicSiteUrl}${blogPostPath({ Slug: slug })}`,
    });
    const ids: number[] = [];
    for (const to of recipients) {
      ids.push(await mailer.enqueue(tx, { kind: HELD_COMMENT_MAIL_KIND, to, ...mail }));
    }
    return ids;
  }

  /** The published parent a reply answers, or a refusal naming parentId. */
  async function replyParent(postId: number, parentId: unknown): Promise<number | null> {
    if (parentId === undefined || parentId === null) return null;
    const id = dbId(parentId);
    const parent = id === null ? null : await repo.find(id);
    if (!parent || parent.postId !== postId || parent.status !== 'published') {
      throw refuse(400, COMMENT_SERVER_MESSAGES.parentNotFound, {
        errors: { parentId: COMMENT_SERVER_MESSAGES.parentNotFound },
      });
    }
    if (!canReplyAt(parent.depth, maxReplyDepth)) {
      throw refuse(400, COMMENT_SERVER_MESSAGES.replyToReply, {
        errors: { parentId: COMMENT_SERVER_MESSAGES.replyToReply },
      });
    }
    return id;
  }

  return {
    /**
     * A page of the published thread of an active post: `limit` top-level comments after the
     * one named `after` (from the start when null), each with its replies; null when the post
     * is not active. nextAfter is what to pass as `after` for the next page, when there is one;
     * total counts every comment of the thread a reader can see, on this page or another.
     */
    async thread(
      postId: number,
      actor: string | null,
      page: { after: number | null; limit: number },
    ) {
      if (!(await repo.postIsActive(postId))) return null;
      const [{ rows, hasMore }, total] = await Promise.all([
        repo.listPublishedPage(postId, actor, { ...page, maxDepth: maxReplyDepth }),
        repo.countVisible(postId, maxReplyDepth),
      ]);
      const comments = nestComments(rows, maxReplyDepth);
      const last = comments.at(-1);
      return { comments, hasMore, nextAfter: hasMore && last ? last.Id : null, total };
    },

    /** Stores a comment or a reply; refuses (4xx) what cannot be stored. */
    async post(
      postId: number,
      value: CommentValues,
      check: PassedCheck | null,
      context: { ipHash: string; log: FastifyBaseLogger },
    ) {
      if (!(await repo.postIsActive(postId))) throw refuse(404, BLOG_MESSAGES.notFound);
      const parentId = await replyParent(postId, value.parentId);
      const content = value.content.trim();
      const verdict = moderateComment(content);
      if (verdict.decision === 'rejected') {
        context.log.info({ reasons: verdict.reasons }, 'comment refused by moderation');
        throw refuse(400, verdict.message, { error: COMMENT_MESSAGES.contentValidationFailed });
      }
      const isUser = orNull(value.userId) !== null;
      const { comment, mailIds } = await db.transaction(async (tx) => {
        await humanCheck.consume(tx, check);
        const comment = await repo.insert(
          {
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
            ipHash: context.ipHash,
            createdAt: new Date(now()),
          },
          tx,
        );
        if (verdict.decision !== 'pending_approval') return { comment, mailIds: [] };
        const post = (await repo.postTitleAndSlug(postId, tx))!;
        const held = {
          commentId: comment.Id,
          postTitle: post.title,
          authorName: comment.AuthorName,
          content,
        };
        return { comment, mailIds: await tellModerators(tx, held, post.slug) };
      });
      mailer.dispatch(mailIds);
      return {
        success: true,
        status: verdict.decision,
        flagged: verdict.flagged,
        message: commentPostedMessage(verdict.decision),
        comment: { ...comment, Replies: [] },
      };
    },

    /**
     * Toggles an actor's like on a published comment, from the address whose hash is `ipHash`;
     * answers the post it belongs to too.
     */
    async toggleLike(commentId: number, actor: string, ipHash: string) {
      const comment = await repo.find(commentId);
      if (!comment || comment.status !== 'published') {
        throw refuse(404, COMMENT_SERVER_MESSAGES.commentNotFound);
      }
      const liked = await db.transaction((tx) => repo.toggleLike(commentId, actor, ipHash, tx));
      return { postId: comment.postId, ...liked };
    },
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
