/** The create and edit form of a content record: one input per field of its table. */
import type { ReactElement } from 'react';
import { SimpleForm } from 'react-admin';
import { fieldLabels, formFields, type CollectionName } from '../fields';
import { ConflictDialog } from '../../conflicts';
import { KeptDraftOffer } from '../../drafts';
import { FieldInput } from './field-input';

export function CollectionForm({
  collection,
  toolbar,
  formRootPathname,
  defaultValues,
}: {
  collection: CollectionName;
  toolbar?: ReactElement | false;
  /** The screen's own address: moving under it (a revision) is not leaving the form. */
  formRootPathname?: string;
  defaultValues?: Record<string, unknown>;
}) {
  return (
    <SimpleForm
      warnWhenUnsavedChanges
      formRootPathname={formRootPathname}
      toolbar={toolbar}
      defaultValues={defaultValues}
      sx={{ maxWidth: 760 }}
    >
      <ConflictDialog
        fields={formFields(collection).map((spec) => spec.name)}
        labels={fieldLabels(collection)}
      />
      <KeptDraftOffer fields={formFields(collection).map((spec) => spec.name)} />
      {formFields(collection).map((spec) => (
        <FieldInput key={spec.name} spec={spec} />
      ))}
    </SimpleForm>
  );
}
