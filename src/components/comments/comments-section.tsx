/**
 * A post's comments: the published thread (30 s cache) a page of top-level comments at a time
 * ("Show more comments" loads the next), with replies down to the thread depth,
 * the form, one reply box open at a time ("Reply" only where the thread allows a reply), comment
 * likes, and the visitor's own comments awaiting review shown locally as 'Pending Review' for
 * 300 s unless the server flagged them (kept in the tab's session storage, so a reload keeps
 * them; the heading counts them).
 */
import { useCallback, useEffect, useState } from 'react';
import {
  MAX_REPLY_DEPTH,
  canReplyAt,
  countThread,
  type ThreadDepth,
  type Threaded,
} from '@cloud-consulting/domain/comment-thread';
import { COMMENT_MESSAGES } from '@cloud-consulting/domain/forms/comment-messages';
import {
  PENDING_COMMENTS_KEY,
  addPendingComment,
  parsePendingComments,
  pendingForPost,
  type StoredPendingComment,
} from '@cloud-consulting/domain/pending-comments';
import { useBlogApi, type BlogComment } from '../../services/blog-api';
import type { Visitor } from '../../services/use-visitor';
import { useToast } from '../../services/toast-context';
import { CommentForm, type PostedComment } from './comment-form';
import { CommentItem } from './comment-item';

type PendingComment = StoredPendingComment<BlogComment>;

/** Every post's pending comments in this tab; none when storage cannot be read. */
function readPending(): PendingComment[] {
  try {
    return parsePendingComments<BlogComment>(
      window.sessionStorage.getItem(PENDING_COMMENTS_KEY),
      Date.now(),
    );
  } catch {
    return [];
  }
}

function writePending(list: readonly PendingComment[]): void {
  try {
    window.sessionStorage.setItem(PENDING_COMMENTS_KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the comment still shows until the page is left.
  }
}

/** Collects the ids of a thread, replies included. */
const threadIds = (list: readonly ThreadComment[], into = new Set<number>()): Set<number> => {
  for (const comment of list) {
    into.add(comment.Id);
    threadIds(comment.Replies, into);
  }
  return into;
};

let localIds = -1;

/** The button under a thread with more top-level comments than the first page. */
export const SHOW_MORE_COMMENTS = 'Show more comments';

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

type ThreadComment = Threaded<Omit<BlogComment, 'Replies'>>;

/** The thread as the list shows it: every comment with its list of replies, empty or not. */
const threaded = (list: readonly BlogComment[]): ThreadComment[] =>
  list.map((comment) => ({ ...comment, Replies: threaded(comment.Replies ?? []) }));

const updateComment = (
  list: ThreadComment[],
  id: number,
  change: (comment: ThreadComment) => ThreadComment,
): ThreadComment[] =>
  list.map((comment) =>
    comment.Id === id
      ? change(comment)
      : { ...comment, Replies: updateComment(comment.Replies, id, change) },
  );

export function CommentsSection({
  postId,
  visitor,
  maxDepth = MAX_REPLY_DEPTH,
}: {
  postId: number;
  visitor: Visitor;
  /** Levels of replies shown and offered (the shared thread depth). */
  maxDepth?: number;
}) {
  const blog = useBlogApi();
  const { toast } = useToast();
  const [comments, setComments] = useState<ThreadComment[] | null>(null);
  const [nextAfter, setNextAfter] = useState<number | null>(null);
  // Comments of the thread on pages not loaded yet, so the heading counts the whole thread.
  const [unloaded, setUnloaded] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  // This tab's pending comments of every post (stored), read once the part runs in the browser.
  const [stored, setStored] = useState<PendingComment[]>(() =>
    typeof window === 'undefined' ? [] : readPending(),
  );
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const [now, setNow] = useState(() => new Date());

  const load = useCallback(() => {
    if (!visitor.ready) return;
    blog.comments
      .page(postId, { userId: visitor.userId, guestId: visitor.guestId })
      .then((page) => {
        const first = threaded(page.comments);
        setComments(first);
        setNextAfter(page.hasMore ? page.nextAfter : null);
        setUnloaded(page.total === null ? 0 : Math.max(0, page.total - countThread(first)));
        setFailed(false);
        setNow(new Date());
      })
      .catch(() => {
        setComments([]);
        setNextAfter(null);
        setFailed(true);
      });
  }, [blog, postId, visitor.ready, visitor.userId, visitor.guestId]);
  useEffect(load, [load]);

  /** Appends the next page; on failure the button stays so the visitor can try again. */
  const loadMore = async () => {
    if (nextAfter === null) return;
    setLoadingMore(true);
    try {
      const page = await blog.comments.page(
        postId,
        { userId: visitor.userId, guestId: visitor.guestId },
        nextAfter,
      );
      const more = threaded(page.comments);
      setComments((list) => [...(list ?? []), ...more]);
      setNextAfter(page.hasMore ? page.nextAfter : null);
      setUnloaded((count) => (page.hasMore ? Math.max(0, count - countThread(more)) : 0));
    } catch {
      toast({ title: COMMENT_MESSAGES.loadFailed, variant: 'error' });
    } finally {
      setLoadingMore(false);
    }
  };

  const pending = pendingForPost(stored, postId, threadIds(comments ?? []), now.getTime());

  const nextExpiry = pending.length > 0 ? Math.min(...pending.map((item) => item.until)) : null;

  // Pending comments disappear after their display time.
  useEffect(() => {
    if (nextExpiry === null) return undefined;
    const timer = setTimeout(() => setNow(new Date()), Math.max(0, nextExpiry - Date.now()));
    return () => clearTimeout(timer);
  }, [nextExpiry]);

  const onPosted = (parentId: number | null) => (posted: PostedComment) => {
    setReplyTo(null);
    if (posted.response?.status === 'pending_approval') {
      if (!posted.response.flagged) {
        const at = new Date();
        const next = addPendingComment(
          readPending(),
          { postId, parentId, comment: pendingFromPost(posted, at) },
          at.getTime(),
        );
        writePending(next);
        setStored(next);
        setNow(at);
      }
      return;
    }
    blog.comments.refresh();
    load();
  };

  const like = async (comment: ThreadComment) => {
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
  const total = countThread(comments ?? []) + pending.length + unloaded;

  const pendingItem = (depth: ThreadDepth) => (item: PendingComment) => (
    <CommentItem key={item.comment.Id} comment={item.comment} now={now} depth={depth} pending />
  );

  /** A comment with its replies and the visitor's pending replies, nested to the thread depth. */
  const renderComment = (comment: ThreadComment, depth: ThreadDepth) => {
    const canReply = canReplyAt(depth, maxDepth);
    const replies = canReply ? comment.Replies : [];
    const pendingReplies = pendingFor(comment.Id);
    return (
      <CommentItem
        key={comment.Id}
        comment={comment}
        now={now}
        depth={depth}
        onLike={() => void like(comment)}
        onReply={
          canReply
            ? () => setReplyTo((open) => (open === comment.Id ? null : comment.Id))
            : undefined
        }
        replyOpen={replyTo === comment.Id}
      >
        {canReply && replyTo === comment.Id && (
          <CommentForm
            postId={postId}
            visitor={visitor}
            parentId={comment.Id}
            onPosted={onPosted(comment.Id)}
            onCancel={() => setReplyTo(null)}
            focusOnMount
          />
        )}
        {(replies.length > 0 || pendingReplies.length > 0) && (
          <ul sx={{ p: 0, m: 0, pl: 3, borderLeft: '2px solid', borderColor: 'border' }}>
            {replies.map((reply) => renderComment(reply, depth + 1))}
            {pendingReplies.map(pendingItem(depth + 1))}
          </ul>
        )}
      </CommentItem>
    );
  };

  return (
    <section aria-labelledby="comments-heading" data-testid="comments" sx={{ my: 5 }}>
      {/* The count once known: the built page does not know it. */}
      <h2 id="comments-heading">Comments{comments === null ? '' : ` (${total})`}</h2>
      <CommentForm postId={postId} visitor={visitor} onPosted={onPosted(null)} />
      {/*
        The loading line and the failure keep one line's place from the built page on (hidden
        without scripts, which load no comments): the part never moves what follows it when it
        goes live, finishes loading or fails (a failure longer than a line on a phone aside).
      */}
      <div data-script-only="" sx={{ lineHeight: 'body', minHeight: '1lh', my: 3 }}>
        {comments === null && !failed && (
          <p role="status" sx={{ color: 'mutedText', m: 0 }}>
            Loading comments...
          </p>
        )}
        {failed && (
          <p role="alert" sx={{ color: 'danger', m: 0 }}>
            {COMMENT_MESSAGES.loadFailed}
          </p>
        )}
      </div>
      <ul sx={{ p: 0, m: 0 }}>
        {pendingFor(null).map(pendingItem(0))}
        {(comments ?? []).map((comment) => renderComment(comment, 0))}
      </ul>
      {nextAfter !== null && (
        <button
          type="button"
          onClick={() => void loadMore()}
          disabled={loadingMore}
          sx={{ variant: 'buttons.secondary', mt: 3 }}
        >
          {SHOW_MORE_COMMENTS}
        </button>
      )}
    </section>
  );
}
