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
import { detectTimeZone } from '@cloud-consulting/domain/time-zones';

/** `zoned`: the export writes its times on the clock of the person downloading. */
export function DownloadCsvButton({ path, zoned = false }: { path: string; zoned?: boolean }) {
  const { filterValues } = useListContext();
  const query = pagedQuery({ filter: filterValues });
  return (
    <Button
      component="a"
      href={downloadUrl(path, zoned ? { ...query, timeZone: detectTimeZone() } : query)}
      download
      size="small"
      startIcon={<DownloadIcon />}
    >
      Download CSV
    </Button>
  );
}
