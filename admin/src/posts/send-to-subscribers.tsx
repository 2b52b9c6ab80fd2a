/**
 * *Send to subscribers* on a published or scheduled post: the mail as subscribers will get it
 * (subject and the HTML in a sandboxed frame), a test send to yourself, when it goes (now, with
 * the publication, or at a time), a confirmation naming how many verified subscribers get it,
 * then the send's progress until it is done.
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useNotify, useRecordContext } from 'react-admin';
import { apiRequest } from '../api/http';
import {
  confirmation,
  inProgress,
  progressRows,
  sendLabel,
  sendState,
  type NewsletterOverview,
  type NewsletterSend,
  type SendTiming,
} from './newsletter-send-view';
import { fromLocalInput, nextFullHour, toLocalInput } from './publish-at';

const POLL_MS = 1000;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

function SendProgressView({ send }: { send: NewsletterSend }) {
  return (
    <Box>
      <Typography role="status" aria-live="polite" sx={{ mb: 1 }}>
        {sendState(send)}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.5, m: 0 }}
      >
        {progressRows(send.progress).map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt">{label}</Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 'bold' }} data-count={label}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export function SendToSubscribersButton() {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  if (!record?.id || (record.status !== 'published' && record.status !== 'scheduled')) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Send to subscribers
      </Button>
      {open && (
        <SendDialog
          postId={record.id}
          scheduled={record.status === 'scheduled'}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function SendDialog({
  postId,
  scheduled,
  onClose,
}: {
  postId: number | string;
  scheduled: boolean;
  onClose: () => void;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const notify = useNotify();
  const [overview, setOverview] = useState<NewsletterOverview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [timing, setTiming] = useState<SendTiming>(scheduled ? 'publication' : 'now');
  const [at, setAt] = useState(() => toLocalInput(nextFullHour(Date.now())));
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    apiRequest<NewsletterOverview>(`/blog/${postId}/newsletter`).then(
      (answer) => live && setOverview(answer),
      (failure: unknown) => live && setError(message(failure)),
    );
    return () => {
      live = false;
    };
  }, [postId]);

  const send = overview?.send ?? null;
  useEffect(() => {
    if (!send || !inProgress(send)) return;
    const timer = setTimeout(async () => {
      try {
        const next = await apiRequest<NewsletterSend>(`/newsletter-sends/${send.id}`);
        setOverview((current) => (current ? { ...current, send: next } : current));
      } catch (failure) {
        setError(message(failure));
      }
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [send]);

  async function testSend() {
    setBusy(true);
    try {
      const { sentTo } = await apiRequest<{ sentTo: string }>(`/blog/${postId}/newsletter/test`, {
        method: 'POST',
        body: {},
      });
      notify(`Test sent to ${sentTo}`, { type: 'success' });
    } catch (failure) {
      notify(message(failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  async function startSend() {
    setBusy(true);
    try {
      const body = timing === 'at' ? { when: 'at', sendAt: fromLocalInput(at) } : { when: timing };
      const created = await apiRequest<NewsletterSend>(`/blog/${postId}/newsletter`, {
        method: 'POST',
        body,
      });
      setOverview((current) => (current ? { ...current, send: created } : current));
      setConfirming(false);
    } catch (failure) {
      notify(message(failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const n = overview?.verifiedSubscribers ?? 0;
  const canSendNow = overview?.live ?? false;
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="newsletter-send-title"
      fullWidth
      maxWidth="md"
      fullScreen={phone}
    >
      <DialogTitle id="newsletter-send-title">Send to subscribers</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {!overview && !error && <Typography role="status">Loading the mail…</Typography>}
        {overview && (
          <Stack spacing={2}>
            {!overview.smtp && (
              <Alert severity="warning">
                Mail is not set up on the provider (SMTP_URL): sends wait until it is.
              </Alert>
            )}
            {send ? (
              <SendProgressView send={send} />
            ) : (
              <>
                <Typography>
                  <strong>Subject:</strong> {overview.subject}
                </Typography>
                <Box
                  component="iframe"
                  title="Mail preview"
                  // No scripts run in it; same origin lets checks (and readers of the page) reach in.
                  sandbox="allow-same-origin"
                  srcDoc={overview.html}
                  sx={{ width: '100%', height: 420, border: 1, borderColor: 'divider' }}
                />
                <Box>
                  <Button variant="outlined" disabled={busy} onClick={() => void testSend()}>
                    Send a test to me
                  </Button>
                </Box>
                <RadioGroup
                  aria-label="When it goes"
                  value={timing}
                  onChange={(event) => setTiming(event.target.value as SendTiming)}
                >
                  <FormControlLabel
                    value="now"
                    control={<Radio />}
                    label="Now"
                    disabled={!canSendNow}
                  />
                  <FormControlLabel
                    value="publication"
                    control={<Radio />}
                    label="When the post is published"
                  />
                  <FormControlLabel value="at" control={<Radio />} label="At a time" />
                </RadioGroup>
                {timing === 'at' && (
                  <TextField
                    label="Send at"
                    type="datetime-local"
                    value={at}
                    onChange={(event) => setAt(event.target.value)}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                )}
                {confirming && (
                  <Alert severity="info" role="alert">
                    {confirmation(overview.subject, n, timing, fromLocalInput(at) ?? undefined)}
                  </Alert>
                )}
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {overview && !send && !confirming && (
          <Button
            variant="contained"
            disabled={busy || n === 0 || (timing === 'now' && !canSendNow)}
            onClick={() => setConfirming(true)}
          >
            Send…
          </Button>
        )}
        {overview && !send && confirming && (
          <>
            <Button onClick={() => setConfirming(false)}>Back</Button>
            <Button variant="contained" disabled={busy} onClick={() => void startSend()}>
              {sendLabel(n)}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
