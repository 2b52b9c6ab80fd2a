/**
 * A list row's badge while someone else has the record open: a people icon and their names,
 * named for a screen reader "Dana Lee is editing this post".
 */
import { Box } from '@mui/material';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import { editingBadgeLabel, namesInWords } from '@cloud-consulting/domain/editing-presence';

export function OpenByBadge({ names, resource }: { names?: readonly string[]; resource: string }) {
  if (!names || names.length === 0) return null;
  const label = editingBadgeLabel(names, resource);
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.25,
        borderRadius: 4,
        border: 1,
        borderColor: 'info.main',
        color: 'text.primary',
        fontSize: '0.8125rem',
        whiteSpace: 'nowrap',
      }}
    >
      <PeopleAltOutlined fontSize="inherit" aria-hidden="true" />
      {namesInWords(names)}
    </Box>
  );
}
