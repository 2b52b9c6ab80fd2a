/**
 * The sales team's work on a lead: its status and who works it, each saved as soon as it is
 * chosen. A sales person gives a lead to themselves or to nobody; an owner to anyone active.
 */
import { MenuItem, Stack, TextField } from '@mui/material';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { ownerIdOf, ownerValue } from './owner-choices';
import { LEAD_STATUS_CHOICES } from './lead-labels';
import { useOwnerChoices } from './use-owner-choices';
import { REFUSAL_NOTICE } from '../shared/refusals';

export function LeadWork() {
  const record = useRecordContext();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const owners = useOwnerChoices(
    record ? { id: record.ownerId ?? null, name: record.ownerName ?? null } : undefined,
  );
  if (!record) return null;

  function save(data: Record<string, unknown>, done: string) {
    update(
      'leads',
      { id: record!.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(done, { type: 'success' }),
        onError: (error) =>
          notify(error instanceof Error ? error.message : String(error), REFUSAL_NOTICE),
      },
    );
  }

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label="Status"
        value={record.status}
        disabled={isPending}
        onChange={(event) => save({ status: event.target.value }, 'Status changed')}
        sx={{ minWidth: 180 }}
        size="small"
      >
        {LEAD_STATUS_CHOICES.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Owner"
        value={ownerValue(record.ownerId)}
        disabled={isPending}
        onChange={(event) => save({ ownerId: ownerIdOf(event.target.value) }, 'Owner changed')}
        sx={{ minWidth: 220 }}
        size="small"
      >
        {owners.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
