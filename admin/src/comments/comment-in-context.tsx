/**
 * One comment as a moderator judges it: its article (opening the public page), the comment it
 * answers, its text, who wrote it and when, and why the server held it. Comment text is plain
 * text: React escapes it, and long links wrap rather than widen the page.
 */
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { reasonLabel } from './moderation';

const wrap = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;

export function CommentInContext() {
  const record = useRecordContext();
  if (!record) return null;
  const reasons: string[] = Array.isArray(record.reasons) ? record.reasons : [];
  const at = record.createdAt ? new Date(record.createdAt) : null;
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Typography variant="body2">
        On{' '}
        <Link
          href={record.postUrl ?? record.postPath}
          target="_blank"
          rel="noopener"
          onClick={(event) => event.stopPropagation()}
        >
          {record.postTitle}
        </Link>
      </Typography>
      {record.parentId != null && (
        <Box
          component="blockquote"
          sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider', color: 'text.secondary' }}
        >
          <Typography variant="caption" component="p">
            In reply to {record.parentAuthorName ?? 'a comment'}:
          </Typography>
          <Typography variant="body2" sx={wrap}>
            {record.parentContent ?? 'The comment it answers is gone.'}
          </Typography>
        </Box>
      )}
      <Typography variant="body1" sx={wrap}>
        {record.content}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={wrap}>
        {record.authorName ?? 'Anonymous'}
        {record.authorEmail ? ` <${record.authorEmail}>` : ''}
        {at && (
          <>
            {' · '}
            <time dateTime={at.toISOString()}>{at.toLocaleString()}</time>
          </>
        )}
      </Typography>
      {reasons.length > 0 && (
        <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
          {record.flagged && (
            <Chip size="small" color="warning" variant="outlined" label="Flagged" />
          )}
          {reasons.map((reason) => (
            <Chip key={reason} size="small" variant="outlined" label={reasonLabel(reason)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
