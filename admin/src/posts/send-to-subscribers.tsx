/**
 * *Send to subscribers* on a published or scheduled post: the mail as subscribers will get it
 * (subject and the HTML in a sandboxed frame), a test send to yourself, when it goes (now, with
 * the publication, or at a time), a confirmation naming how many verified subscribers get it,
 * then the send's progress until it is done.
 */
import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { confirmation, type NewsletterOverview, type SendTiming } from './newsletter-send-view';
import {
  MailPreview,
  NewsletterDialog,
  SendActions,
  WhenItGoes,
  useNewsletterSend,
  useWhenItGoes,
} from './newsletter-dialog';

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
  const { overview, error, send, busy, testSend, startSend } =
    useNewsletterSend<NewsletterOverview>(`/blog/${postId}/newsletter`);
  const when = useWhenItGoes<SendTiming>(scheduled ? 'publication' : 'now');
  const [confirming, setConfirming] = useState(false);

  async function confirmSend() {
    const body =
      when.timing === 'at' ? { when: 'at', sendAt: when.sendAt() } : { when: when.timing };
    if (await startSend(body)) setConfirming(false);
  }

  const n = overview?.verifiedSubscribers ?? 0;
  const canSendNow = overview?.live ?? false;
  return (
    <NewsletterDialog
      id="newsletter-send-title"
      title="Send to subscribers"
      loading="Loading the mail…"
      overview={overview}
      error={error}
      send={send}
      onClose={onClose}
      actions={
        overview &&
        !send && (
          <SendActions
            confirming={confirming}
            setConfirming={setConfirming}
            subscribers={n}
            busy={busy}
            blocked={when.timing === 'now' && !canSendNow}
            onSend={() => void confirmSend()}
          />
        )
      }
    >
      {overview && (
        <>
          <MailPreview
            subject={overview.subject}
            html={overview.html}
            busy={busy}
            onTest={() => void testSend()}
          />
          <WhenItGoes
            when={when}
            choices={[
              { value: 'now', label: 'Now', disabled: !canSendNow },
              { value: 'publication', label: 'When the post is published' },
              { value: 'at', label: 'At a time' },
            ]}
          />
          {confirming && (
            <Alert severity="info" role="alert">
              {confirmation(overview.subject, n, when.timing, when.sendAt())}
            </Alert>
          )}
        </>
      )}
    </NewsletterDialog>
  );
}
