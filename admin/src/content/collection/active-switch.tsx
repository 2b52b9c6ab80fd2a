/**
 * A record's on/off switch, right in its list row: it changes isActive at once (PATCH) and
 * goes back, with the server's refusal shown, when the change is refused.
 */
import { Switch } from '@mui/material';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { CollectionName } from '../fields';
import { recordTitle } from './record-title';

export function ActiveSwitch({
  collection,
  describedBy,
}: {
  collection: CollectionName;
  /** The id of a text saying what the switch does. */
  describedBy?: string;
}) {
  const record = useRecordContext();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const title = recordTitle(collection, record);
  const active = Boolean(record.isActive);

  const change = (isActive: boolean) =>
    update(
      collection,
      { id: record.id, data: { isActive }, previousData: record },
      {
        mutationMode: 'optimistic',
        onSuccess: () => notify(`${title} is ${isActive ? 'on' : 'off'}`, { type: 'success' }),
        onError: (error) =>
          notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      },
    );

  return (
    <Switch
      checked={active}
      disabled={isPending}
      onChange={(event) => void change(event.target.checked)}
      onClick={(event) => event.stopPropagation()}
      slotProps={{
        input: {
          role: 'switch',
          'aria-label': `${title} on the site`,
          'aria-describedby': describedBy,
        },
      }}
    />
  );
}
