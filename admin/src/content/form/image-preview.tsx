/**
 * A small picture of the image an address field points to, as the form holds it now; nothing
 * when the address shows no picture (not uploaded here, or mistyped).
 */
import { useState } from 'react';
import { Box } from '@mui/material';
import { FormDataConsumer } from 'react-admin';

function Picture({ address, label }: { address: string; label: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === address) return null;
  return (
    <Box
      component="img"
      src={address}
      alt={`Preview of the ${label.toLowerCase()}`}
      onError={() => setFailed(address)}
      sx={{ display: 'block', maxWidth: '100%', maxHeight: 120, mb: 2, borderRadius: 1 }}
    />
  );
}

export function ImagePreview({ source, label }: { source: string; label: string }) {
  return (
    <FormDataConsumer>
      {({ formData }) => {
        const address = (formData as Record<string, unknown>)[source];
        if (typeof address !== 'string' || !/^(\/|https?:\/\/)/.test(address)) return null;
        return <Picture address={address} label={label} />;
      }}
    </FormDataConsumer>
  );
}
