/**
 * A file's alt text, edited in place: saved with PATCH /media/{id} (only the alt text), checked
 * first with the same rule the server applies (at most ALT_MAX_LENGTH characters, said as the
 * person types); a refusal shows the server's message.
 */
import { useState, type FormEvent } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { useNotify, useUpdate } from 'react-admin';
import { normaliseAlt } from '@cloud-consulting/domain/media';
import type { MediaRecord } from './media-record';

export function AltTextEditor({ record }: { record: MediaRecord }) {
  const [value, setValue] = useState(record.alt ?? '');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const checked = normaliseAlt(value);
  const unchanged = checked.ok && checked.alt === record.alt;
  const problem = checked.ok ? refusal : checked.message;

  function save(event: FormEvent) {
    event.preventDefault();
    if (!checked.ok || unchanged) return;
    setRefusal(null);
    update(
      'media',
      { id: record.id, data: { alt: checked.alt }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`Alt text of ${record.name} saved`, { type: 'success' }),
        onError: (error) => setRefusal(error instanceof Error ? error.message : String(error)),
      },
    );
  }

  return (
    <Box component="form" onSubmit={save} sx={{ display: 'grid', gap: 1 }}>
      <TextField
        id={`media-alt-${record.id}`}
        label="Alt text"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? 'What the image shows, for people who cannot see it'}
        size="small"
        multiline
        maxRows={4}
        fullWidth
      />
      <Box>
        <Button type="submit" size="small" variant="outlined" disabled={unchanged || isPending}>
          Save alt text
        </Button>
      </Box>
    </Box>
  );
}
