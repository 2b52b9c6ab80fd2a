/**
 * *Send a digest* on the Posts list: the posts published since the last newsletter send (the
 * first digest: the last 30 days, which it says), the mail as subscribers will get it, a test
 * send to yourself, when it goes (now or at a time), a confirmation naming how many verified
 * subscribers and posts, then the send's progress until it is done. With no post since the last
 * send the dialog says so and offers nothing to send.
 */
import { useState } from 'react';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import {
  digestConfirmation,
  digestPostsHeading,
  formatTime,
  type DigestOverview,
  type DigestTiming,
} from './newsletter-send-view';
import {
  MailPreview,
  NewsletterDialog,
  SendActions,
  WhenItGoes,
  useNewsletterSend,
  useWhenItGoes,
} from './newsletter-dialog';

export function SendDigestButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        Send a digest
      </Button>
      {open && <DigestDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function DigestDialog({ onClose }: { onClose: () => void }) {
  const { overview, error, send, busy, testSend, startSend } =
    useNewsletterSend<DigestOverview>('/newsletter-digest');
  const when = useWhenItGoes<DigestTiming>('now');
  const [confirming, setConfirming] = useState(false);

  async function confirmSend() {
    if (!overview) return;
    const postIds = overview.posts.map((post) => post.id);
    const body =
      when.timing === 'at'
        ? { when: 'at', sendAt: when.sendAt(), postIds }
        : { when: 'now', postIds };
    if (await startSend(body)) setConfirming(false);
  }

  const n = overview?.verifiedSubscribers ?? 0;
  const postCount = overview?.posts.length ?? 0;
  const sendable = overview !== null && !send && overview.mail !== null;
  return (
    <NewsletterDialog
      id="newsletter-digest-title"
      title="Send a digest"
      loading="Loading the digest…"
      overview={overview}
      error={error}
      send={send}
      onClose={onClose}
      actions={
        sendable && (
          <SendActions
            confirming={confirming}
            setConfirming={setConfirming}
            subscribers={n}
            busy={busy}
            blocked={false}
            onSend={() => void confirmSend()}
          />
        )
      }
    >
      {overview?.mail === null ? (
        <Alert severity="info">{overview.nothingToSend}</Alert>
      ) : (
        overview && (
          <>
            <Typography>
              {overview.firstDigest
                ? overview.windowNote
                : `Posts published since the last send, on ${formatTime(overview.since)}.`}
            </Typography>
            <Box component="section" aria-labelledby="newsletter-digest-posts">
              <Typography id="newsletter-digest-posts" component="h3" variant="subtitle1">
                {digestPostsHeading(postCount)}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {overview.posts.map((post) => (
                  <li key={post.id}>
                    <Link href={post.url} target="_blank" rel="noopener">
                      {post.title}
                    </Link>{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      (published {formatTime(post.liveAt)})
                    </Typography>
                  </li>
                ))}
              </Box>
            </Box>
            <MailPreview
              subject={overview.mail.subject}
              html={overview.mail.html}
              busy={busy}
              onTest={() => void testSend()}
            />
            <WhenItGoes
              when={when}
              choices={[
                { value: 'now', label: 'Now' },
                { value: 'at', label: 'At a time' },
              ]}
            />
            {confirming && (
              <Alert severity="info" role="alert">
                {digestConfirmation(postCount, n, when.timing, when.sendAt())}
              </Alert>
            )}
          </>
        )
      )}
    </NewsletterDialog>
  );
}
