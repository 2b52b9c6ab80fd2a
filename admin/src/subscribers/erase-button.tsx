/**
 * Erasing a subscriber on request: the address, its links and the newsletter mails to it go for
 * good, so a dialog names the address and asks first.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Confirm, useDelete, useNotify, useRecordContext } from 'react-admin';
import { REFUSAL_NOTICE } from '../shared/refusals';

export function EraseButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [erase, { isPending }] = useDelete();
  if (!record) return null;

  function confirm() {
    erase(
      'subscribers',
      { id: record!.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(`${record!.email} erased`, { type: 'success' });
        },
        onError: (error) => {
          setOpen(false);
          notify(error instanceof Error ? error.message : String(error), REFUSAL_NOTICE);
        },
      },
    );
  }

  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteForeverIcon />}
        aria-label={`Erase ${record.email}`}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        Erase
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`Erase ${record.email}?`}
        content="The address, its confirmation and unsubscribe links and the newsletter mails to it are erased for good. This cannot be undone."
        confirm="Erase"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
