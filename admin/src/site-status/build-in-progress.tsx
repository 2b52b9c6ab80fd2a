/**
 * The build running now: a determinate progress estimate from its start and the typical
 * duration of builds (an indeterminate bar while no build has succeeded to estimate from).
 */
import { Box, LinearProgress, Typography } from '@mui/material';
import { aboutTime, buildProgress, formatDuration } from './build-estimate';
import type { Build } from './build-types';
import { formatWhen } from './format-time';
import { providerNow } from './provider-clock';
import { useNow } from './use-now';

export function BuildInProgress({ build, typicalMs }: { build: Build; typicalMs: number | null }) {
  const now = providerNow(useNow(true));
  const started = `Started ${formatWhen(build.startedAt)} (${build.trigger}).`;
  if (typicalMs === null) {
    return (
      <Box>
        <LinearProgress aria-label="Build in progress" />
        <Typography sx={{ mt: 1 }}>
          {started} No build has succeeded yet to estimate how long it takes.
        </Typography>
      </Box>
    );
  }
  const { percent, remainingMs } = buildProgress(Date.parse(build.startedAt), typicalMs, now);
  const typical = formatDuration(typicalMs);
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Build progress (estimate)"
        aria-valuetext={`About ${percent} percent`}
      />
      <Typography sx={{ mt: 1 }}>
        {started}{' '}
        {remainingMs > 0
          ? `${aboutTime(remainingMs)} left, going by the typical build of ${typical}.`
          : `Taking longer than the typical build of ${typical}.`}
      </Typography>
    </Box>
  );
}
