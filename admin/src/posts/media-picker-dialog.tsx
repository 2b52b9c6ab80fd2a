/** The media library in a dialog: thumbnails of the uploaded images, newest first; one is chosen. */
import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { apiRequest } from '../api/http';

export interface Media {
  id: number;
  url: string;
  name: string;
  alt: string | null;
}

const PAGE_SIZE = 24;

export function MediaPickerDialog({
  open,
  onClose,
  onPick,
  title = 'Choose an image from the media library',
}: {
  open: boolean;
  onClose: () => void;
  onPick: (media: Media) => void;
  title?: string;
}) {
  const [media, setMedia] = useState<Media[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    apiRequest<{ media: Media[]; total: number }>('/media', {
      query: { page, pageSize: PAGE_SIZE },
    }).then(
      (answer) => {
        if (!live) return;
        setMedia((shown) => (page === 1 ? answer.media : [...shown, ...answer.media]));
        setTotal(answer.total);
        setError(null);
      },
      (refusal: unknown) =>
        live && setError(refusal instanceof Error ? refusal.message : String(refusal)),
    );
    return () => {
      live = false;
    };
  }, [open, page]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="media-picker-title"
    >
      <DialogTitle id="media-picker-title">{title}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{error}</Alert>}
        {!error && media.length === 0 && <Typography>No images uploaded yet.</Typography>}
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
          }}
        >
          {media.map((item) => (
            <li key={item.id}>
              <ButtonBase
                onClick={() => onPick(item)}
                aria-label={`Use ${item.alt ?? item.name}`}
                sx={{
                  display: 'block',
                  width: '100%',
                  borderRadius: 1,
                  overflow: 'hidden',
                  border: 1,
                  borderColor: 'divider',
                  '&.Mui-focusVisible': {
                    outline: 3,
                    outlineStyle: 'solid',
                    outlineColor: 'primary.main',
                  },
                }}
              >
                <Box
                  component="img"
                  src={item.url}
                  alt=""
                  loading="lazy"
                  sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }}
                />
                <Typography
                  variant="caption"
                  noWrap
                  component="span"
                  sx={{ display: 'block', px: 0.5 }}
                >
                  {item.name}
                </Typography>
              </ButtonBase>
            </li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        {media.length < total && <Button onClick={() => setPage((p) => p + 1)}>Show more</Button>}
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
