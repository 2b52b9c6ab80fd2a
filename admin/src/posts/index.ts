import { EditGuesser, ListGuesser } from 'react-admin';

export const postScreens = { list: ListGuesser, edit: EditGuesser, recordRepresentation: 'title' };
