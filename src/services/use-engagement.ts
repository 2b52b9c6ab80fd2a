/**
 * A post's engagement for the bar: stats (30 s cache), like and bookmark toggled optimistically
 * then reconciled with the server's `action`, shares, and one view per visit when tracking is
 * allowed. Every outcome raises its toast.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ENGAGEMENT_MESSAGES,
  bookmarkToast,
  isAdded,
  likeToast,
} from '@cloud-consulting/domain/blog';
import { COMMENT_MESSAGES } from '@cloud-consulting/domain/forms/comment-messages';
import { useToast } from './toast-context';
import type { EngagementStats, ToggleResult } from './blog-api';
import { useBlogApi } from './blog-api';
import type { Visitor } from './use-visitor';

export const EMPTY_STATS: EngagementStats = {
  likes: 0,
  bookmarks: 0,
  comments: 0,
  views: 0,
  shares: 0,
  userLiked: false,
  userBookmarked: false,
};

type Toggle = 'like' | 'bookmark';

const FIELDS = {
  like: { count: 'likes', flag: 'userLiked' },
  bookmark: { count: 'bookmarks', flag: 'userBookmarked' },
} as const;

export function useEngagement(postId: number, visitor: Visitor) {
  const blog = useBlogApi();
  const { toast } = useToast();
  const [stats, setStats] = useState<EngagementStats | null>(null);
  const [busy, setBusy] = useState<Record<Toggle, boolean>>({ like: false, bookmark: false });
  const viewed = useRef(false);
  // A guest's id leaves the browser only with their consent: without it the stats are read and a
  // share is counted without saying whose they are.
  const guestId = visitor.canEngage ? visitor.guestId : null;
  const actor = { userId: visitor.userId, guestId };
  const actorKey = `${visitor.userId ?? ''}|${guestId ?? ''}`;

  useEffect(() => {
    if (!visitor.ready) return undefined;
    let alive = true;
    blog.engagement
      .stats(postId, actor)
      .then((value) => {
        if (alive) setStats({ ...EMPTY_STATS, ...value });
      })
      .catch(() => {
        if (alive) toast({ title: ENGAGEMENT_MESSAGES.statsFailed, variant: 'error' });
      });
    return () => {
      alive = false;
    };
    // actorKey stands for the visitor's ids.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blog, postId, actorKey, visitor.ready, toast]);

  // One view per post visit, when a user or guest id exists and tracking is allowed.
  useEffect(() => {
    if (viewed.current || !visitor.ready || !visitor.canEngage) return;
    if (!visitor.userId && !visitor.guestId) return;
    viewed.current = true;
    blog.engagement
      .view(postId, { userId: visitor.userId, guestId: visitor.guestId })
      .catch((error: unknown) => console.error(ENGAGEMENT_MESSAGES.viewFailed, error));
  }, [blog, postId, visitor.ready, visitor.canEngage, visitor.userId, visitor.guestId]);

  const toggle = useCallback(
    async (kind: Toggle) => {
      if (!visitor.canEngage) {
        toast({
          title:
            kind === 'like'
              ? COMMENT_MESSAGES.likeNeedsConsent
              : COMMENT_MESSAGES.bookmarkNeedsConsent,
        });
        return;
      }
      if (busy[kind]) return;
      const { count, flag } = FIELDS[kind];
      const before = stats ?? EMPTY_STATS;
      const wasOn = before[flag];
      setBusy((value) => ({ ...value, [kind]: true }));
      setStats({
        ...before,
        [flag]: !wasOn,
        [count]: Math.max(0, before[count] + (wasOn ? -1 : 1)),
      });
      try {
        const call = kind === 'like' ? blog.engagement.like : blog.engagement.bookmark;
        const result: ToggleResult = await call(postId, actor);
        const added = isAdded(result?.action);
        const serverCount = result?.[count];
        setStats((value) => {
          const current = value ?? before;
          return {
            ...current,
            [flag]: added,
            [count]:
              typeof serverCount === 'number'
                ? serverCount
                : Math.max(0, before[count] + (added === wasOn ? 0 : added ? 1 : -1)),
          };
        });
        toast({
          title: kind === 'like' ? likeToast(result?.action) : bookmarkToast(result?.action),
          variant: 'success',
        });
      } catch {
        setStats(before);
        toast({
          title:
            kind === 'like' ? ENGAGEMENT_MESSAGES.likeFailed : ENGAGEMENT_MESSAGES.bookmarkFailed,
          variant: 'error',
        });
      } finally {
        setBusy((value) => ({ ...value, [kind]: false }));
      }
    },
    // actorKey stands for the visitor's ids.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [visitor.canEngage, busy, stats, blog, postId, actorKey, toast],
  );

  const share = useCallback(
    async (platform: string) => {
      try {
        await blog.engagement.share(postId, platform, actor);
        setStats((value) => (value ? { ...value, shares: value.shares + 1 } : value));
        toast({ title: ENGAGEMENT_MESSAGES.shared, variant: 'success' });
      } catch {
        toast({ title: ENGAGEMENT_MESSAGES.shareFailed, variant: 'error' });
      }
    },
    // actorKey stands for the visitor's ids.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [blog, postId, actorKey, toast],
  );

  return {
    stats: stats ?? EMPTY_STATS,
    loaded: stats !== null,
    busy,
    like: () => toggle('like'),
    bookmark: () => toggle('bookmark'),
    share,
  };
}
