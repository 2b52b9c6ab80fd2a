/**
 * The revisions of any record with kept versions (content records, site settings, and posts
 * may use it): the list under the record's form, one version open at its own address, restore
 * with a confirmation, then `onRestored` so the screen shows the record as restored.
 */
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useLocation, useNavigate } from 'react-admin';
import { RevisionDialog } from './revision-dialog';
import { RevisionList } from './revision-list';
import { versionInPath } from './route';
import type { RevisionSummary, RevisionsTarget } from './types';
import { useApiAnswer } from './use-api-answer';

export function RevisionsPanel({
  apiPath,
  routePath,
  labels,
  onRestored,
}: RevisionsTarget & { onRestored(record: Record<string, unknown>): void }) {
  const list = useApiAnswer<RevisionSummary[]>(`${apiPath}/revisions`, apiPath);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const open = versionInPath(pathname, routePath);

  return (
    <Box component="section" aria-labelledby="revisions-title" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" id="revisions-title" gutterBottom>
        Earlier versions
      </Typography>
      {list.error && (
        <Alert severity="error" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.loading && !list.data && <LinearProgress aria-label="Loading earlier versions" />}
      {list.data && <RevisionList revisions={list.data} routePath={routePath} labels={labels} />}
      {open !== null && (
        <RevisionDialog
          key={open}
          apiPath={apiPath}
          labels={labels}
          version={open}
          onClose={() => navigate(routePath)}
          onRestored={onRestored}
        />
      )}
    </Box>
  );
}
