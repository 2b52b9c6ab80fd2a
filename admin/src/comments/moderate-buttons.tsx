/** Approve and reject of one comment, one click each (a decided comment offers the other). */
import { Button, Stack } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useRecordContext } from 'react-admin';
import { actionsFor } from './moderation';
import { useModeration } from './use-moderation';

export function ModerateButtons() {
  const record = useRecordContext();
  const { busy, moderateOne } = useModeration();
  if (!record) return null;
  const who = record.authorName ? ` by ${record.authorName}` : '';
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} useFlexGap>
      {actionsFor(record.status).map((action) => (
        <Button
          key={action}
          size="small"
          variant={action === 'approve' ? 'contained' : 'outlined'}
          color={action === 'approve' ? 'success' : 'error'}
          startIcon={action === 'approve' ? <CheckIcon /> : <CloseIcon />}
          disabled={busy}
          aria-label={`${action === 'approve' ? 'Approve' : 'Reject'} comment ${record.id}${who}`}
          onClick={(event) => {
            event.stopPropagation();
            void moderateOne(record.id, action);
          }}
        >
          {action === 'approve' ? 'Approve' : 'Reject'}
        </Button>
      ))}
    </Stack>
  );
}
