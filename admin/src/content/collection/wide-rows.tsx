/** A list's rows on a wide screen: sortable columns, the title a link, the switch last. */
import {
  Datagrid,
  FunctionField,
  Link,
  NumberField,
  useCreatePath,
  type RaRecord,
} from 'react-admin';
import { COLLECTION_FIELDS, formFields, type CollectionName } from '../fields';
import { ActiveSwitch } from './active-switch';
import { recordDetail, recordTitle } from './record-title';

export function WideRows({ collection }: { collection: CollectionName }) {
  const createPath = useCreatePath();
  const spec = COLLECTION_FIELDS[collection];
  const label = (name: string) => formFields(collection).find((f) => f.name === name)?.label;
  const ordered = spec.fields.some((f) => f.name === 'orderIndex');
  return (
    <Datagrid rowClick={false} bulkActionButtons={false}>
      <FunctionField
        source={spec.title}
        label={label(spec.title)}
        render={(record: RaRecord) => (
          <Link to={createPath({ resource: collection, id: record.id, type: 'edit' })}>
            {recordTitle(collection, record)}
          </Link>
        )}
      />
      {spec.detail && (
        <FunctionField
          source={spec.detail}
          label={label(spec.detail)}
          render={(record: RaRecord) => recordDetail(collection, record)}
        />
      )}
      {ordered && <NumberField source="orderIndex" label="Order" />}
      <FunctionField
        source="isActive"
        label="Active"
        render={() => <ActiveSwitch collection={collection} />}
      />
    </Datagrid>
  );
}
