/**
 * Pictures into the post body: an image dropped or pasted into the editor is uploaded to the media
 * library through the data provider (with its progress), its alt text is asked for, and
 * `![alt](address)` goes in at the cursor. A file picked from the library goes in with the alt
 * text stored for it (asked for when it has none). Alt text given here for a file that had none
 * is stored in the library too, so the next use has it.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
} from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { imageMarkdown, withImageAt } from '@cloud-consulting/domain/media';
import type { EditorDataProvider } from '../api/data-provider';
import type { BodyImage } from './body-image-dialog';

export interface LibraryImage {
  id: number;
  url: string;
  name: string;
  alt: string | null;
}

interface Selection {
  start: number;
  end: number;
}

const imagesOf = (files: FileList | null | undefined): File[] =>
  Array.from(files ?? []).filter((file) => file.type.startsWith('image/'));

export function useBodyImages({
  textareaId,
  value,
  onChange,
}: {
  textareaId: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const dataProvider = useDataProvider<EditorDataProvider>();
  const notify = useNotify();
  const [image, setImage] = useState<BodyImage | null>(null);
  const [picking, setPicking] = useState(false);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const selection = useRef<Selection>({ start: value.length, end: value.length });
  /** The library's file the dialog is about. */
  const chosen = useRef<LibraryImage | null>(null);
  /** Which upload the dialog shows: an answer to an earlier, cancelled one is ignored. */
  const attempt = useRef(0);
  const preview = useRef<string | null>(null);

  const textarea = () => document.getElementById(textareaId) as HTMLTextAreaElement | null;

  const forgetPreview = () => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  };
  useEffect(() => forgetPreview, []);

  /** Where the image will go: the cursor (or selection) when the image arrived. */
  function remember(at?: Selection) {
    const area = textarea();
    const end = latest.current.length;
    selection.current =
      at ?? (area ? { start: area.selectionStart, end: area.selectionEnd } : { start: end, end });
  }

  function insert(alt: string, url: string) {
    const { body, cursor } = withImageAt(
      latest.current,
      selection.current,
      imageMarkdown(alt, url),
    );
    onChange(body);
    requestAnimationFrame(() => {
      const area = textarea();
      area?.focus();
      area?.setSelectionRange(cursor, cursor);
    });
  }

  function close() {
    attempt.current += 1;
    chosen.current = null;
    forgetPreview();
    setImage(null);
  }

  function upload(file: File) {
    const mine = ++attempt.current;
    chosen.current = null;
    forgetPreview();
    preview.current = URL.createObjectURL(file);
    setImage({ name: file.name, state: 'uploading', percent: 0, preview: preview.current });
    const current = (change: (shown: BodyImage) => BodyImage) =>
      setImage((shown) => (shown && attempt.current === mine ? change(shown) : shown));
    dataProvider
      .uploadImage(file, (fraction) =>
        current((shown) => ({ ...shown, percent: Math.min(99, Math.floor(fraction * 100)) })),
      )
      .then((answer) => {
        if (attempt.current !== mine) return;
        chosen.current = { id: answer.id, url: answer.url, name: file.name, alt: answer.alt };
        current((shown) => ({ ...shown, state: 'uploaded', percent: 100, alt: answer.alt }));
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        current((shown) => ({ ...shown, state: 'refused', message }));
      });
  }

  /** Takes the first image of a drop or a paste; anything else is left to the editor. */
  function take(files: File[], event: { preventDefault(): void }) {
    if (files.length === 0) return;
    event.preventDefault();
    if (image) {
      notify('Finish adding the image under way first', { type: 'warning' });
      return;
    }
    remember();
    if (files.length > 1) {
      notify(`One image at a time: ${files[0]!.name} is being added, the others were left out`, {
        type: 'info',
      });
    }
    upload(files[0]!);
  }

  const onDragOver = useCallback((event: DragEvent<HTMLTextAreaElement>) => {
    if (!Array.from(event.dataTransfer.types).includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  }, []);

  const onDrop = (event: DragEvent<HTMLTextAreaElement>) =>
    take(imagesOf(event.dataTransfer.files), event);

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) =>
    take(imagesOf(event.clipboardData.files), event);

  /** Answers the dialog: the image goes in, and its alt text into the library if it had none. */
  function confirm(alt: string) {
    const file = chosen.current;
    if (!file) return;
    insert(alt, file.url);
    close();
    if (!file.alt) {
      dataProvider
        .request(`/media/${file.id}`, { method: 'PATCH', body: { alt } })
        .catch((error: unknown) =>
          notify(
            `The image is in the body, but its alt text was not saved in the media library: ${
              error instanceof Error ? error.message : String(error)
            }`,
            { type: 'warning' },
          ),
        );
    }
  }

  /** The toolbar's Insert from media: where the cursor is now, then the picker. */
  function startPicking(at?: Selection) {
    remember(at);
    setPicking(true);
  }

  function pick(file: LibraryImage) {
    setPicking(false);
    if (file.alt) {
      insert(file.alt, file.url);
      return;
    }
    attempt.current += 1;
    chosen.current = file;
    setImage({
      name: file.name,
      state: 'uploaded',
      percent: 100,
      preview: file.url,
      alt: null,
      fromLibrary: true,
    });
  }

  return {
    image,
    picking,
    handlers: { onDragOver, onDrop, onPaste },
    confirm,
    cancel: close,
    startPicking,
    pick,
    stopPicking: () => setPicking(false),
  };
}
