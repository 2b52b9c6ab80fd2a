/** A new content record: the same form, on by default; opens its edit screen once created. */
import { Create } from 'react-admin';
import { formFields, type CollectionName } from '../fields';
import { CollectionForm } from '../form/collection-form';
import { createBody, createDefaults } from '../validation';
import { collectionLabel } from './collection-label';

export function CollectionCreate({ collection }: { collection: CollectionName }) {
  const fields = formFields(collection);
  return (
    <Create
      resource={collection}
      title={`New in ${collectionLabel(collection)}`}
      redirect="edit"
      transform={(data: Record<string, unknown>) => createBody(fields, data)}
    >
      <CollectionForm collection={collection} defaultValues={createDefaults(fields)} />
    </Create>
  );
}
