/**
 * Newsletter subscribers as the sales team sees them: the states an address goes through
 * (pending until its owner opens the verification link, verified, unsubscribed; the 021
 * migration's CHECK repeats them) and the columns of their CSV export.
 */

export const SUBSCRIBER_STATUSES = ['pending', 'verified', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const SUBSCRIBER_STATUS_LABELS: Readonly<Record<SubscriberStatus, string>> = {
  pending: 'Waiting for confirmation',
  verified: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};

export function isSubscriberStatus(value: unknown): value is SubscriberStatus {
  return typeof value === 'string' && (SUBSCRIBER_STATUSES as readonly string[]).includes(value);
}

/** The CSV export's columns, in order; each is a field of the admin list's subscriber. */
export const SUBSCRIBER_CSV_COLUMNS = [
  'Id',
  'Email',
  'FirstName',
  'Status',
  'Source',
  'CreatedAt',
  'VerifiedAt',
  'UnsubscribedAt',
] as const;
