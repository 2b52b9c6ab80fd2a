/**
 * Drop an image here, or choose a file: it is uploaded to the media library and becomes the
 * post's hero image. The file input stays in the page (visually hidden) so a keyboard or a
 * screen reader reaches it through its label.
 */
import { useState, type ChangeEvent, type DragEvent } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { uploadImage } from './upload-image';
import { visuallyHidden } from './visually-hidden';

export function ImageDropZone({
  alt,
  onUploaded,
}: {
  alt?: string;
  onUploaded: (url: string) => void;
}) {
  const notify = useNotify();
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);

  async function send(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      const image = await uploadImage(file, alt);
      onUploaded(image.url);
      notify('Image uploaded to the media library', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
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
      {busy && <CircularProgress size={20} aria-label="Uploading" />}
      <Typography variant="body2">
        {busy ? 'Uploading…' : 'Drop an image here or choose a file to upload'}
      </Typography>
    </Box>
  );
}
