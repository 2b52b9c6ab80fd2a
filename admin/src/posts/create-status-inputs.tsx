/**
 * A new post's status: a draft by default, published at once, or scheduled for an instant
 * chosen with the date-time picker (the browser's own, in local time).
 */
import { Box } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { POST_STATUS_MESSAGES } from '@cloud-consulting/domain/post-status';
import { STATUS_CHOICES } from './post-status-view';
import { fromLocalInput, toLocalInput } from './publish-at';

const NEW_POST_STATUSES = STATUS_CHOICES.filter((choice) => choice.id !== 'archived');

function futureInstant(value: string | null | undefined) {
  if (!value) return POST_STATUS_MESSAGES.publishAtRequired;
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return POST_STATUS_MESSAGES.publishAtInvalid;
  return at <= Date.now() ? POST_STATUS_MESSAGES.publishAtInPast : undefined;
}

export function CreateStatusInputs() {
  const status = useWatch({ name: 'status' });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' }}>
      <SelectInput
        source="status"
        label="Status"
        choices={NEW_POST_STATUSES}
        defaultValue="draft"
      />
      {status === 'scheduled' && (
        <TextInput
          source="publishAt"
          label="Publish at"
          type="datetime-local"
          format={toLocalInput}
          parse={(value: string) => fromLocalInput(value)}
          validate={futureInstant}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="In your time zone"
        />
      )}
    </Box>
  );
}
