/**
 * Copies a file's address as the site and the post body use it (/uploads/images/...), to paste
 * into Markdown or a record's image field; says so in a message, or says what to do when the
 * browser refuses the clipboard.
 */
import { Button } from '@mui/material';
import { useNotify } from 'react-admin';
import type { MediaRecord } from './media-record';

export function CopyAddressButton({ record }: { record: MediaRecord }) {
  const notify = useNotify();
  async function copy() {
    try {
      await navigator.clipboard.writeText(record.url);
      notify(`Address of ${record.name} copied: ${record.url}`, { type: 'success' });
    } catch {
      notify(
        `The browser did not let the address be copied. Select it and copy it: ${record.url}`,
        { type: 'warning' },
      );
    }
  }
  return (
    <Button size="small" onClick={() => void copy()} aria-label={`Copy address of ${record.name}`}>
      Copy address
    </Button>
  );
}
