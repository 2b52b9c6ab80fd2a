/** The file button: a real button (keyboard, screen reader) that opens the file picker. */
import { useRef, type ChangeEvent } from 'react';
import { Button } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';

export function UploadButton({ onFiles }: { onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Emptied, so choosing the same file again uploads it again.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  }

  return (
    <>
      <Button variant="contained" startIcon={<UploadIcon />} onClick={() => input.current?.click()}>
        Upload images
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*,application/pdf"
        multiple
        hidden
        onChange={chosen}
      />
    </>
  );
}
