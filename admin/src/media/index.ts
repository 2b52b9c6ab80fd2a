import { ListGuesser } from 'react-admin';

export const mediaScreens = { list: ListGuesser };
