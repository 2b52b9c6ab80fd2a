/**
 * How the editor app shows a post's status and which status changes it offers: the shared
 * rules of post-status.ts decide what is allowed, each change has its own admin route.
 */
import {
  POST_STATUSES,
  transitionError,
  type PostStatus,
} from '@cloud-consulting/domain/post-status';

export const STATUS_LABELS: Readonly<Record<PostStatus, string>> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
};

export const STATUS_COLORS: Readonly<
  Record<PostStatus, 'default' | 'info' | 'success' | 'warning'>
> = {
  draft: 'default',
  scheduled: 'info',
  published: 'success',
  archived: 'warning',
};

export const STATUS_CHOICES = POST_STATUSES.map((id) => ({ id, name: STATUS_LABELS[id] }));

export interface StatusAction {
  /** The admin route under /blog/{id}/. */
  route: 'publish' | 'schedule' | 'unpublish' | 'archive';
  to: PostStatus;
  label: string;
}

const ACTIONS: readonly StatusAction[] = [
  { route: 'publish', to: 'published', label: 'Publish now' },
  { route: 'schedule', to: 'scheduled', label: 'Schedule' },
  { route: 'unpublish', to: 'draft', label: 'Back to draft' },
  { route: 'archive', to: 'archived', label: 'Archive' },
];

/** The changes a post in `status` may make, in the order the screen offers them. */
export function statusActions(status: PostStatus): StatusAction[] {
  return ACTIONS.filter((action) => transitionError(status, action.to) === null);
}

/** The date a list row shows: the publish instant when it has one, else the article date. */
export function listDate(post: { publishAt?: string | null; publishedOn?: string | null }) {
  return post.publishAt ?? post.publishedOn ?? null;
}
