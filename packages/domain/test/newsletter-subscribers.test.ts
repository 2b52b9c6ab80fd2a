import {
  isSubscriberStatus,
  SUBSCRIBER_CSV_COLUMNS,
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUSES,
} from '../src/newsletter-subscribers';

describe('newsletter subscribers', () => {
  it('are pending, verified or unsubscribed, each with a label', () => {
    expect(SUBSCRIBER_STATUSES).toEqual(['pending', 'verified', 'unsubscribed']);
    expect(SUBSCRIBER_STATUSES.map((s) => SUBSCRIBER_STATUS_LABELS[s])).toEqual([
      'Waiting for confirmation',
      'Confirmed',
      'Unsubscribed',
    ]);
  });

  it.each<[unknown, boolean]>([
    ['pending', true],
    ['verified', true],
    ['unsubscribed', true],
    ['confirmed', false],
    ['Pending', false],
    [undefined, false],
  ])('isSubscriberStatus(%p) is %p', (value, expected) => {
    expect(isSubscriberStatus(value)).toBe(expected);
  });

  it('export the address first after the id, and every date last', () => {
    expect(SUBSCRIBER_CSV_COLUMNS.slice(0, 2)).toEqual(['Id', 'Email']);
    expect(SUBSCRIBER_CSV_COLUMNS.slice(-3)).toEqual(['CreatedAt', 'VerifiedAt', 'UnsubscribedAt']);
  });
});
