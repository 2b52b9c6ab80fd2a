/**
 * A saved post's status and the changes it allows (publish, schedule, unpublish, archive);
 * scheduling asks for the instant with the date-time picker. An action saves the form's unsaved
 * changes with the status, in one request (status-request.ts), after the form's own checks.
 */
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { isPostStatus, POST_STATUS_MESSAGES } from '@cloud-consulting/domain/post-status';
import { apiRequest } from '../api/http';
import { statusActions, type StatusAction } from './post-status-view';
import { statusRequest } from './status-request';
import { reportConflict, staleVersion } from '../conflicts';
import { fromLocalInput, nextFullHour, toLocalInput } from './publish-at';
import { StatusChip } from './status-chip';
import { useAutosaveInFlight } from './autosave-in-flight';

export function StatusPanel() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [scheduling, setScheduling] = useState(false);
  const [when, setWhen] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useFormContext();
  // A draft's autosave on its way: the actions wait for it, so they start from its version.
  const autosaving = useAutosaveInFlight();
  if (!record || !isPostStatus(record.status)) return null;
  const id = record.id;
  const publishAt = typeof record.publishAt === 'string' ? record.publishAt : null;

  async function run(action: StatusAction, publishAt?: string) {
    const request = statusRequest(id, action, form.getValues(), record!, publishAt);
    // Unsaved changes go with the status: the form's checks first, as Save does.
    if (request.savesChanges && !(await form.trigger())) {
      notify('Fix the highlighted fields first: your changes are kept.', { type: 'error' });
      return;
    }
    setBusy(true);
    try {
      await apiRequest(request.path, {
        method: request.method,
        body: request.body,
        ifMatch: record!.version,
      });
      // What was typed is saved now: the form holds no unsaved changes any more.
      if (request.savesChanges) form.reset(form.getValues());
      const done = `Post ${action.to === 'draft' ? 'back to draft' : action.to}`;
      notify(request.savesChanges ? `Changes saved. ${done}` : done, { type: 'success' });
      setScheduling(false);
      refresh();
    } catch (error) {
      // Someone else saved the post since it was opened: the form asks what to keep.
      const current = staleVersion(error);
      if (current) reportConflict({ resource: 'posts', id, current });
      else notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const schedule = statusActions(record.status).find((a) => a.route === 'schedule');
  const instant = fromLocalInput(when);
  return (
    <Box component="section" aria-labelledby="post-status-title" sx={{ mb: 2 }}>
      <Typography id="post-status-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        Status
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <StatusChip status={record.status} />
        {publishAt && (
          <Typography variant="body2" data-testid="post-publish-at">
            {record.status === 'scheduled' ? 'Goes live ' : 'Went live '}
            {new Date(publishAt).toLocaleString(undefined, {
              dateStyle: 'medium',
              timeStyle: 'short',
            })}
          </Typography>
        )}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {statusActions(record.status).map((action) =>
          action.route === 'schedule' ? (
            <Button
              key={action.route}
              variant="outlined"
              size="small"
              disabled={busy || autosaving}
              onClick={() => {
                setWhen(toLocalInput(publishAt ?? nextFullHour(Date.now())));
                setScheduling(true);
              }}
            >
              {record.status === 'scheduled' ? 'Change the date' : 'Schedule…'}
            </Button>
          ) : (
            <Button
              key={action.route}
              variant="outlined"
              size="small"
              disabled={busy || autosaving}
              onClick={() => void run(action)}
            >
              {action.label}
            </Button>
          ),
        )}
      </Stack>
      {scheduling && schedule && (
        <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label="Publish at"
            type="datetime-local"
            size="small"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
            error={!instant}
            helperText={instant ? 'In your time zone' : POST_STATUS_MESSAGES.publishAtInvalid}
            // Seconds too: a post can go live a few seconds from now.
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
          />
          <Button
            variant="contained"
            size="small"
            disabled={busy || autosaving || !instant}
            onClick={() => void run(schedule, instant ?? undefined)}
          >
            Schedule the post
          </Button>
          <Button size="small" onClick={() => setScheduling(false)}>
            Cancel
          </Button>
        </Stack>
      )}
    </Box>
  );
}
