/**
 * How the editor app words a newsletter send, of a post or a digest: the confirmation naming how
 * many verified subscribers (and posts) it goes to, the send's state, and its progress counts.
 */

export interface SendProgress {
  total: number;
  queued: number;
  sending: number;
  sent: number;
  failed: number;
  skipped: number;
  unsubscribedAfter: number;
}

export interface NewsletterSend {
  id: number;
  status: 'scheduled' | 'sending' | 'done' | 'cancelled';
  sendAt: string | null;
  withPublication: boolean;
  createdBy: string;
  finishedAt: string | null;
  progress: SendProgress;
}

export interface NewsletterOverview {
  live: boolean;
  smtp: boolean;
  verifiedSubscribers: number;
  subject: string;
  html: string;
  text: string;
  send: NewsletterSend | null;
}

export type SendTiming = 'now' | 'publication' | 'at';

/** The next digest as the provider describes it. */
export interface DigestOverview {
  smtp: boolean;
  verifiedSubscribers: number;
  since: string;
  until: string;
  firstDigest: boolean;
  /** Set for the first digest: which window it takes, and why. */
  windowNote: string | null;
  /** Set when the window holds no post: why nothing can be sent. */
  nothingToSend: string | null;
  posts: Array<{ id: number; title: string; url: string; liveAt: string }>;
  mail: { subject: string; html: string; text: string } | null;
  send: NewsletterSend | null;
}

export type DigestTiming = 'now' | 'at';

const subscribers = (n: number) => `${n} verified subscriber${n === 1 ? '' : 's'}`;

/** "Send “Title” to 3 verified subscribers now?" */
export function confirmation(subject: string, n: number, timing: SendTiming, at?: string): string {
  const when =
    timing === 'now'
      ? 'now'
      : timing === 'publication'
        ? 'when the post is published'
        : `at ${formatTime(at ?? '')}`;
  return `Send “${subject}” to ${subscribers(n)} ${when}? Each gets it once; this cannot be undone once it starts.`;
}

const posts = (n: number) => `${n} post${n === 1 ? '' : 's'}`;

/** "Send a digest of 2 posts to 3 verified subscribers now?" */
export function digestConfirmation(
  postCount: number,
  n: number,
  timing: DigestTiming,
  at?: string,
): string {
  const when = timing === 'now' ? 'now' : `at ${formatTime(at ?? '')}`;
  return `Send a digest of ${posts(postCount)} to ${subscribers(n)} ${when}? Each gets it once; this cannot be undone once it starts.`;
}

/** The list heading of a digest's posts: "Posts in this digest (2)". */
export const digestPostsHeading = (n: number) => `Posts in this digest (${n})`;

/** The send button's words: the number again, so the click says what it does. */
export const sendLabel = (n: number) => `Send to ${n} subscriber${n === 1 ? '' : 's'}`;

export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Where the send stands, in a sentence. */
export function sendState(send: NewsletterSend): string {
  switch (send.status) {
    case 'scheduled':
      return send.withPublication
        ? 'Waiting: goes out when the post is published.'
        : `Waiting: goes out at ${formatTime(send.sendAt ?? '')}.`;
    case 'sending':
      return `Sending: ${send.progress.sent + send.progress.failed + send.progress.skipped} of ${send.progress.total} done.`;
    case 'done':
      return `Done: sent to ${send.progress.sent} of ${send.progress.total}.`;
    case 'cancelled':
      return 'Cancelled.';
  }
}

/** The progress counts as label and number, in the order the view lists them. */
export function progressRows(progress: SendProgress): Array<[label: string, value: number]> {
  return [
    ['Queued', progress.queued + progress.sending],
    ['Sent', progress.sent],
    ['Failed', progress.failed],
    ['Skipped (unsubscribed or bounced before their turn)', progress.skipped],
    ['Unsubscribed after', progress.unsubscribedAfter],
  ];
}

/** Whether the view should keep asking for progress. */
export const inProgress = (send: NewsletterSend | null) =>
  send !== null && (send.status === 'sending' || send.status === 'scheduled');
