/** Label and value pairs as a description list that wraps on a phone. */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function FieldRows({ rows }: { rows: { key: string; label: string; value: ReactNode }[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0, sm: 1 },
      }}
    >
      {rows.map((row) => (
        <Box key={row.key} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            variant="body2"
            color="text.secondary"
            sx={{ mt: { xs: 1, sm: 0 } }}
          >
            {row.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          >
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
