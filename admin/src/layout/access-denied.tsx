/**
 * What a person sees at an address their role may not open (react-admin's own page draws its
 * text at half opacity, below WCAG contrast): the refusal in full-contrast words, and the way on.
 */
import { Box, Typography } from '@mui/material';

export function AccessDeniedPage() {
  return (
    <Box component="section" aria-labelledby="access-denied-title" sx={{ p: 3, maxWidth: 640 }}>
      <Typography id="access-denied-title" component="h1" variant="h5" gutterBottom>
        Access denied
      </Typography>
      <Typography>
        Your role does not let you open this page. The menu shows every page you can open.
      </Typography>
    </Box>
  );
}
