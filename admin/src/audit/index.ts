import { ListGuesser } from 'react-admin';

export const auditScreens = { list: ListGuesser };
