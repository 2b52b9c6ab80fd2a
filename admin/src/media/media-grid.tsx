/**
 * The thumbnails of the current page, in a grid that wraps to the width (one column on a
 * phone). Files dropped anywhere on it are uploaded; the file button does the same by keyboard.
 */
import { useState, type DragEvent } from 'react';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { MediaCard } from './media-card';
import type { MediaRecord } from './media-record';

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

export function MediaGrid({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { data, isPending, error } = useListContext<MediaRecord>();
  const [dragging, setDragging] = useState(false);

  function over(event: DragEvent) {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function left(event: DragEvent) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  }

  function dropped(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  }

  return (
    <Box
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={left}
      onDrop={dropped}
      data-dropzone
      sx={{
        p: 2,
        minHeight: 200,
        outline: 2,
        outlineOffset: -6,
        outlineStyle: dragging ? 'dashed' : 'none',
        outlineColor: 'primary.main',
        borderRadius: 1,
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {dragging ? 'Drop to upload' : 'Drop images here to upload them.'}
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error.message}
        </Alert>
      )}
      {isPending && <CircularProgress aria-label="Loading the media library" />}
      {data && data.length === 0 && <Typography>No image matches.</Typography>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
        }}
      >
        {data?.map((record) => (
          <MediaCard key={record.id} record={record} />
        ))}
      </Box>
    </Box>
  );
}
