/**
 * Inside a record's form: keeps what is typed in this browser while it is unsaved (a moment
 * after each change), forgets it once saved or discarded, and when the record is opened with a
 * kept draft that differs from it, offers to bring the typed text back.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { useFormContext, useFormState } from 'react-hook-form';
import { useRecordContext, useResourceContext } from 'react-admin';
import {
  draftKey,
  forgetDraft,
  keepDraft,
  pickFields,
  readDraft,
  unsavedFields,
  type KeptDraft,
} from './kept-drafts';

/** How long after the last change the draft is kept. */
const KEEP_AFTER_MS = 400;

export function KeptDraftOffer({ fields }: { fields: readonly string[] }) {
  const resource = useResourceContext() ?? 'record';
  const record = useRecordContext();
  const form = useFormContext();
  const { isDirty, isSubmitSuccessful } = useFormState();
  const key = draftKey(resource, record?.id);
  // On opening: a kept draft that differs from the record is offered back.
  const [offer, setOffer] = useState<KeptDraft | null>(() => {
    const kept = readDraft(key);
    return kept && unsavedFields(kept, record).length > 0 ? kept : null;
  });
  // While it is offered, what is typed is not kept over it.
  const offered = useRef(offer !== null);
  useEffect(() => {
    offered.current = offer !== null;
  }, [offer]);
  const wasDirty = useRef(false);

  // A kept draft the record already holds (saved from another screen) is forgotten.
  useEffect(() => {
    const kept = readDraft(key);
    if (kept && unsavedFields(kept, record).length === 0) forgetDraft(key);
    // Only once per record opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // Keep what is typed, a moment after each change, while it is unsaved.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (offered.current) return;
        // Kept while it differs from the saved record (the form's dirty flag is read at render).
        const values = pickFields(form.getValues(), fields);
        if (unsavedFields({ values, keptAt: '' }, record).length > 0) keepDraft(key, values);
      }, KEEP_AFTER_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, key, fields, record]);

  // Saved (or put back as it was): nothing left to keep.
  useEffect(() => {
    if (isDirty) wasDirty.current = true;
    if ((wasDirty.current && !isDirty) || isSubmitSuccessful) {
      wasDirty.current = false;
      forgetDraft(key);
    }
  }, [isDirty, isSubmitSuccessful, key]);

  if (!offer) return null;
  const when = new Date(offer.keptAt).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2, width: '100%' }}
      role="region"
      aria-label="Unsaved changes"
    >
      <Stack spacing={1}>
        <span>
          You have changes from {when} that were not saved ({unsavedFields(offer, record).length}{' '}
          fields).
        </span>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            size="small"
            onClick={() => {
              for (const [field, value] of Object.entries(offer.values)) {
                form.setValue(field, value, { shouldDirty: true });
              }
              setOffer(null);
            }}
          >
            Bring them back
          </Button>
          <Button
            size="small"
            onClick={() => {
              forgetDraft(key);
              setOffer(null);
            }}
          >
            Discard them
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
