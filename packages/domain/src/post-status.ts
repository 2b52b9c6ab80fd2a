/**
 * Editorial status of a blog post: which changes are allowed, and when a post is publicly
 * visible. A scheduled post is visible from its publish instant on, whether or not the
 * provider's scheduler has already flipped it to published, so the rule holds without any job.
 */

export const POST_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const POST_STATUS_MESSAGES = {
  publishAtRequired: 'Choose when the post goes live: a scheduled post needs a date and time',
  publishAtInPast: 'Choose a date and time in the future',
  publishAtInvalid: 'Enter a date and a time',
  publishAtOnlyWhenScheduled: 'Only a scheduled post has a date and time to go live',
  unknownStatus: `status must be one of ${POST_STATUSES.join(', ')}`,
} as const;

/** The statuses each status may change to; scheduled → scheduled is a new publish instant. */
const TRANSITIONS: Record<PostStatus, readonly PostStatus[]> = {
  draft: ['scheduled', 'published', 'archived'],
  scheduled: ['draft', 'scheduled', 'published', 'archived'],
  published: ['draft', 'archived'],
  archived: ['draft', 'published'],
};

export function isPostStatus(value: unknown): value is PostStatus {
  return typeof value === 'string' && (POST_STATUSES as readonly string[]).includes(value);
}

/** The message refusing a change from one status to another, or null when it is allowed. */
export function transitionError(from: PostStatus, to: PostStatus): string | null {
  if (TRANSITIONS[from].includes(to)) return null;
  if (from === to) return `The post is already ${to}`;
  return `${from === 'archived' ? 'An' : 'A'} ${from} post cannot become ${to}`;
}

/**
 * The message refusing a status change with its publish instant, or null. `publishAt` is the
 * instant the change asks for (a scheduled post needs one in the future); `now` in ms.
 */
export function statusChangeError(
  from: PostStatus,
  to: PostStatus,
  publishAt: Date | null | undefined,
  now: number,
): string | null {
  const transition = transitionError(from, to);
  if (transition) return transition;
  if (to !== 'scheduled') return publishAt ? POST_STATUS_MESSAGES.publishAtOnlyWhenScheduled : null;
  if (!publishAt) return POST_STATUS_MESSAGES.publishAtRequired;
  if (Number.isNaN(publishAt.getTime())) return POST_STATUS_MESSAGES.publishAtInvalid;
  if (publishAt.getTime() <= now) return POST_STATUS_MESSAGES.publishAtInPast;
  return null;
}

/** Publicly visible at instant `at` (ms): published, or scheduled with publishAt <= at. */
export function isPubliclyVisible(
  post: { status: PostStatus; publishAt: Date | string | null },
  at: number,
): boolean {
  if (post.status === 'published') return true;
  if (post.status !== 'scheduled' || post.publishAt === null) return false;
  return new Date(post.publishAt).getTime() <= at;
}
