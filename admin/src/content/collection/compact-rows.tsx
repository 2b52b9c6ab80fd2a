/** A list's rows on a phone: the record's title as a link, a detail line, and its switch. */
import { List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { Link, RecordContextProvider, useCreatePath, useListContext } from 'react-admin';
import { COLLECTION_FIELDS, type CollectionName } from '../fields';
import { ActiveSwitch } from './active-switch';
import { recordDetail, recordTitle } from './record-title';

export function CompactRows({ collection }: { collection: CollectionName }) {
  const { data } = useListContext();
  const createPath = useCreatePath();
  const detail = COLLECTION_FIELDS[collection].detail;
  if (!data) return null;
  return (
    <List disablePadding>
      {data.map((record) => (
        <RecordContextProvider value={record} key={record.id}>
          <ListItem
            divider
            disablePadding
            secondaryAction={<ActiveSwitch collection={collection} />}
          >
            <ListItemButton
              component={Link}
              to={createPath({ resource: collection, id: record.id, type: 'edit' })}
              sx={{ pr: 10 }}
            >
              <ListItemText
                primary={recordTitle(collection, record)}
                secondary={detail ? recordDetail(collection, record) : undefined}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          </ListItem>
        </RecordContextProvider>
      ))}
    </List>
  );
}
