/**
 * The content screens: every collection's list, create and edit, the menu sections' switches
 * and the site settings. Each loads with its first use, so the app's first load stays small.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';
import type { CollectionName } from './fields';

const screens = {
  list: lazy(() =>
    import('./collection/collection-list').then((m) => ({ default: m.CollectionList })),
  ),
  edit: lazy(() =>
    import('./collection/collection-edit').then((m) => ({ default: m.CollectionEdit })),
  ),
  create: lazy(() =>
    import('./collection/collection-create').then((m) => ({ default: m.CollectionCreate })),
  ),
};
const MenuSectionList = lazy(() =>
  import('./menu-sections/menu-section-list').then((m) => ({ default: m.MenuSectionList })),
);
const SettingsPage = lazy(() =>
  import('./site-settings/site-settings-page').then((m) => ({ default: m.SiteSettingsPage })),
);

function loaded<P extends object>(Screen: ComponentType<P>, props: P) {
  return function LoadedScreen() {
    return (
      <Suspense fallback={<Loading />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}

type Screens = { list: ComponentType; edit: ComponentType; create: ComponentType };
const made = new Map<CollectionName, Screens>();

/** A collection's list, edit and create screens (the same components each time). */
export function collectionScreens(collection: CollectionName): Screens {
  let found = made.get(collection);
  if (!found) {
    found = {
      list: loaded(screens.list, { collection }),
      edit: loaded(screens.edit, { collection }),
      create: loaded(screens.create, { collection }),
    };
    made.set(collection, found);
  }
  return found;
}

export const menuSectionScreens = {
  ...collectionScreens('menu-sections'),
  list: loaded(MenuSectionList, {}),
};

export const SiteSettingsPage = loaded(SettingsPage, {});
