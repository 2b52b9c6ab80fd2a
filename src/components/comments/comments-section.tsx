/**
 * A post's comments: the published thread (30 s cache) with replies one level deep, the form,
 * one reply box open at a time, comment likes, and the visitor's own comments awaiting review
 * shown locally as 'Pending Review' for 300 s unless the server flagged them.
 */
import { useCallback, useEffect, useState } from 'react';
import { PENDING_COMMENT_DISPLAY_MS } from '@cloud-consulting/domain/constants';
import { COMMENT_MESSAGES } from '@cloud-consulting/domain/forms/comment-messages';
import type { BlogComment } from '../../services/blog-api';
import { useBlogApi } from '../../services/use-blog-api';
import type { Visitor } from '../../services/use-visitor';
import { useToast } from '../toast/toast-provider';
import { CommentForm, type PostedComment } from './comment-form';
import { CommentItem } from './comment-item';

interface PendingComment {
  comment: BlogComment;
  parentId: number | null;
  until: number;
}

let localIds = -1;

/** The comment as the visitor will see it while it awaits review. */
export function pendingFromPost(posted: PostedComment, now: Date): BlogComment {
  return {
    Id: posted.response.comment?.Id ?? localIds--,
    Content: posted.values.content,
    AuthorName: posted.values.authorName ?? null,
    CreatedAt: posted.response.comment?.CreatedAt ?? now.toISOString(),
    Likes: 0,
    IsGuest: posted.values.userId === null || posted.values.userId === undefined,
    Replies: [],
  };
}

const updateComment = (
  list: BlogComment[],
  id: number,
  change: (comment: BlogComment) => BlogComment,
): BlogComment[] =>
  list.map((comment) =>
    comment.Id === id
      ? change(comment)
      : { ...comment, Replies: updateComment(comment.Replies ?? [], id, change) },
  );

export function CommentsSection({ postId, visitor }: { postId: number; visitor: Visitor }) {
  const blog = useBlogApi();
  const { toast } = useToast();
  const [comments, setComments] = useState<BlogComment[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState<PendingComment[]>([]);
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const [now, setNow] = useState(() => new Date());

  const load = useCallback(() => {
    if (!visitor.ready) return;
    blog.comments
      .list(postId, { userId: visitor.userId, guestId: visitor.guestId })
      .then((list) => {
        setComments(list);
        setFailed(false);
        setNow(new Date());
      })
      .catch(() => {
        setComments([]);
        setFailed(true);
      });
  }, [blog, postId, visitor.ready, visitor.userId, visitor.guestId]);
  useEffect(load, [load]);

  // Pending comments disappear after their display time.
  useEffect(() => {
    if (pending.length === 0) return undefined;
    const next = Math.min(...pending.map((item) => item.until));
    const timer = setTimeout(
      () => setPending((list) => list.filter((item) => item.until > Date.now())),
      Math.max(0, next - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [pending]);

  const onPosted = (parentId: number | null) => (posted: PostedComment) => {
    setReplyTo(null);
    if (posted.response?.status === 'pending_approval') {
      if (!posted.response.flagged) {
        const at = new Date();
        setPending((list) => [
          ...list,
          {
            comment: pendingFromPost(posted, at),
            parentId,
            until: at.getTime() + PENDING_COMMENT_DISPLAY_MS,
          },
        ]);
      }
      return;
    }
    blog.comments.refresh();
    load();
  };

  const like = async (comment: BlogComment) => {
    if (!visitor.canEngage) {
      toast({ title: COMMENT_MESSAGES.likeNeedsConsent });
      return;
    }
    try {
      const result = await blog.comments.like(comment.Id, {
        userId: visitor.userId,
        guestId: visitor.guestId,
      });
      const liked = result?.action === 'created';
      setComments((list) =>
        updateComment(list ?? [], comment.Id, (c) => ({
          ...c,
          userLiked: liked,
          Likes: typeof result?.likes === 'number' ? result.likes : c.Likes + (liked ? 1 : -1),
        })),
      );
    } catch {
      toast({ title: COMMENT_MESSAGES.likeFailed, variant: 'error' });
    }
  };

  const pendingFor = (parentId: number | null) =>
    pending.filter((item) => item.parentId === parentId);
  const total =
    (comments ?? []).reduce((sum, c) => sum + 1 + (c.Replies?.length ?? 0), 0) + pending.length;

  return (
    <section aria-labelledby="comments-heading" data-testid="comments" sx={{ my: 5 }}>
      <h2 id="comments-heading">Comments ({total})</h2>
      <CommentForm postId={postId} visitor={visitor} onPosted={onPosted(null)} />
      {comments === null && visitor.ready && (
        <p role="status" sx={{ color: 'mutedText' }}>
          Loading comments...
        </p>
      )}
      {failed && (
        <p role="alert" sx={{ color: 'danger' }}>
          {COMMENT_MESSAGES.loadFailed}
        </p>
      )}
      <ul sx={{ p: 0, m: 0 }}>
        {pendingFor(null).map((item) => (
          <CommentItem key={item.comment.Id} comment={item.comment} now={now} pending />
        ))}
        {(comments ?? []).map((comment) => (
          <CommentItem
            key={comment.Id}
            comment={comment}
            now={now}
            onLike={() => void like(comment)}
            onReply={() => setReplyTo((open) => (open === comment.Id ? null : comment.Id))}
            replyOpen={replyTo === comment.Id}
          >
            {replyTo === comment.Id && (
              <CommentForm
                postId={postId}
                visitor={visitor}
                parentId={comment.Id}
                onPosted={onPosted(comment.Id)}
                onCancel={() => setReplyTo(null)}
                focusOnMount
              />
            )}
            {((comment.Replies?.length ?? 0) > 0 || pendingFor(comment.Id).length > 0) && (
              <ul sx={{ p: 0, m: 0, pl: 3, borderLeft: '2px solid', borderColor: 'border' }}>
                {(comment.Replies ?? []).map((reply) => (
                  <CommentItem
                    key={reply.Id}
                    comment={reply}
                    now={now}
                    onLike={() => void like(reply)}
                  />
                ))}
                {pendingFor(comment.Id).map((item) => (
                  <CommentItem key={item.comment.Id} comment={item.comment} now={now} pending />
                ))}
              </ul>
            )}
          </CommentItem>
        ))}
      </ul>
    </section>
  );
}
