/** Each upload under way with its progress bar; a refused one with the server's message. */
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import type { UploadItem } from './upload-items';

function Item({ item, onDismiss }: { item: UploadItem; onDismiss: (key: number) => void }) {
  if (item.state === 'refused') {
    return (
      <Alert severity="error" role="alert" onClose={() => onDismiss(item.key)}>
        {item.name} was not uploaded: {item.message}
      </Alert>
    );
  }
  const label = item.state === 'done' ? `${item.name} uploaded` : `Uploading ${item.name}`;
  return (
    <Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {label}: {item.percent} %
      </Typography>
      <LinearProgress variant="determinate" value={item.percent} aria-label={label} />
    </Box>
  );
}

export function UploadProgress({
  items,
  onDismiss,
}: {
  items: readonly UploadItem[];
  onDismiss: (key: number) => void;
}) {
  if (items.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, p: 2 }} aria-label="Uploads" role="group">
      {items.map((item) => (
        <Item key={item.key} item={item} onDismiss={onDismiss} />
      ))}
    </Box>
  );
}
