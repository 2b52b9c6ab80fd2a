/**
 * Everyone with an account, with their role and state; each opens to be changed or removed. The
 * invitations nobody accepted yet follow.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SimpleList,
  TextField,
  TopToolbar,
} from 'react-admin';
import { InviteButton } from './invite-button';
import { PendingInvitations } from './pending-invitations';
import { roleLabel, stateLabel } from './people-labels';
import { refusalInPlace } from '../shared/refusals';

type PersonRow = {
  id: number;
  name: string;
  email: string;
  role: string;
  disabledAt: string | null;
};

function PeopleActions() {
  return (
    <TopToolbar>
      <InviteButton />
    </TopToolbar>
  );
}

export function PeopleList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <List
        title="People"
        actions={<PeopleActions />}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={50}
        exporter={false}
        {...refusalInPlace}
      >
        {phone ? (
          <SimpleList<PersonRow>
            primaryText={(person) => person.name}
            secondaryText={(person) => `${roleLabel(person.role)} · ${stateLabel(person)}`}
            tertiaryText={(person) => person.email}
            linkType="show"
          />
        ) : (
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <TextField source="name" label="Name" />
            <TextField source="email" label="Email" />
            <FunctionField<PersonRow>
              label="Role"
              source="role"
              render={(p) => roleLabel(p.role)}
            />
            <FunctionField<PersonRow>
              label="State"
              source="disabledAt"
              render={(p) => stateLabel(p)}
            />
            <DateField source="createdAt" label="Since" />
          </Datagrid>
        )}
      </List>
      <PendingInvitations />
    </>
  );
}
