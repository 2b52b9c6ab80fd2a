/** What the app calls a collection (the menu's words). */
import { COLLECTION_LABELS } from '../../layout/labels';
import type { CollectionName } from '../fields';

export const collectionLabel = (collection: CollectionName): string =>
  collection === 'menu-sections' ? 'Menu sections' : COLLECTION_LABELS[collection];
