/**
 * A content collection's list: searchable, sortable by order or title, each row with its
 * on/off switch; columns on a wide screen, one line per record on a phone.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, List, SearchInput, SortButton, TopToolbar } from 'react-admin';
import { COLLECTION_FIELDS, defaultSort, type CollectionName } from '../fields';
import { collectionLabel } from './collection-label';
import { CompactRows } from './compact-rows';
import { WideRows } from './wide-rows';

function Actions({ collection }: { collection: CollectionName }) {
  const spec = COLLECTION_FIELDS[collection];
  const ordered = spec.fields.some((f) => f.name === 'orderIndex');
  return (
    <TopToolbar>
      <SortButton fields={ordered ? ['orderIndex', spec.title] : [spec.title, 'id']} />
      <CreateButton />
    </TopToolbar>
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn slotProps={{ htmlInput: { 'aria-label': 'Search' } }} />,
];

export function CollectionList({ collection }: { collection: CollectionName }) {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      resource={collection}
      title={collectionLabel(collection)}
      sort={defaultSort(collection)}
      filters={filters}
      actions={<Actions collection={collection} />}
      perPage={25}
    >
      {small ? <CompactRows collection={collection} /> : <WideRows collection={collection} />}
    </List>
  );
}
