/**
 * Deletes a file after a confirmation. The server deletes only a file nothing uses; for a used
 * one it answers 409 naming where it is used, which is shown as it says it.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDelete, useNotify } from 'react-admin';
import type { MediaRecord } from './media-record';

export function DeleteMediaButton({
  record,
  onRefused,
}: {
  record: MediaRecord;
  onRefused: (message: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const notify = useNotify();

  function confirmed() {
    setOpen(false);
    onRefused(null);
    remove(
      'media',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`Deleted ${record.name}`, { type: 'success' }),
        onError: (error) => onRefused(error instanceof Error ? error.message : String(error)),
      },
    );
  }

  return (
    <>
      <Button
        color="error"
        size="small"
        startIcon={<DeleteIcon />}
        onClick={() => setOpen(true)}
        disabled={isPending}
        aria-label={`Delete ${record.name}`}
      >
        Delete
      </Button>
      <Confirm
        isOpen={open}
        title={`Delete ${record.name}?`}
        content="The file is removed from the media library and from the server. This cannot be undone."
        confirm="Delete"
        onConfirm={confirmed}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
