/**
 * Asks for the alt text of an image going into the body, while it uploads: the upload's progress
 * (or its refusal, in the provider's words), then the alt text, required, checked as typed with the
 * rule the provider applies. MUI's dialog keeps focus inside and gives it back to the body editor
 * when it closes.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  TextField,
  Typography,
} from '@mui/material';
import { normaliseAlt } from '@cloud-consulting/domain/media';

export interface BodyImage {
  /** The file's name, as the person knows it. */
  name: string;
  state: 'uploading' | 'uploaded' | 'refused';
  /** 0 to 100. */
  percent: number;
  /** The refusal in words. */
  message?: string;
  /** A thumbnail: the uploaded file, or the dropped one read locally. */
  preview?: string;
  /** The alt text already stored for a file of the library. */
  alt?: string | null;
  /** Picked from the media library: nothing to upload. */
  fromLibrary?: boolean;
}

const ALT_NEEDED = 'Describe the image for people who cannot see it.';

export function BodyImageDialog({
  image,
  onInsert,
  onCancel,
}: {
  image: BodyImage | null;
  onInsert: (alt: string) => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={image !== null}
      onClose={onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby="body-image-title"
    >
      {image && (
        // A new image starts a new form; its progress does not.
        <BodyImageForm
          key={image.preview ?? image.name}
          image={image}
          onInsert={onInsert}
          onCancel={onCancel}
        />
      )}
    </Dialog>
  );
}

function BodyImageForm({
  image,
  onInsert,
  onCancel,
}: {
  image: BodyImage;
  onInsert: (alt: string) => void;
  onCancel: () => void;
}) {
  const [alt, setAlt] = useState(image.alt ?? '');
  const [tried, setTried] = useState(false);
  const field = useRef<HTMLInputElement | null>(null);
  // The alt text is what the dialog asks for: the cursor starts there.
  useEffect(() => field.current?.focus(), []);

  const checked = normaliseAlt(alt);
  const problem = !checked.ok ? checked.message : tried && !checked.alt ? ALT_NEEDED : null;
  const refused = image.state === 'refused';
  const uploading = image.state === 'uploading';

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!checked.ok || !checked.alt || image.state !== 'uploaded') return;
    onInsert(checked.alt);
  }

  const progressLabel = uploading ? `Uploading ${image.name}` : `${image.name} uploaded`;
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <DialogTitle id="body-image-title">Add an image to the body</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {image.preview && !refused && (
          <Box
            component="img"
            src={image.preview}
            alt=""
            sx={{ maxWidth: '100%', maxHeight: 200, objectFit: 'contain', justifySelf: 'start' }}
          />
        )}
        {refused ? (
          <Alert severity="error" role="alert">
            {image.name} was not uploaded: {image.message}
          </Alert>
        ) : image.fromLibrary ? null : (
          <Box>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} aria-live="polite">
              {progressLabel}: {image.percent} %
            </Typography>
            <LinearProgress
              variant="determinate"
              value={image.percent}
              aria-label={progressLabel}
            />
          </Box>
        )}
        {!refused && (
          <TextField
            id="body-image-alt"
            label="Alt text"
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            inputRef={field}
            error={Boolean(problem)}
            helperText={problem ?? 'What the image shows, for people who cannot see it'}
            required
            fullWidth
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{refused ? 'Close' : 'Cancel'}</Button>
        {!refused && (
          <Button type="submit" variant="contained" disabled={uploading}>
            {uploading ? 'Uploading…' : 'Insert image'}
          </Button>
        )}
      </DialogActions>
    </Box>
  );
}
