/**
 * The blog's runtime calls (engagement, comments, newsletter, guest client info), grouped like
 * the shared client's methods and made through its one `request` (prefix, key header, timeouts,
 * error logging). Stats and comments are cached for 30 s; a write drops the entry
 * it changed so the next read is fresh.
 */
import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import {
  COMMENTS_CACHE_TTL_MS,
  COMMENTS_PAGE_SIZE,
  ENGAGEMENT_CACHE_TTL_MS,
} from '@cloud-consulting/domain/constants';
import type { NewsletterSubscribeValues } from '@cloud-consulting/domain/forms/newsletter-band';
import { HONEYPOT_FIELD } from '@cloud-consulting/domain/human-check';
import type { NewsletterResultResponse } from '@cloud-consulting/domain/text';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';
import { createTtlCache } from './ttl-cache';

/** Body field the provider reads besides a comment's own and the honeypot: the signed token. */
export const FORM_TOKEN_FIELD = 'formToken';

export interface Actor {
  userId?: string | number | null;
  guestId?: string | null;
}

export interface EngagementStats {
  likes: number;
  bookmarks: number;
  comments: number;
  views: number;
  shares: number;
  userLiked: boolean;
  userBookmarked: boolean;
}

export interface ToggleResult {
  action?: string;
  likes?: number;
  bookmarks?: number;
}

export interface BlogComment {
  Id: number;
  Content: string;
  AuthorName?: string | null;
  CreatedAt: string;
  Likes: number;
  userLiked?: boolean;
  IsGuest?: boolean;
  User?: { FirstName?: string; LastName?: string } | null;
  Replies?: BlogComment[];
}

/** A page of a post's thread: top-level comments with their replies, and where the next starts. */
export interface CommentPage {
  comments: BlogComment[];
  hasMore: boolean;
  /** The `after` of the next page; null on the last. */
  nextAfter: number | null;
  /** Comments of the whole thread, replies included; null when the provider does not say. */
  total: number | null;
}

/** A page as the provider answers it; a bare list (an older provider) is the whole thread. */
function commentPage(body: unknown): CommentPage {
  if (Array.isArray(body))
    return { comments: body as BlogComment[], hasMore: false, nextAfter: null, total: null };
  const page = (body ?? {}) as Partial<CommentPage>;
  const comments = Array.isArray(page.comments) ? page.comments : [];
  const nextAfter = typeof page.nextAfter === 'number' ? page.nextAfter : null;
  const total = typeof page.total === 'number' ? page.total : null;
  return { comments, hasMore: page.hasMore === true && nextAfter !== null, nextAfter, total };
}

export interface CommentInput {
  content: string;
  authorName?: string;
  authorEmail?: string;
  parentId?: number | null;
  userId?: string | number | null;
  guestId?: string | null;
}

export interface CommentPosted {
  success?: boolean;
  status?: string;
  flagged?: boolean;
  message?: string;
  comment?: BlogComment;
}

export interface SubscribeResponse {
  success?: boolean;
  message?: string;
  requiresVerification?: boolean;
  error?: string;
}

export interface HumanCheckAnswer {
  formToken: string;
}

const actorQuery = (actor: Actor, extra: Record<string, string> = {}): string => {
  const params = new URLSearchParams(extra);
  if (actor.userId !== undefined && actor.userId !== null && actor.userId !== '') {
    params.set('userId', String(actor.userId));
  }
  if (actor.guestId) params.set('guestId', actor.guestId);
  const query = params.toString();
  return query ? `?${query}` : '';
};

const actorBody = (actor: Actor) => ({
  userId: actor.userId ?? null,
  guestId: actor.guestId ?? null,
});

export function createBlogApi(client: ApiClient) {
  const stats = createTtlCache<EngagementStats>(ENGAGEMENT_CACHE_TTL_MS);
  const comments = createTtlCache<CommentPage>(COMMENTS_CACHE_TTL_MS);
  const statsKey = (postId: number, actor: Actor) => `${postId}${actorQuery(actor)}`;

  return {
    engagement: {
      stats: (postId: number, actor: Actor): Promise<EngagementStats> =>
        stats.get(statsKey(postId, actor), () =>
          client.request<EngagementStats>(`${API_PATHS.blogStats(postId)}${actorQuery(actor)}`),
        ),
      like: async (postId: number, actor: Actor): Promise<ToggleResult> => {
        stats.invalidate(statsKey(postId, actor));
        return client.request<ToggleResult>(API_PATHS.blogLike(postId), {
          method: 'POST',
          body: actorBody(actor),
        });
      },
      bookmark: async (postId: number, actor: Actor): Promise<ToggleResult> => {
        stats.invalidate(statsKey(postId, actor));
        return client.request<ToggleResult>(API_PATHS.blogBookmark(postId), {
          method: 'POST',
          body: actorBody(actor),
        });
      },
      share: async (postId: number, platform: string, actor: Actor): Promise<void> => {
        stats.invalidate(statsKey(postId, actor));
        await client.request(API_PATHS.blogShare(postId), {
          method: 'POST',
          body: { platform, ...actorBody(actor) },
        });
      },
      view: async (postId: number, actor: Actor): Promise<void> => {
        await client.request(API_PATHS.blogView(postId), {
          method: 'POST',
          body: actorBody(actor),
        });
      },
    },
    comments: {
      /** A page of the thread: the first, or the one after the top-level comment `after`. */
      page: (postId: number, actor: Actor, after: number | null = null): Promise<CommentPage> => {
        const query = actorQuery(actor, {
          limit: String(COMMENTS_PAGE_SIZE),
          ...(after === null ? {} : { after: String(after) }),
        });
        return comments.get(`${postId}${query}`, async () =>
          commentPage(await client.request<unknown>(`${API_PATHS.blogComments(postId)}${query}`)),
        );
      },
      add: async (
        postId: number,
        input: CommentInput,
        guard: { formToken: string | null; honeypot: string },
      ): Promise<CommentPosted> => {
        const posted = await client.request<CommentPosted>(API_PATHS.blogComments(postId), {
          method: 'POST',
          body: {
            ...input,
            [FORM_TOKEN_FIELD]: guard.formToken,
            [HONEYPOT_FIELD]: guard.honeypot,
          },
        });
        comments.invalidate();
        stats.invalidate();
        return posted;
      },
      like: async (commentId: number, actor: Actor): Promise<ToggleResult> => {
        const result = await client.request<ToggleResult>(API_PATHS.commentLike(commentId), {
          method: 'POST',
          body: actorBody(actor),
        });
        comments.invalidate();
        return result;
      },
      /** Drops cached threads (after a post, so the list shows the server's view). */
      refresh: () => comments.invalidate(),
    },
    humanCheck: {
      /** The invisible signed token a comment post carries. */
      formToken: async (): Promise<string | null> => {
        const body = await client.request<Partial<HumanCheckAnswer> | null>(API_PATHS.humanCheck);
        return typeof body?.formToken === 'string' ? body.formToken : null;
      },
    },
    clientInfo: {
      /** The address hash the guest session keeps; failures give null and are ignored. */
      ipHash: async (): Promise<string | null> => {
        try {
          const body = await client.request<{ ipHash?: unknown } | null>(API_PATHS.clientInfo);
          return typeof body?.ipHash === 'string' ? body.ipHash : null;
        } catch {
          return null;
        }
      },
    },
    newsletter: {
      subscribe: (values: NewsletterSubscribeValues): Promise<SubscribeResponse | null> =>
        client.request<SubscribeResponse | null>(API_PATHS.newsletterSubscribe, {
          method: 'POST',
          body: values,
        }),
      verify: (token: string): Promise<NewsletterResultResponse | null> =>
        client.request<NewsletterResultResponse | null>(API_PATHS.newsletterVerify(token)),
      unsubscribe: (token: string): Promise<NewsletterResultResponse | null> =>
        client.request<NewsletterResultResponse | null>(API_PATHS.newsletterUnsubscribe(token), {
          method: 'POST',
        }),
    },
  };
}

export type BlogApi = ReturnType<typeof createBlogApi>;

const perClient = new WeakMap<ApiClient, BlogApi>();

/** One blog API (and so one set of caches) per client. */
export function blogApiFor(client: ApiClient): BlogApi {
  let value = perClient.get(client);
  if (!value) {
    value = createBlogApi(client);
    perClient.set(client, value);
  }
  return value;
}

/** The blog's runtime calls over the page's API client (a fake one in tests). */
export const useBlogApi = (): BlogApi => blogApiFor(useApi());
