/** A post's status as a coloured chip; a scheduled post says when. */
import { Chip } from '@mui/material';
import { isPostStatus } from '@cloud-consulting/domain/post-status';
import { STATUS_COLORS, STATUS_LABELS } from './post-status-view';

export function StatusChip({ status }: { status: unknown }) {
  if (!isPostStatus(status)) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[status]}
      label={STATUS_LABELS[status]}
    />
  );
}
