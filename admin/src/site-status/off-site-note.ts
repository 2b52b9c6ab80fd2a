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

/** "Draft saved automatically at 10:42." in the person's own time. */
export function autosaveNote(savedAt: string): string {
  const time = new Date(savedAt).toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
  });
  return `Draft saved automatically at ${time}. Not on the site.`;
}

/**
 * The note for a write without a build, or null when there is nothing to say; `autosavedAt`
 * is set when the app saved a draft on its own.
 */
export function offSiteNote(path: string, answer: unknown, autosavedAt?: string): string | null {
  if (!POST_WRITE.test(path.split('?')[0]!)) return null;
  const status = (answer as { status?: unknown } | null)?.status;
  if (status === 'draft') return autosavedAt ? autosaveNote(autosavedAt) : DRAFT_NOTE;
  if (status === 'scheduled') return SCHEDULED_NOTE;
  return null;
}
