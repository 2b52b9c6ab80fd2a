/**
 * One kept version, opened from the list: who changed what and when, each difference from the
 * record now, and its restore behind a confirmation. A restore is a change of its own (the
 * values it replaces become a version too), so the screen reloads the record afterwards.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import type { EditorDataProvider } from '../api/data-provider';
import { fieldNamesText } from './compare';
import { actorText, whenText } from './format';
import { RevisionDifferences } from './revision-differences';
import type { Revision, RevisionsTarget } from './types';
import { useApiAnswer } from './use-api-answer';

export function RevisionDialog({
  apiPath,
  labels,
  version,
  onClose,
  onRestored,
}: Pick<RevisionsTarget, 'apiPath' | 'labels'> & {
  version: number;
  onClose(): void;
  onRestored(record: Record<string, unknown>): void;
}) {
  const answer = useApiAnswer<Revision>(`${apiPath}/revisions/${version}`);
  const dataProvider = useDataProvider<EditorDataProvider>();
  const notify = useNotify();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const revision = answer.data;

  async function restore() {
    setRestoring(true);
    try {
      const record = await dataProvider.request<Record<string, unknown>>(
        `${apiPath}/revisions/${version}/restore`,
        { method: 'POST' },
      );
      notify(`Version ${version} restored`, { type: 'success' });
      setConfirming(false);
      onRestored(record);
      onClose();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setRestoring(false);
    }
  }

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        fullScreen={phone}
        fullWidth
        maxWidth="md"
        aria-labelledby="revision-title"
      >
        <DialogTitle id="revision-title">Version {version}</DialogTitle>
        <DialogContent>
          {answer.error && (
            <Alert severity="error" role="alert">
              {answer.error.message}
            </Alert>
          )}
          {answer.loading && !revision && <CircularProgress aria-label="Loading the version" />}
          {revision && (
            <>
              <Typography sx={{ mb: 2 }}>
                Kept when {actorText(revision.actor)} changed{' '}
                {fieldNamesText(revision.changedFields, labels)} on {whenText(revision.changedAt)}.
              </Typography>
              <RevisionDifferences revision={revision} labels={labels} />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          <Button
            variant="contained"
            disabled={!revision || revision.differences.length === 0}
            onClick={() => setConfirming(true)}
          >
            Restore this version
          </Button>
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={confirming}
        loading={restoring}
        title={`Restore version ${version}?`}
        content="The record takes back this version’s values. Its values now are kept as a version of their own, so this can be undone. Unsaved changes in the form are lost."
        confirm="Restore"
        onConfirm={() => void restore()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
