/**
 * The mail that tells a moderator a comment is waiting: which article, who wrote it and what,
 * and where to read the article. Held comments are not public, so the text is in the mail.
 */
import { ROLES, mayDo } from '@cloud-consulting/domain/admin-roles';

/** The roles that moderate comments, hence may ask to hear of held ones. */
export const MODERATING_ROLES = ROLES.filter((role) => mayDo(role, 'comments'));

export const HELD_COMMENT_MAIL_KIND = 'comment_held';

export interface HeldComment {
  commentId: number;
  postTitle: string;
  /** The article's address on the public site. */
  postUrl: string;
  authorName: string | null;
  content: string;
}

export function heldCommentMail(comment: HeldComment): { subject: string; text: string } {
  const author = comment.authorName ?? 'Someone without a name';
  return {
    subject: `Comment held for moderation on "${comment.postTitle}"`,
    text:
      `${author} commented on "${comment.postTitle}", and the comment waits for moderation.\n\n` +
      `${comment.content}\n\n` +
      `Article: ${comment.postUrl}\n` +
      `Comment ${comment.commentId}: approve or reject it in the moderation queue of the ` +
      `editorial back end.\n`,
  };
}
