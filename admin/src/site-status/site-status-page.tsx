/**
 * Site status: the build running now with a progress estimate, "Rebuild now", and the last
 * builds with a failed one's error. Kept fresh while a build runs (use-site-builds.ts).
 */
import { useState, type ReactNode } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { BuildHistory } from './build-history';
import { BuildInProgress } from './build-in-progress';
import type { BuildStatus, RebuildRequested } from './build-types';
import { runningBuild } from './builds-view';
import { RebuildNow } from './rebuild-now';
import { useSiteBuilds } from './use-site-builds';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `site-status-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card component="section" aria-labelledby={id} sx={{ mb: 2 }}>
      <CardContent>
        <Typography id={id} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The status answer when it is about the requested rebuild (not an earlier question). */
function statusOf(request: RebuildRequested, status: BuildStatus | null): BuildStatus | null {
  return status && Date.parse(status.since) === Date.parse(request.requestedAt) ? status : null;
}

export default function SiteStatusPage() {
  const [request, setRequest] = useState<RebuildRequested | null>(null);
  const { builds, status, error } = useSiteBuilds(request?.requestedAt ?? null);
  const running = builds ? runningBuild(builds) : null;

  return (
    <Box sx={{ maxWidth: 960, py: 1 }}>
      <Title title="Site status" />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        Site status
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Section title="Rebuild">
        <Typography sx={{ mb: 2 }}>
          Every saved change rebuilds the site by itself. Rebuild now when the site should be built
          again without a change, for example after a failed build.
        </Typography>
        <RebuildNow
          followed={request ? { request, status: statusOf(request, status) } : null}
          onRequested={setRequest}
        />
      </Section>
      <Section title="In progress">
        {running ? (
          <BuildInProgress build={running} typicalMs={status?.typicalDurationMs ?? null} />
        ) : (
          <Typography>{builds ? 'No build is running.' : 'Loading…'}</Typography>
        )}
      </Section>
      <Section title="Last builds">
        {builds ? <BuildHistory builds={builds} /> : <CircularProgress aria-label="Loading" />}
      </Section>
    </Box>
  );
}
