/** The input of one content field, chosen by its kind in the field table. */
import { BooleanInput, DateField, Labeled, NumberInput, SelectInput, TextInput } from 'react-admin';
import type { FieldSpec } from '../fields';
import { DocumentLink } from './document-link';
import { ImagePreview } from './image-preview';
import { JsonInput } from './json-input';
import { ListInput } from './list-input';
import { keepText, validatorOf } from './validate';

/** The singular of a list field's label, for its items ('Features' -> 'Feature'). */
const itemLabelOf = (label: string) => label.replace(/s$/, '');

export function FieldInput({ spec }: { spec: FieldSpec }) {
  const validate = validatorOf(spec);
  const common = {
    source: spec.name,
    label: spec.label,
    validate,
    helperText: spec.helper ?? false,
    ...(spec.nullable ? {} : { parse: keepText }),
  } as const;
  switch (spec.kind) {
    case 'timestamp':
      return (
        <Labeled label={spec.label}>
          <DateField source={spec.name} showTime />
        </Labeled>
      );
    case 'boolean':
      return (
        <BooleanInput source={spec.name} label={spec.label} helperText={spec.helper ?? false} />
      );
    case 'number':
      return <NumberInput {...common} step={1} />;
    case 'choice':
      return <SelectInput {...common} choices={[...(spec.choices ?? [])]} />;
    case 'list':
      return (
        <ListInput
          source={spec.name}
          label={spec.label}
          itemLabel={itemLabelOf(spec.label)}
          helperText={spec.helper}
          validate={validate}
        />
      );
    case 'json':
      return (
        <JsonInput
          source={spec.name}
          label={spec.label}
          helperText={spec.helper}
          validate={validate}
        />
      );
    case 'longText':
      return <TextInput {...common} multiline minRows={3} fullWidth />;
    case 'image':
      return (
        <>
          <TextInput {...common} fullWidth slotProps={{ htmlInput: { inputMode: 'url' } }} />
          <ImagePreview source={spec.name} label={spec.label} />
        </>
      );
    case 'document':
      return (
        <>
          <TextInput {...common} fullWidth slotProps={{ htmlInput: { inputMode: 'url' } }} />
          <DocumentLink source={spec.name} />
        </>
      );
    case 'url':
      return <TextInput {...common} fullWidth slotProps={{ htmlInput: { inputMode: 'url' } }} />;
    default:
      return <TextInput {...common} fullWidth />;
  }
}
