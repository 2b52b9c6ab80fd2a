import { ListGuesser } from 'react-admin';

export const commentScreens = { list: ListGuesser };
