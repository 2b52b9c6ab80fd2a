/**
 * The newsletter digest's rules, shared by the provider and the editor app: which window of
 * posts a digest takes (those that went live since the last send that went out; the first
 * digest, with no send before it, the last 30 days), and how that window and the digest are
 * worded to editors and in the mail.
 */

/** The first digest's window, when no newsletter has gone out before it. */
export const DIGEST_DEFAULT_WINDOW_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export const DIGEST_MESSAGES = {
  nothingToSend: 'No posts have been published since the last send, so there is no digest to send.',
  alreadyOpen:
    'A digest is already waiting or sending. Follow it, or cancel it before planning another.',
  changed:
    'The posts since the last send changed after the preview. Look at the digest again before sending.',
  firstDigest: `No newsletter has gone out yet, so this first digest takes the posts of the last ${DIGEST_DEFAULT_WINDOW_DAYS} days.`,
} as const;

export interface DigestWindow {
  /** Posts that went live after this instant… */
  from: Date;
  /** …up to this one (the moment the digest is planned). */
  until: Date;
  /** No send went out before: the default window. */
  first: boolean;
}

/** The window of the next digest, from the end of the last send that went out (or none). */
export function digestWindow(lastWentOutAt: Date | null, now: Date): DigestWindow {
  if (lastWentOutAt === null) {
    return {
      from: new Date(now.getTime() - DIGEST_DEFAULT_WINDOW_DAYS * DAY_MS),
      until: now,
      first: true,
    };
  }
  return { from: lastWentOutAt, until: now, first: false };
}

const posts = (n: number) => `${n} new post${n === 1 ? '' : 's'}`;

/** "November 1, 2026": the day in UTC, as the mail is the same for every reader. */
export const digestDay = (at: Date): string =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(at);

/** The digest mail's subject: "Contoso Cloud: 3 new posts". */
export const digestSubject = (firm: string, n: number): string => `${firm}: ${posts(n)}`;

/** The digest's opening line: what window it covers. */
export const digestIntro = (window: { from: Date; first: boolean }, n: number): string =>
  window.first
    ? `${posts(n)} on our blog in the last ${DIGEST_DEFAULT_WINDOW_DAYS} days.`
    : `${posts(n)} on our blog since ${digestDay(window.from)}.`;

/** Whether the posts an editor confirmed are still the posts of the window, in any order. */
export function samePosts(confirmed: readonly number[], current: readonly number[]): boolean {
  if (confirmed.length !== current.length) return false;
  const set = new Set(current);
  return confirmed.every((id) => set.has(id)) && new Set(confirmed).size === confirmed.length;
}
