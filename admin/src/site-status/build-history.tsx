/** The last builds, the newest first: result, trigger, start, duration, a failed one's error. */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import PendingIcon from '@mui/icons-material/Pending';
import { Box, Typography } from '@mui/material';
import type { BuildState } from '@cloud-consulting/domain/site-builds';
import type { Build } from './build-types';
import { durationText, RESULT_LABELS } from './builds-view';
import { formatWhen } from './format-time';

const RESULT_LOOK: Record<BuildState, { icon: typeof ErrorIcon; color: string }> = {
  running: { icon: PendingIcon, color: 'text.primary' },
  succeeded: { icon: CheckCircleIcon, color: 'success.main' },
  failed: { icon: ErrorIcon, color: 'error.main' },
};

function BuildItem({ build }: { build: Build }) {
  const { icon: Icon, color } = RESULT_LOOK[build.state];
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, color, fontWeight: 500 }}>
        <Icon fontSize="small" aria-hidden />
        {RESULT_LABELS[build.state]}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>Trigger: {build.trigger}</Typography>
      <Typography color="text.secondary">
        Started {formatWhen(build.startedAt)}, {durationText(build)}
      </Typography>
      {build.state === 'failed' && build.error && (
        <Box
          component="pre"
          sx={{
            m: 0,
            mt: 0.5,
            p: 1,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontSize: '0.8125rem',
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          Error: {build.error}
        </Box>
      )}
    </Box>
  );
}

export function BuildHistory({ builds }: { builds: readonly Build[] }) {
  if (builds.length === 0) {
    return <Typography>No build has been reported yet.</Typography>;
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Last builds">
      {builds.map((build) => (
        <BuildItem key={build.id} build={build} />
      ))}
    </Box>
  );
}
