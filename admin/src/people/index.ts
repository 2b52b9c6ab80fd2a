import { ListGuesser } from 'react-admin';

export const peopleScreens = { list: ListGuesser };
