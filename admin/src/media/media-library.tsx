/**
 * The media library (editors and owners): the uploaded images, newest first, filtered by type
 * or to the unused ones, with upload by the file button or by dropping files on the grid.
 */
import { BooleanInput, List, Pagination, SelectInput, TopToolbar } from 'react-admin';
import { MEDIA_TYPES } from './media-format';
import { MediaGrid } from './media-grid';
import { UploadButton } from './upload-button';
import { UploadProgress } from './upload-progress';
import { useUploads } from './use-uploads';

const filters = [
  <SelectInput
    key="type"
    source="type"
    label="Type"
    choices={MEDIA_TYPES.map(({ id, name }) => ({ id, name }))}
    alwaysOn
  />,
  <BooleanInput key="unused" source="unused" label="Only unused" alwaysOn />,
];

export default function MediaLibrary() {
  const { items, upload, dismiss } = useUploads();
  return (
    <List
      resource="media"
      title="Media"
      filters={filters}
      perPage={24}
      pagination={<Pagination rowsPerPageOptions={[12, 24, 48, 96]} />}
      actions={
        <TopToolbar>
          <UploadButton onFiles={upload} />
        </TopToolbar>
      }
      exporter={false}
      empty={false}
    >
      <UploadProgress items={items} onDismiss={dismiss} />
      <MediaGrid onFiles={upload} />
    </List>
  );
}
