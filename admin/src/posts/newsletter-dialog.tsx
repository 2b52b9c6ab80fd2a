/**
 * What the newsletter's two send dialogs (a post's *Send to subscribers* and *Send a digest*)
 * share: loading what would be sent and following a send's progress, the dialog's frame (title,
 * errors, the mail set-up warning, the progress once sent), the mail's preview with a test send,
 * the choice of when it goes, and the actions (*Send…*, then the confirmation's *Back* and
 * *Send to N subscribers*). Each dialog keeps only what is its own.
 */
import { useEffect, useState, type ReactNode } from 'react';
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
import { useNotify } from 'react-admin';
import { apiRequest } from '../api/http';
import { inProgress, sendLabel, type NewsletterSend } from './newsletter-send-view';
import { fromLocalInput, nextFullHour, toLocalInput } from './publish-at';
import { SendProgressView } from './send-progress';

const POLL_MS = 1000;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What a send dialog loads: anything, with the send under way when there is one. */
interface Overview {
  send: NewsletterSend | null;
  smtp: boolean;
}

/**
 * Loads `path`'s overview, follows its send until done, and runs the test send and the send
 * (a POST to `path`, and to `path`/test), telling the editor what happened.
 */
export function useNewsletterSend<O extends Overview>(path: string) {
  const notify = useNotify();
  const [overview, setOverview] = useState<O | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    apiRequest<O>(path).then(
      (answer) => live && setOverview(answer),
      (failure: unknown) => live && setError(message(failure)),
    );
    return () => {
      live = false;
    };
  }, [path]);

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

  /** Runs one action of the editor's, busy meanwhile; a failure is shown, in words. */
  async function act(action: () => Promise<void>): Promise<void> {
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      notify(message(failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return {
    overview,
    error,
    send,
    busy,
    testSend: () =>
      act(async () => {
        const { sentTo } = await apiRequest<{ sentTo: string }>(`${path}/test`, {
          method: 'POST',
          body: {},
        });
        notify(`Test sent to ${sentTo}`, { type: 'success' });
      }),
    /** Starts the send; true once the provider has it. */
    startSend: async (body: Record<string, unknown>): Promise<boolean> => {
      let started = false;
      await act(async () => {
        const created = await apiRequest<NewsletterSend>(path, { method: 'POST', body });
        setOverview((current) => (current ? { ...current, send: created } : current));
        started = true;
      });
      return started;
    },
  };
}

/** When a send goes: a choice of timings, and the time when it is "at". */
export function useWhenItGoes<T extends string>(initial: T) {
  const [timing, setTiming] = useState<T>(initial);
  const [at, setAt] = useState(() => toLocalInput(nextFullHour(Date.now())));
  return {
    timing,
    setTiming,
    at,
    setAt,
    /** The time chosen, as the provider takes it (ISO), when it is "at". */
    sendAt: () => fromLocalInput(at) ?? undefined,
  };
}

export function NewsletterDialog({
  id,
  title,
  loading,
  overview,
  error,
  send,
  onClose,
  actions,
  children,
}: {
  id: string;
  title: string;
  /** Said while the overview loads. */
  loading: string;
  overview: Overview | null;
  error: string | null;
  send: NewsletterSend | null;
  onClose: () => void;
  actions: ReactNode;
  /** What comes before any send: the mail, its timing, the confirmation. */
  children: ReactNode;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} aria-labelledby={id} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {!overview && !error && <Typography role="status">{loading}</Typography>}
        {overview && (
          <Stack spacing={2}>
            {!overview.smtp && (
              <Alert severity="warning">
                Mail is not set up on the provider (SMTP_URL): sends wait until it is.
              </Alert>
            )}
            {send ? <SendProgressView send={send} /> : children}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {actions}
      </DialogActions>
    </Dialog>
  );
}

/** The mail as subscribers will get it: its subject, its HTML in a sandboxed frame, a test. */
export function MailPreview({
  subject,
  html,
  busy,
  onTest,
}: {
  subject: string;
  html: string;
  busy: boolean;
  onTest: () => void;
}) {
  return (
    <>
      <Typography>
        <strong>Subject:</strong> {subject}
      </Typography>
      <Box
        component="iframe"
        title="Mail preview"
        // No scripts run in it; same origin lets checks (and readers of the page) reach in.
        sandbox="allow-same-origin"
        srcDoc={html}
        sx={{ width: '100%', height: 420, border: 1, borderColor: 'divider' }}
      />
      <Box>
        <Button variant="outlined" disabled={busy} onClick={onTest}>
          Send a test to me
        </Button>
      </Box>
    </>
  );
}

/** The choice of when the send goes, with the time field when it goes at a time. */
export function WhenItGoes<T extends string>({
  when,
  choices,
}: {
  when: ReturnType<typeof useWhenItGoes<T>>;
  choices: Array<{ value: T; label: string; disabled?: boolean }>;
}) {
  return (
    <>
      <RadioGroup
        aria-label="When it goes"
        value={when.timing}
        onChange={(event) => when.setTiming(event.target.value as T)}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={<Radio />}
            label={choice.label}
            disabled={choice.disabled}
          />
        ))}
      </RadioGroup>
      {when.timing === 'at' && (
        <TextField
          label="Send at"
          type="datetime-local"
          value={when.at}
          onChange={(event) => when.setAt(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    </>
  );
}

/** *Send…* until confirming; then *Back* and *Send to N subscribers*. */
export function SendActions({
  confirming,
  setConfirming,
  subscribers,
  busy,
  blocked,
  onSend,
}: {
  confirming: boolean;
  setConfirming: (confirming: boolean) => void;
  subscribers: number;
  busy: boolean;
  /** Whether *Send…* is refused for a reason of the dialog's own. */
  blocked: boolean;
  onSend: () => void;
}) {
  if (!confirming) {
    return (
      <Button
        variant="contained"
        disabled={busy || subscribers === 0 || blocked}
        onClick={() => setConfirming(true)}
      >
        Send…
      </Button>
    );
  }
  return (
    <>
      <Button onClick={() => setConfirming(false)}>Back</Button>
      <Button variant="contained" disabled={busy} onClick={onSend}>
        {sendLabel(subscribers)}
      </Button>
    </>
  );
}
