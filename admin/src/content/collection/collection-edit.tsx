/**
 * A content record's edit screen: its form (saved in place, warning before unsaved changes are
 * left), who else has it open, and its earlier versions, which reload the form when one is
 * restored.
 */
import { Edit, useCreatePath, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { resourceApi } from '../../api/resources';
import { RevisionsPanel } from '../../revisions';
import { useConflictAwareSave } from '../../conflicts';
import { EditingPresenceNotice } from '../../presence';
import { fieldLabels, type CollectionName } from '../fields';
import { CollectionForm } from '../form/collection-form';
import { collectionLabel } from './collection-label';
import { EditToolbar } from './edit-toolbar';
import { recordTitle } from './record-title';

function EditTitle({ collection }: { collection: CollectionName }) {
  const record = useRecordContext();
  return (
    <span>
      {collectionLabel(collection)}: {recordTitle(collection, record)}
    </span>
  );
}

function EditBody({ collection }: { collection: CollectionName }) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const refresh = useRefresh();
  if (!record) return null;
  const routePath = createPath({ resource: collection, id: record.id, type: 'edit' });
  return (
    <>
      <EditingPresenceNotice resource={collection} id={record.id} />
      <CollectionForm
        collection={collection}
        formRootPathname={routePath}
        toolbar={<EditToolbar collection={collection} />}
      />
      <RevisionsPanel
        apiPath={`${resourceApi(collection).path}/${encodeURIComponent(String(record.id))}`}
        routePath={routePath}
        labels={fieldLabels(collection)}
        onRestored={() => refresh()}
      />
    </>
  );
}

export function CollectionEdit({ collection }: { collection: CollectionName }) {
  const notify = useNotify();
  // A save refused because someone else saved the record meanwhile opens the conflict dialog.
  const mutationOptions = useConflictAwareSave(collection, () =>
    notify('Saved', { type: 'success' }),
  );
  return (
    <Edit
      resource={collection}
      title={<EditTitle collection={collection} />}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={mutationOptions}
    >
      <EditBody collection={collection} />
    </Edit>
  );
}
