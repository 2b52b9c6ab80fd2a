/**
 * "Download CSV" of a list as filtered: a plain link the browser follows with the session
 * cookie (the export route takes the list's filters, never its page), so the file is saved as
 * the provider names it.
 */
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useListContext } from 'react-admin';
import { downloadUrl } from '../api/http';
import { pagedQuery } from '../api/list-query';

export function DownloadCsvButton({ path }: { path: string }) {
  const { filterValues } = useListContext();
  return (
    <Button
      component="a"
      href={downloadUrl(path, pagedQuery({ filter: filterValues }))}
      download
      size="small"
      startIcon={<DownloadIcon />}
    >
      Download CSV
    </Button>
  );
}
