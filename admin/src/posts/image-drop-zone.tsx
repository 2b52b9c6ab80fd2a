/**
 * Drop an image here, or choose a file: it is uploaded to the media library and becomes the
 * post's hero image, through the data provider, with its progress. The file input stays in the
 * page (visually hidden) so a keyboard or a screen reader reaches it through its label.
 */
import { useState, type ChangeEvent, type DragEvent } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import type { EditorDataProvider } from '../api/data-provider';
import { visuallyHidden } from './visually-hidden';

export function ImageDropZone({ onUploaded }: { onUploaded: (url: string) => void }) {
  const notify = useNotify();
  const dataProvider = useDataProvider<EditorDataProvider>();
  const [over, setOver] = useState(false);
  /** The upload under way: its file's name and how much has gone (0 to 100). */
  const [sending, setSending] = useState<{ name: string; percent: number } | null>(null);
  const busy = sending !== null;

  async function send(file: File | undefined) {
    if (!file) return;
    setSending({ name: file.name, percent: 0 });
    try {
      const image = await dataProvider.uploadImage(file, (fraction) =>
        setSending({ name: file.name, percent: Math.min(99, Math.floor(fraction * 100)) }),
      );
      onUploaded(image.url);
      notify('Image uploaded to the media library', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setSending(null);
    }
  }

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    void send(event.dataTransfer.files[0]);
  };

  return (
    <Box
      component="label"
      htmlFor="hero-image-file"
      data-testid="hero-image-drop-zone"
      onDragOver={(event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        minHeight: 72,
        p: 2,
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 1,
        cursor: 'pointer',
        textAlign: 'center',
        '&:focus-within': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
      }}
    >
      <Box
        component="input"
        id="hero-image-file"
        type="file"
        accept="image/*"
        disabled={busy}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          void send(event.target.files?.[0]);
          event.target.value = '';
        }}
        sx={visuallyHidden}
      />
      {sending ? (
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            Uploading {sending.name}: {sending.percent} %
          </Typography>
          <LinearProgress
            variant="determinate"
            value={sending.percent}
            aria-label={`Uploading ${sending.name}`}
          />
        </Box>
      ) : (
        <Typography variant="body2">Drop an image here or choose a file to upload</Typography>
      )}
    </Box>
  );
}
