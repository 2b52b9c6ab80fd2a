/**
 * What an owner does with a person: change their role, disable (signing them out) or enable
 * them, or remove them after a confirmation. The server keeps at least one active owner and
 * says so when a change would leave none.
 */
import { useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import {
  Confirm,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
} from 'react-admin';
import type { EditorDataProvider } from '../api/data-provider';
import { ROLE_CHOICES, roleLabel } from './people-labels';
import { REFUSAL_NOTICE } from '../shared/refusals';
import { SendResetButton } from './send-reset-button';

export function PersonActions() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<EditorDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!record) return null;
  const path = `/people/${record.id}`;

  async function send(work: () => Promise<unknown>, done: string, after = refresh) {
    setBusy(true);
    try {
      await work();
      notify(done, { type: 'success' });
      after();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), REFUSAL_NOTICE);
    } finally {
      setBusy(false);
    }
  }

  const patch = (body: Record<string, unknown>) =>
    dataProvider.request(path, { method: 'PATCH', body });

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <TextField
        select
        size="small"
        label="Role"
        value={record.role}
        disabled={busy}
        onChange={(event) =>
          void send(
            () => patch({ role: event.target.value }),
            `${record.name} is now ${roleLabel(event.target.value)}`,
          )
        }
        sx={{ minWidth: 180 }}
      >
        {ROLE_CHOICES.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </TextField>
      {record.disabledAt ? (
        <Button
          startIcon={<CheckCircleIcon />}
          disabled={busy}
          onClick={() => void send(() => patch({ disabled: false }), `${record.name} enabled`)}
        >
          Enable
        </Button>
      ) : (
        <Button
          startIcon={<BlockIcon />}
          disabled={busy}
          onClick={() =>
            void send(() => patch({ disabled: true }), `${record.name} disabled and signed out`)
          }
        >
          Disable
        </Button>
      )}
      <SendResetButton />
      <Button
        color="error"
        startIcon={<PersonRemoveIcon />}
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        Remove
      </Button>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={`Remove ${record.name}?`}
        content={`${record.email} loses their account and is signed out. Invite them again to bring them back.`}
        confirm="Remove"
        confirmColor="warning"
        onConfirm={() => {
          setConfirming(false);
          void send(
            () => dataProvider.request(path, { method: 'DELETE' }),
            `${record.name} removed`,
            () => redirect('list', 'people'),
          );
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
