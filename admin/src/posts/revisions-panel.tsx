/** A post's earlier versions, newest first: when, who, what changed; each opens to compare and restore. */
import { useEffect, useState } from 'react';
import { Alert, Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { apiRequest } from '../api/http';
import { changedFieldsText } from './revision-diff';
import { RevisionDialog } from './revision-dialog';

interface RevisionSummary {
  version: number;
  changedAt: string;
  actor: string;
  changedFields: string[];
}

export function RevisionsPanel() {
  const record = useRecordContext();
  const [revisions, setRevisions] = useState<RevisionSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const id = record?.id;

  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    apiRequest<RevisionSummary[]>(`/blog/${id}/revisions`).then(
      (list) => live && setRevisions(list),
      (refusal: unknown) =>
        live && setError(refusal instanceof Error ? refusal.message : String(refusal)),
    );
    return () => {
      live = false;
    };
    // The record is fetched again after each save, status change or restore.
  }, [id, record]);

  if (id === undefined) return null;
  return (
    <Box component="section" aria-labelledby="revisions-title" sx={{ width: '100%' }}>
      <Typography id="revisions-title" variant="subtitle2" component="h2">
        Earlier versions
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {revisions?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No earlier versions yet: each save keeps the version it replaces.
        </Typography>
      )}
      <List dense aria-labelledby="revisions-title">
        {revisions?.map((revision) => (
          <ListItem
            key={revision.version}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                onClick={() => setOpen(revision.version)}
                aria-label={`Compare version ${revision.version}`}
              >
                Compare
              </Button>
            }
            sx={{ pr: 12 }}
          >
            <ListItemText
              primary={`Version ${revision.version}: ${changedFieldsText(revision.changedFields)}`}
              secondary={`${new Date(revision.changedAt).toLocaleString()} · ${revision.actor}`}
            />
          </ListItem>
        ))}
      </List>
      {open !== null && <RevisionDialog postId={id} version={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
