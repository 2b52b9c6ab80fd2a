/** How the site status page reads the build history: labels, the running build, when to ask again. */
import type { BuildState } from '@cloud-consulting/domain/site-builds';
import { formatDuration } from './build-estimate';
import type { Build, BuildStatus } from './build-types';

export const RESULT_LABELS: Readonly<Record<BuildState, string>> = {
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
};

/** The build running now, if any (the builder runs one at a time). */
export function runningBuild(builds: readonly Build[]): Build | null {
  return builds.find((build) => build.state === 'running') ?? null;
}

/** Often while a build runs or a requested one waits to start; now and then otherwise. */
export const POLL_BUSY_MS = 2000;
export const POLL_IDLE_MS = 15_000;

export function pagePollDelay(builds: readonly Build[], followed: BuildStatus | null): number {
  const busy =
    runningBuild(builds) !== null || followed?.state === 'running' || followed?.state === 'pending';
  return busy ? POLL_BUSY_MS : POLL_IDLE_MS;
}

/** "took 1 min 20 s", "still running", or that it is not known. */
export function durationText(build: Build): string {
  if (build.state === 'running') return 'still running';
  return build.durationMs === null
    ? 'duration not reported'
    : `took ${formatDuration(build.durationMs)}`;
}
