/** One lead: the sales team's work on it (status, owner, notes) and everything it holds. */
import { Card, CardContent, Stack } from '@mui/material';
import { Show, useRecordContext } from 'react-admin';
import { LeadDetails } from './lead-details';
import { LeadNotes } from './lead-notes';
import { LeadWork } from './lead-work';

function LeadTitle() {
  const record = useRecordContext();
  return <>{record ? `Lead ${record.id}: ${record.name ?? record.email ?? ''}` : 'Lead'}</>;
}

export function LeadShow() {
  return (
    <Show title={<LeadTitle />} actions={false} component="div">
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <LeadWork />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <LeadNotes />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <LeadDetails />
          </CardContent>
        </Card>
      </Stack>
    </Show>
  );
}
