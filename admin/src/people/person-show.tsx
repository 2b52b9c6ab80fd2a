/** One person: who they are, their role and state, and what an owner may change. */
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Show, useRecordContext } from 'react-admin';
import { FieldRows } from '../shared/field-rows';
import { PersonActions } from './person-actions';
import { roleLabel, stateLabel } from './people-labels';

function PersonTitle() {
  const record = useRecordContext();
  return <>{record ? `Person: ${record.name}` : 'Person'}</>;
}

function PersonDetails() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <FieldRows
      rows={[
        { key: 'name', label: 'Name', value: record.name },
        { key: 'email', label: 'Email', value: record.email },
        { key: 'role', label: 'Role', value: roleLabel(record.role) },
        {
          key: 'state',
          label: 'State',
          value: stateLabel(record as { disabledAt?: string | null }),
        },
        { key: 'since', label: 'Since', value: new Date(record.createdAt).toLocaleString() },
      ]}
    />
  );
}

export function PersonShow() {
  return (
    <Show title={<PersonTitle />} actions={false} component="div">
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <Typography component="h2" variant="h6" gutterBottom>
              Role and access
            </Typography>
            <PersonActions />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <PersonDetails />
          </CardContent>
        </Card>
      </Stack>
    </Show>
  );
}
