/** One comment: avatar, name, relative time, the text (plain, never HTML), like and reply. */
import type { ReactNode } from 'react';
import { relativeTime } from '@cloud-consulting/domain/blog';
import type { ThreadDepth } from '@cloud-consulting/domain/comment-thread';
import { COMMENT_MESSAGES } from '@cloud-consulting/domain/forms/comment-messages';
import type { BlogComment } from '../../services/blog-api';
import { Avatar } from './avatar';

/** A registered user's name, else the guest's. */
export function commentAuthor(comment: Pick<BlogComment, 'User' | 'AuthorName'>): string {
  const user = [comment.User?.FirstName, comment.User?.LastName].filter(Boolean).join(' ').trim();
  return user || comment.AuthorName?.trim() || 'Guest';
}

export function CommentItem({
  comment,
  now,
  depth,
  pending = false,
  onLike,
  onReply,
  replyOpen = false,
  children,
}: {
  comment: BlogComment;
  now: Date;
  /** Its place in the thread: 0 for a top-level comment, 1 for a reply, and so on. */
  depth: ThreadDepth;
  pending?: boolean;
  onLike?(): void;
  /** Absent where the thread allows no reply (past the thread depth) and on pending comments. */
  onReply?(): void;
  replyOpen?: boolean;
  children?: ReactNode;
}) {
  const name = commentAuthor(comment);
  return (
    <li
      data-testid={pending ? 'pending-comment' : 'comment'}
      sx={{ listStyle: 'none', display: 'flex', gap: 3, py: 3 }}
    >
      {/* A published top-level comment has the larger avatar; replies and pending ones the smaller. */}
      <Avatar name={name} size={depth === 0 && !pending ? 40 : 32} />
      <div sx={{ flex: 1, minWidth: 0 }}>
        <div sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2 }}>
          <strong>{name}</strong>
          <time dateTime={comment.CreatedAt} sx={{ color: 'mutedText', fontSize: 1 }}>
            {relativeTime(comment.CreatedAt, now)}
          </time>
          {pending && (
            <span
              sx={{
                fontSize: 0,
                px: 2,
                py: '2px',
                borderRadius: 'round',
                bg: 'highlight',
                color: 'text',
                fontWeight: 'bold',
              }}
            >
              {COMMENT_MESSAGES.pendingBadge}
            </span>
          )}
        </div>
        <p sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 2 }}>{comment.Content}</p>
        {!pending && (
          <div sx={{ display: 'flex', gap: 2 }}>
            <button
              type="button"
              aria-pressed={Boolean(comment.userLiked)}
              onClick={onLike}
              sx={{ variant: 'buttons.ghost', px: 2, py: 1, fontSize: 1 }}
            >
              <span aria-hidden="true">{comment.userLiked ? '♥' : '♡'}</span> Like{' '}
              <span data-testid="comment-likes">{comment.Likes}</span>
            </button>
            {onReply && (
              <button
                type="button"
                aria-expanded={replyOpen}
                onClick={onReply}
                sx={{ variant: 'buttons.ghost', px: 2, py: 1, fontSize: 1 }}
              >
                Reply
              </button>
            )}
          </div>
        )}
        {children}
      </div>
    </li>
  );
}
