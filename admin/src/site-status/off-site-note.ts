/**
 * What the bar says after a save that asks for no build, so an editor never waits for a draft
 * to go live: the provider builds only for changes the public site shows (see migration 036),
 * and answers a post's write with the post and its status.
 */

export const DRAFT_NOTE = 'Saved as draft: not on the site.';
export const SCHEDULED_NOTE = 'Scheduled: not on the site until its publish time.';

/** A post's writes: create, save, status actions and restoring a version. */
const POST_WRITE =
  /^\/blog(\/\d+(\/(publish|unpublish|schedule|archive|revisions\/\d+\/restore))?)?$/;

/** The note for a write without a build, or null when there is nothing to say. */
export function offSiteNote(path: string, answer: unknown): string | null {
  if (!POST_WRITE.test(path.split('?')[0]!)) return null;
  const status = (answer as { status?: unknown } | null)?.status;
  if (status === 'draft') return DRAFT_NOTE;
  if (status === 'scheduled') return SCHEDULED_NOTE;
  return null;
}
