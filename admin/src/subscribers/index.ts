import { ListGuesser } from 'react-admin';

export const subscriberScreens = { list: ListGuesser };
