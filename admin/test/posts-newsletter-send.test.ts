import {
  confirmation,
  digestConfirmation,
  digestPostsHeading,
  inProgress,
  progressRows,
  sendLabel,
  sendState,
  type NewsletterSend,
} from '../src/posts/newsletter-send-view';

const progress = {
  total: 5,
  queued: 1,
  sending: 1,
  sent: 2,
  failed: 1,
  skipped: 0,
  unsubscribedAfter: 1,
};
const send = (over: Partial<NewsletterSend>): NewsletterSend => ({
  id: 1,
  status: 'sending',
  sendAt: null,
  withPublication: false,
  createdBy: 'ed@example.com',
  finishedAt: null,
  progress,
  ...over,
});

describe('newsletter send wording', () => {
  it('names the number of verified subscribers in the confirmation and the button', () => {
    expect(confirmation('Cloud notes', 3, 'now')).toBe(
      'Send “Cloud notes” to 3 verified subscribers now? Each gets it once; this cannot be undone once it starts.',
    );
    expect(confirmation('Cloud notes', 1, 'publication')).toMatch(
      /to 1 verified subscriber when the post is published\?/,
    );
    expect(sendLabel(3)).toBe('Send to 3 subscribers');
    expect(sendLabel(1)).toBe('Send to 1 subscriber');
  });

  it('says where a send stands', () => {
    expect(sendState(send({}))).toBe('Sending: 3 of 5 done.');
    expect(
      sendState(
        send({ status: 'done', progress: { ...progress, queued: 0, sending: 0, sent: 4 } }),
      ),
    ).toBe('Done: sent to 4 of 5.');
    expect(sendState(send({ status: 'scheduled', withPublication: true }))).toBe(
      'Waiting: goes out when the post is published.',
    );
    expect(inProgress(send({}))).toBe(true);
    expect(inProgress(send({ status: 'done' }))).toBe(false);
    expect(inProgress(null)).toBe(false);
  });

  it('lists queued (waiting or in flight), sent, failed, skipped and unsubscribed after', () => {
    expect(progressRows(progress)).toEqual([
      ['Queued', 2],
      ['Sent', 2],
      ['Failed', 1],
      ['Skipped (unsubscribed or bounced before their turn)', 0],
      ['Unsubscribed after', 1],
    ]);
  });

  it('names the posts and the verified subscribers in a digest’s confirmation', () => {
    expect(digestConfirmation(2, 3, 'now')).toBe(
      'Send a digest of 2 posts to 3 verified subscribers now? Each gets it once; this cannot be undone once it starts.',
    );
    expect(digestConfirmation(1, 1, 'at', '2026-12-01T09:00:00.000Z')).toMatch(
      /^Send a digest of 1 post to 1 verified subscriber at .*2026.*\?/,
    );
    expect(digestPostsHeading(4)).toBe('Posts in this digest (4)');
  });
});
