/** The subscriber statuses as the list's filter offers them (the shared labels). */
import {
  SUBSCRIBER_STATUSES,
  SUBSCRIBER_STATUS_LABELS,
  type SubscriberStatus,
} from '@cloud-consulting/domain/newsletter-subscribers';

export const SUBSCRIBER_STATUS_CHOICES = SUBSCRIBER_STATUSES.map((id) => ({
  id,
  name: SUBSCRIBER_STATUS_LABELS[id],
}));

export function subscriberStatusLabel(status: unknown): string {
  return SUBSCRIBER_STATUS_LABELS[status as SubscriberStatus] ?? String(status ?? '');
}
