import { EditGuesser, ListGuesser } from 'react-admin';

export function collectionScreens(_name: string) {
  return { list: ListGuesser, edit: EditGuesser };
}
export const menuSectionScreens = { list: ListGuesser, edit: EditGuesser };
export function SiteSettingsPage() {
  return null;
}
