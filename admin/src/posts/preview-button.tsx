/**
 * Opens the saved post as its article will look, in a new tab, through a signed preview address
 * (valid an hour). The tab is opened at the click so no pop-up blocker stops it.
 */
import { Button } from '@mui/material';
import { useNotify, useRecordContext } from 'react-admin';
import { apiRequest } from '../api/http';

interface PreviewLink {
  url: string;
  pageUrl: string;
  expiresAt: string;
}

export function PreviewButton() {
  const record = useRecordContext();
  const notify = useNotify();
  if (!record?.id) return null;
  async function open() {
    const tab = window.open('', '_blank');
    try {
      const link = await apiRequest<PreviewLink>(`/blog/${record!.id}/preview`, { method: 'POST' });
      if (tab) {
        tab.opener = null;
        tab.location.href = link.pageUrl;
      } else {
        window.location.assign(link.pageUrl);
      }
    } catch (error) {
      tab?.close();
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  }
  return (
    <Button variant="outlined" onClick={() => void open()}>
      Preview
    </Button>
  );
}
