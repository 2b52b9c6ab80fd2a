/** Save, and deactivate (the API's delete: the record is kept, hidden from the site). */
import { DeleteWithConfirmButton, SaveButton, Toolbar, useRecordContext } from 'react-admin';
import type { CollectionName } from '../fields';
import { recordTitle } from './record-title';

export function EditToolbar({ collection }: { collection: CollectionName }) {
  const record = useRecordContext();
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton />
      {record?.isActive === true && (
        <DeleteWithConfirmButton
          label="Deactivate"
          confirmTitle={`Deactivate ${recordTitle(collection, record)}?`}
          confirmContent="It is hidden from the site and kept here; switch it on again at any time."
          confirmColor="warning"
          mutationMode="pessimistic"
          redirect="list"
          successMessage={`${recordTitle(collection, record)} is off`}
        />
      )}
    </Toolbar>
  );
}
