/** The post's hero image: its address, picked from the media library or uploaded by drag and drop. */
import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ImageDropZone } from './image-drop-zone';
import { MediaPickerDialog } from './media-picker-dialog';

export function HeroImageInput() {
  const { setValue } = useFormContext();
  const url: string = useWatch({ name: 'imageUrl' }) ?? '';
  const [picking, setPicking] = useState(false);
  const choose = (next: string) => setValue('imageUrl', next, { shouldDirty: true });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Hero image
      </Typography>
      {url && (
        <Box
          component="img"
          src={url}
          alt="The hero image as chosen"
          data-testid="hero-image-preview"
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 180, borderRadius: 1, mb: 1 }}
        />
      )}
      <TextInput source="imageUrl" label="Image address" fullWidth size="small" />
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={() => setPicking(true)}>
          Choose from the media library
        </Button>
        {url && (
          <Button size="small" onClick={() => choose('')}>
            Remove the image
          </Button>
        )}
      </Stack>
      <ImageDropZone onUploaded={choose} />
      <MediaPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          choose(picked.url);
          setPicking(false);
        }}
      />
    </Box>
  );
}
