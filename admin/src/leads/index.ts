import { ListGuesser, ShowGuesser } from 'react-admin';

export const leadScreens = { list: ListGuesser, show: ShowGuesser };
