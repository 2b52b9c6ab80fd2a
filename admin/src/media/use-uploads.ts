/**
 * Uploads started by the file button or by dropping files on the grid: each goes on its own
 * with its progress; a finished one refreshes the grid and leaves the list after a moment, a
 * refused one stays with the server's message until dismissed.
 */
import { useCallback, useRef, useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { EditorDataProvider } from '../api/data-provider';
import { finished, progressed, refused, removed, started, type UploadItem } from './upload-items';

/** How long a finished upload stays in the list, its thumbnail being in the grid by then. */
const DONE_SHOWN_MS = 5000;

export function useUploads() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextKey = useRef(1);
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<EditorDataProvider>();

  const upload = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const key = nextKey.current++;
        setItems((current) => started(current, key, file.name));
        dataProvider
          .uploadImage(file, (fraction) =>
            setItems((current) => progressed(current, key, fraction)),
          )
          .then(() => {
            setItems((current) => finished(current, key));
            notify(`Uploaded ${file.name}`, { type: 'success' });
            refresh();
            setTimeout(() => setItems((current) => removed(current, key)), DONE_SHOWN_MS);
          })
          .catch((error: unknown) => {
            const message = error instanceof Error ? error.message : String(error);
            setItems((current) => refused(current, key, message));
          });
      }
    },
    [dataProvider, notify, refresh],
  );

  const dismiss = useCallback((key: number) => setItems((current) => removed(current, key)), []);

  return { items, upload, dismiss };
}
