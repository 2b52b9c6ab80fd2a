/**
 * A file's focal point: the place its crops keep in view on the site (heroes and cards cut a 16:9
 * frame out of it). Set by clicking on the picture, or with the arrow keys once the picture has
 * focus (Shift for small steps, Home for the centre); the crops it gives are shown beside it.
 * Saved with PATCH /media/{id}; a refusal shows the server's message.
 */
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useNotify, useUpdate } from 'react-admin';
import {
  CENTRE,
  focalPointText,
  movedFocalPoint,
  objectPosition,
  type FocalPoint,
} from '@cloud-consulting/domain/image-variants';
import type { MediaRecord } from './media-record';

function Crop({ record, focal, ratio }: { record: MediaRecord; focal: FocalPoint; ratio: string }) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="img"
        src={record.url}
        alt=""
        sx={{
          display: 'block',
          width: 160,
          aspectRatio: ratio,
          objectFit: 'cover',
          objectPosition: objectPosition(focal),
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      />
      <Typography component="figcaption" variant="caption">
        Cropped {ratio.replace(' / ', ':')}
      </Typography>
    </Box>
  );
}

function FocalPointDialog({ record, onClose }: { record: MediaRecord; onClose: () => void }) {
  const [focal, setFocal] = useState<FocalPoint>(record.focalPoint ?? CENTRE);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const describedBy = `focal-point-help-${record.id}`;

  function clicked(event: MouseEvent<HTMLElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 1000) / 1000));
    setFocal({
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    });
  }

  function pressed(event: KeyboardEvent<HTMLElement>) {
    const moved = movedFocalPoint(focal, event.key, event.shiftKey);
    if (!moved) return;
    event.preventDefault();
    setFocal(moved);
  }

  function save() {
    setRefusal(null);
    update(
      'media',
      { id: record.id, data: { focalPoint: focal }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`Focal point of ${record.name} saved`, { type: 'success' });
          onClose();
        },
        onError: (error) => setRefusal(error instanceof Error ? error.message : String(error)),
      },
    );
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="focal-point-title">
      <DialogTitle id="focal-point-title">Focal point of {record.name}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id={describedBy} variant="body2">
          Click on the part of the picture that must stay in view when the site crops it, or use the
          arrow keys (Shift for small steps, Home for the centre).
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Box
            role="group"
            tabIndex={0}
            aria-label={`Focal point picker, now ${focalPointText(focal)}`}
            aria-describedby={describedBy}
            data-testid="focal-point-picker"
            onClick={clicked}
            onKeyDown={pressed}
            sx={{
              position: 'relative',
              display: 'inline-block',
              lineHeight: 0,
              cursor: 'crosshair',
              maxWidth: '100%',
              '&:focus-visible': {
                outline: 3,
                outlineStyle: 'solid',
                outlineColor: 'primary.main',
              },
            }}
          >
            <Box
              component="img"
              src={record.url}
              alt={record.alt ?? ''}
              draggable={false}
              sx={{ display: 'block', maxWidth: '100%', maxHeight: 360 }}
            />
            <Box
              aria-hidden="true"
              sx={{
                position: 'absolute',
                left: `${focal.x * 100}%`,
                top: `${focal.y * 100}%`,
                width: 28,
                height: 28,
                transform: 'translate(-50%, -50%)',
                borderRadius: '50%',
                border: '3px solid #fff',
                boxShadow: '0 0 0 2px #000',
                pointerEvents: 'none',
              }}
            />
          </Box>
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Crop record={record} focal={focal} ratio="16 / 9" />
            <Crop record={record} focal={focal} ratio="1 / 1" />
          </Box>
        </Box>
        <Typography variant="body2" aria-live="polite">
          Focal point: {focalPointText(focal)}
        </Typography>
        {refusal && (
          <Alert severity="error" role="alert">
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setFocal(CENTRE)}>Centre</Button>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={isPending}>
          Save focal point
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function FocalPointEditor({ record }: { record: MediaRecord }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={`Focal point of ${record.name}`}
      >
        Focal point
      </Button>
      {open && <FocalPointDialog record={record} onClose={() => setOpen(false)} />}
    </>
  );
}
