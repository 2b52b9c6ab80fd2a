/** Approve or reject every selected comment in one call. */
import { Button } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useListContext } from 'react-admin';
import type { ModerationAction } from './moderation';
import { useModeration } from './use-moderation';

export function BulkModerateButtons() {
  const { selectedIds, onUnselectItems } = useListContext();
  const { busy, moderateMany } = useModeration();

  async function moderate(action: ModerationAction) {
    if (await moderateMany(selectedIds, action)) onUnselectItems();
  }

  return (
    <>
      <Button
        size="small"
        color="success"
        startIcon={<CheckIcon />}
        disabled={busy}
        onClick={() => void moderate('approve')}
      >
        Approve selected
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<CloseIcon />}
        disabled={busy}
        onClick={() => void moderate('reject')}
      >
        Reject selected
      </Button>
    </>
  );
}
