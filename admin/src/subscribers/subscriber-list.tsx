/**
 * Newsletter subscribers for the sales team: search by part of the address, filter by status,
 * download the filtered list as CSV, erase one on request. On a phone the table keeps the
 * address, its status and the erase button.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { DownloadCsvButton } from '../shared/download-csv-button';
import { EraseButton } from './erase-button';
import { SUBSCRIBER_STATUS_CHOICES, subscriberStatusLabel } from './subscriber-labels';
import { refusalInPlace } from '../shared/refusals';

const filters = [
  <SearchInput key="search" source="search" placeholder="Search addresses" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={SUBSCRIBER_STATUS_CHOICES}
    emptyText="Any"
    alwaysOn
  />,
];

function SubscriberActions() {
  return (
    <TopToolbar>
      <DownloadCsvButton path="/subscribers/export.csv" />
    </TopToolbar>
  );
}

export function SubscriberList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title="Subscribers"
      filters={filters}
      actions={<SubscriberActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      {...refusalInPlace}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField
          source="email"
          label="Email"
          sortable={false}
          sx={{ overflowWrap: 'anywhere' }}
        />
        {!phone && (
          <TextField source="firstName" label="First name" sortable={false} emptyText="—" />
        )}
        <FunctionField
          label="Status"
          sortable={false}
          render={(record) => subscriberStatusLabel(record.status)}
        />
        {!phone && <TextField source="source" label="Source" sortable={false} />}
        {!phone && <DateField source="createdAt" label="Subscribed" showTime sortable={false} />}
        <FunctionField label="Actions" sortable={false} render={() => <EraseButton />} />
      </Datagrid>
    </List>
  );
}
