/** One kept version: how each field differs from the post now, and restoring it after a check. */
import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Confirm, useNotify, useRefresh } from 'react-admin';
import { apiRequest } from '../api/http';
import { readableDifferences, type Difference } from './revision-diff';
import { RevisionChanges } from './revision-changes';

interface Revision {
  version: number;
  changedAt: string;
  actor: string;
  differences: Difference[];
}

export function RevisionDialog({
  postId,
  version,
  onClose,
}: {
  postId: number | string;
  version: number;
  onClose: () => void;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const notify = useNotify();
  const refresh = useRefresh();
  const [revision, setRevision] = useState<Revision | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    apiRequest<Revision>(`/blog/${postId}/revisions/${version}`).then(
      (answer) => live && setRevision(answer),
      (refusal: unknown) =>
        live && setError(refusal instanceof Error ? refusal.message : String(refusal)),
    );
    return () => {
      live = false;
    };
  }, [postId, version]);

  async function restore() {
    setBusy(true);
    try {
      await apiRequest(`/blog/${postId}/revisions/${version}/restore`, { method: 'POST' });
      notify(`Version ${version} restored`, { type: 'success' });
      setConfirming(false);
      onClose();
      refresh();
    } catch (refusal) {
      notify(refusal instanceof Error ? refusal.message : String(refusal), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const differences = revision ? readableDifferences(revision.differences) : [];
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="revision-title"
    >
      <DialogTitle id="revision-title">Version {version}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{error}</Alert>}
        {revision && (
          <Typography variant="body2" sx={{ mb: 2 }}>
            Replaced {new Date(revision.changedAt).toLocaleString()} by {revision.actor}.{' '}
            {differences.length === 0
              ? 'It is the same as the post now.'
              : 'How it differs from the post now (struck out: only in this version; highlighted: only in the post now):'}
          </Typography>
        )}
        {differences.map((difference) => (
          <RevisionChanges key={difference.field} difference={difference} />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          disabled={!revision || busy}
          onClick={() => setConfirming(true)}
        >
          Restore this version
        </Button>
      </DialogActions>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={`Restore version ${version}?`}
        content="Its title, body, tags and other content replace the post's now; the post keeps its status. The current content is kept as a version too."
        confirm="Restore"
        onConfirm={() => void restore()}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}
