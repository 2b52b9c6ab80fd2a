/**
 * The moderation queue's words and choices: the statuses a comment can be in (the API calls an
 * approved comment published), what a moderator may do with a comment in each, the server's
 * reasons for holding one, and the bulk action's body and outcome.
 */

export const COMMENT_STATUSES = ['pending_approval', 'published', 'rejected'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
export type ModerationAction = 'approve' | 'reject';

export const COMMENT_STATUS_LABELS: Readonly<Record<CommentStatus, string>> = {
  pending_approval: 'Held for approval',
  published: 'Approved',
  rejected: 'Rejected',
};

export const COMMENT_STATUS_CHOICES = COMMENT_STATUSES.map((id) => ({
  id,
  name: COMMENT_STATUS_LABELS[id],
}));

export const DEFAULT_COMMENT_STATUS: CommentStatus = 'pending_approval';

/** Why the server held a comment, in a moderator's words. */
const REASON_LABELS: Readonly<Record<string, string>> = {
  links: 'Contains links',
  'word list': 'Words to review',
  'repeated characters': 'Repeated characters',
  'long word': 'Very long word',
  shouting: 'Mostly capitals',
  spam: 'Spam',
  abusive: 'Abusive',
};

export function reasonLabel(reason: string): string {
  return REASON_LABELS[reason] ?? reason;
}

/** What a moderator may do with a comment: a held one either; a decided one, the other. */
export function actionsFor(status: unknown): ModerationAction[] {
  if (status === 'published') return ['reject'];
  if (status === 'rejected') return ['approve'];
  return ['approve', 'reject'];
}

export function bulkBody(
  ids: readonly unknown[],
  action: ModerationAction,
): { ids: number[]; action: ModerationAction } {
  return { ids: ids.map(Number).filter((id) => Number.isInteger(id) && id > 0), action };
}

const DONE: Readonly<Record<ModerationAction, string>> = {
  approve: 'approved',
  reject: 'rejected',
};

/** The notice after one comment was moderated. */
export function doneMessage(action: ModerationAction, count = 1): string {
  return `${count} comment${count === 1 ? '' : 's'} ${DONE[action]}`;
}

/** The notice after a bulk action: how many were moderated, and any that no longer exist. */
export function bulkMessage(
  action: ModerationAction,
  result: { ids: readonly number[]; notFound: readonly number[] },
): string {
  const done = doneMessage(action, result.ids.length);
  if (result.notFound.length === 0) return done;
  return `${done}; ${result.notFound.length} no longer exist${result.notFound.length === 1 ? 's' : ''}`;
}
