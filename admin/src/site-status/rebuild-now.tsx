/**
 * "Rebuild now": asks the builder for a build of the current content (POST /builds), then
 * follows that request on the page. The server's refusal (rebuilds off, no right) is shown as
 * it says it.
 */
import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { apiRequest } from '../api/http';
import type { BuildStatus, RebuildRequested } from './build-types';
import { learnOffset } from './provider-clock';

/** What became of the requested rebuild, in words. */
function followedText(status: BuildStatus | null): string {
  switch (status?.state) {
    case 'running':
      return 'The rebuild you asked for is running.';
    case 'live':
      return 'The rebuild you asked for is done: the site is live.';
    case 'failed':
      return 'The rebuild you asked for failed; its error is in the list below.';
    default:
      return 'Rebuild requested: waiting for the builder to start it.';
  }
}

export function RebuildNow({
  followed,
  onRequested,
}: {
  /** Where the rebuild asked for on this page stands; null when none was asked for. */
  followed: { request: RebuildRequested; status: BuildStatus | null } | null;
  onRequested: (request: RebuildRequested) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function request() {
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await apiRequest<RebuildRequested>('/builds', { method: 'POST' });
      // requestedAt is the provider's time of the request, which was just now.
      learnOffset(Date.parse(answer.requestedAt) - Date.now());
      onRequested(answer);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box>
      <Button variant="contained" startIcon={<RefreshIcon />} onClick={request} disabled={busy}>
        Rebuild now
      </Button>
      <Box role="status" sx={{ mt: refusal || followed ? 2 : 0 }}>
        {followed && !refusal && (
          <Typography>
            {followedText(followed.status)} ({followed.request.trigger})
          </Typography>
        )}
      </Box>
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
    </Box>
  );
}
