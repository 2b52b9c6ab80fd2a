/**
 * A link that opens the document an address field points to (a case study's PDF), so an editor
 * can check the pasted address is the right file; nothing while the address is not one.
 */
import { Link } from '@mui/material';
import { FormDataConsumer } from 'react-admin';

export function DocumentLink({ source }: { source: string }) {
  return (
    <FormDataConsumer>
      {({ formData }) => {
        const address = (formData as Record<string, unknown>)[source];
        if (typeof address !== 'string' || !address.startsWith('/uploads/')) return null;
        return (
          <Link href={address} target="_blank" rel="noopener" sx={{ display: 'block', mb: 2 }}>
            Open this document in a new tab
          </Link>
        );
      }}
    </FormDataConsumer>
  );
}
