/** One field's difference between a kept version and the post now, readable. */
import { Box, Typography } from '@mui/material';
import type { ReadableDifference } from './revision-diff';
import { visuallyHidden } from './visually-hidden';

function Changes({ difference }: { difference: ReadableDifference }) {
  return (
    <Box
      component="pre"
      sx={{
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        fontFamily: 'inherit',
        m: 0,
        p: 1,
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      {difference.changes!.map((change, index) =>
        change.kind === 'same' ? (
          <span key={index}>{change.text}</span>
        ) : change.kind === 'removed' ? (
          <Box
            component="del"
            key={index}
            sx={{ bgcolor: 'error.main', color: 'error.contrastText' }}
          >
            <Box component="span" sx={visuallyHidden}>
              [removed:{' '}
            </Box>
            {change.text}
            <Box component="span" sx={visuallyHidden}>
              ]
            </Box>
          </Box>
        ) : (
          <Box
            component="ins"
            key={index}
            sx={{ bgcolor: 'success.main', color: 'success.contrastText', textDecoration: 'none' }}
          >
            <Box component="span" sx={visuallyHidden}>
              [added:{' '}
            </Box>
            {change.text}
            <Box component="span" sx={visuallyHidden}>
              ]
            </Box>
          </Box>
        ),
      )}
    </Box>
  );
}

export function RevisionChanges({ difference }: { difference: ReadableDifference }) {
  return (
    <Box component="section" sx={{ mb: 2 }} aria-label={difference.label}>
      <Typography variant="subtitle2" component="h3">
        {difference.label}
      </Typography>
      {difference.changes ? (
        <Changes difference={difference} />
      ) : (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}
        >
          <dt>Then</dt>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {difference.before}
          </Box>
          <dt>Now</dt>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {difference.after}
          </Box>
        </Box>
      )}
    </Box>
  );
}
