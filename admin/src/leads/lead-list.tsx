/**
 * The leads the forms brought in, newest first, filtered and paged on the server; each opens its
 * detail. On a phone a simple list replaces the table.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateField,
  FilterButton,
  FunctionField,
  List,
  SimpleList,
  TextField,
  TopToolbar,
} from 'react-admin';
import { LEAD_STATUS_LABELS, type LeadStatus } from '@cloud-consulting/domain/lead-status';
import { DownloadCsvButton } from '../shared/download-csv-button';
import { leadFilters } from './lead-filters';
import { kindLabel } from './lead-labels';
import { ThisWeekButton } from './this-week-button';
import { refusalInPlace } from '../shared/refusals';

type LeadRow = {
  id: number;
  kind: string;
  name: string | null;
  email: string | null;
  status: LeadStatus;
  createdAt: string;
  ownerName: string | null;
};

const statusText = (lead: LeadRow) => LEAD_STATUS_LABELS[lead.status] ?? lead.status;

function LeadActions() {
  return (
    <TopToolbar sx={{ flexWrap: { xs: 'wrap', md: 'nowrap' }, gap: 1, whiteSpace: 'nowrap' }}>
      <ThisWeekButton />
      <FilterButton />
      <DownloadCsvButton path="/leads/export.csv" zoned />
    </TopToolbar>
  );
}

export function LeadList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title="Leads"
      filters={leadFilters}
      actions={<LeadActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      {...refusalInPlace}
    >
      {phone ? (
        <SimpleList<LeadRow>
          primaryText={(lead) => lead.name ?? lead.email ?? `Lead ${lead.id}`}
          secondaryText={(lead) => `${kindLabel(lead.kind)} · ${statusText(lead)}`}
          tertiaryText={(lead) => new Date(lead.createdAt).toLocaleDateString()}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateField source="createdAt" label="Received" showTime sortable={false} />
          <FunctionField<LeadRow>
            label="Kind"
            sortable={false}
            render={(lead) => kindLabel(lead.kind)}
          />
          <TextField source="name" label="Name" sortable={false} emptyText="—" />
          <TextField source="email" label="Email" sortable={false} emptyText="—" />
          <TextField source="company" label="Company" sortable={false} emptyText="—" />
          <TextField source="source" label="Source" sortable={false} />
          <FunctionField<LeadRow> label="Status" sortable={false} render={statusText} />
          <TextField source="ownerName" label="Owner" sortable={false} emptyText="Nobody" />
        </Datagrid>
      )}
    </List>
  );
}
