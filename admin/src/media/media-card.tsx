/**
 * One file of the media library: thumbnail, name, size, pixel size, where it is used, alt text;
 * a PDF shows its type in place of a thumbnail.
 */
import { useState } from 'react';
import { Alert, Box, Card, CardActions, CardContent, Typography } from '@mui/material';
import { AltTextEditor } from './alt-text-editor';
import { CopyAddressButton } from './copy-address-button';
import { FocalPointEditor } from './focal-point-editor';
import { DeleteMediaButton } from './delete-media-button';
import { dimensionsText, humanSize, typeLabel, usagePlace } from './media-format';
import type { MediaRecord } from './media-record';

function Usage({ record }: { record: MediaRecord }) {
  const usage = record.usage ?? [];
  if (usage.length === 0) return <Typography variant="body2">Not used anywhere</Typography>;
  return (
    <Box>
      <Typography variant="body2">Used by:</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {usage.map((place) => (
          <Typography
            component="li"
            variant="body2"
            key={`${place.kind}-${place.id ?? place.title}`}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {usagePlace(place)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

export function MediaCard({ record }: { record: MediaRecord }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const headingId = `media-name-${record.id}`;
  // A PDF (a case study's download) has no picture, pixel size, alt text or focal point.
  const isDocument = !record.contentType.startsWith('image/');
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      {isDocument ? (
        <Box
          sx={{
            height: 160,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'action.hover',
          }}
        >
          <Typography component="span" variant="h4" color="text.secondary">
            {typeLabel(record.contentType)}
          </Typography>
        </Box>
      ) : (
        <Box
          component="img"
          src={record.url}
          alt={record.alt ?? ''}
          loading="lazy"
          sx={{ width: '100%', height: 160, objectFit: 'contain', bgcolor: 'action.hover' }}
        />
      )}
      <CardContent sx={{ display: 'grid', gap: 1, flexGrow: 1 }}>
        <Typography
          id={headingId}
          component="h2"
          variant="subtitle1"
          sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}
        >
          {record.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {humanSize(record.size)} ·{' '}
          {isDocument ? '' : `${dimensionsText(record.width, record.height)} · `}
          {typeLabel(record.contentType)}
        </Typography>
        {(record.variants?.length ?? 0) > 0 && (
          <Typography variant="body2" color="text.secondary">
            Resized copies: {record.variants!.map((variant) => `${variant.width} px`).join(', ')}
          </Typography>
        )}
        <Usage record={record} />
        {!isDocument && <AltTextEditor record={record} />}
        {refusal && (
          <Alert severity="error" role="alert" onClose={() => setRefusal(null)}>
            {refusal}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <CopyAddressButton record={record} />
        {!isDocument && <FocalPointEditor record={record} />}
        <DeleteMediaButton record={record} onRefused={setRefusal} />
      </CardActions>
    </Card>
  );
}
