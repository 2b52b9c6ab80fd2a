/** The audit log, newest first: who did what, when, to which record, and what it answered. */
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
import { auditFilters } from './audit-filters';
import { detailsText } from './audit-format';
import { refusalInPlace } from '../shared/refusals';

type Entry = {
  id: number;
  at: string;
  actor: string;
  action: string;
  resource: string;
  recordId: string | null;
  status: number;
  details: Record<string, unknown>;
};

const wrap = { overflowWrap: 'anywhere' } as const;

function AuditActions() {
  return (
    <TopToolbar>
      <FilterButton />
    </TopToolbar>
  );
}

export function AuditList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title="Audit log"
      filters={auditFilters}
      actions={<AuditActions />}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={50}
      exporter={false}
      {...refusalInPlace}
    >
      {phone ? (
        <SimpleList<Entry>
          primaryText={(entry) => entry.action}
          secondaryText={(entry) => (
            <>
              {entry.actor} · {new Date(entry.at).toLocaleString()}
              {detailsText(entry.details) && (
                <>
                  <br />
                  {detailsText(entry.details)}
                </>
              )}
            </>
          )}
          tertiaryText={(entry) => (entry.recordId ? `#${entry.recordId}` : '')}
          linkType={false}
          sx={{ '& .MuiListItemText-root': wrap }}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <DateField source="at" label="When" showTime sortable={false} />
          <TextField source="actor" label="Actor" sortable={false} sx={wrap} />
          <TextField source="action" label="Action" sortable={false} />
          <TextField source="resource" label="Resource" sortable={false} sx={wrap} />
          <TextField source="recordId" label="Record" sortable={false} emptyText="—" />
          <TextField source="status" label="Answer" sortable={false} />
          <FunctionField<Entry>
            label="Details"
            sortable={false}
            render={(entry) => detailsText(entry.details)}
          />
        </Datagrid>
      )}
    </List>
  );
}
