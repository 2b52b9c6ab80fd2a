import { lazy } from 'react';

const SubscriberList = lazy(() =>
  import('./subscriber-list').then((m) => ({ default: m.SubscriberList })),
);

export const subscriberScreens = { list: SubscriberList };
