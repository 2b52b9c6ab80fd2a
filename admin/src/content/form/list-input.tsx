/** A list of texts (a service's features): one labelled text box per item, added, moved, removed. */
import {
  ArrayInput,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIteratorItem,
  type Validator,
} from 'react-admin';

function ItemInput({ label }: { label: string }) {
  const { index } = useSimpleFormIteratorItem();
  return <TextInput source="" label={`${label} ${index + 1}`} parse={(v: string) => v} fullWidth />;
}

export function ListInput({
  source,
  label,
  itemLabel,
  helperText,
  validate,
}: {
  source: string;
  label: string;
  itemLabel: string;
  helperText?: string;
  validate: Validator;
}) {
  return (
    <ArrayInput source={source} label={label} validate={validate} helperText={helperText}>
      <SimpleFormIterator
        inline
        disableClear
        getItemLabel={() => ''}
        // react-admin shows an item's move and remove buttons on hover only: keyboards need them.
        sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}
      >
        <ItemInput label={itemLabel} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
