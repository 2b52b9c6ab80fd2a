import {
  SUBSCRIBER_STATUS_CHOICES,
  subscriberStatusLabel,
} from '../src/subscribers/subscriber-labels';

describe('subscriber statuses', () => {
  it('offers every status under its shared label', () => {
    expect(SUBSCRIBER_STATUS_CHOICES).toEqual([
      { id: 'pending', name: 'Waiting for confirmation' },
      { id: 'verified', name: 'Confirmed' },
      { id: 'unsubscribed', name: 'Unsubscribed' },
    ]);
    expect(subscriberStatusLabel('verified')).toBe('Confirmed');
    expect(subscriberStatusLabel('other')).toBe('other');
  });
});
