/**
 * A newsletter send's state in a sentence (announced politely as it changes) and its delivery
 * counts, for a post's send and a digest alike.
 */
import { Box, Typography } from '@mui/material';
import { progressRows, sendState, type NewsletterSend } from './newsletter-send-view';

export function SendProgressView({ send }: { send: NewsletterSend }) {
  return (
    <Box>
      <Typography role="status" aria-live="polite" sx={{ mb: 1 }}>
        {sendState(send)}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.5, m: 0 }}
      >
        {progressRows(send.progress).map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt">{label}</Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 'bold' }} data-count={label}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
