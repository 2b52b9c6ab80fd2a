/**
 * Inside a draft's form: saves what is typed to the provider a few seconds after typing stops,
 * as a revision and without a site build (a draft is not on the site), so a closed laptop or a
 * lost tab loses nothing. The bar says "Draft saved automatically at 10:42". It sends the
 * version the form started from, so it never overwrites someone else's save: a refusal as stale
 * opens the conflict dialog, as a manual save does, and autosave waits until the person chooses.
 * Text typed while an autosave travels stays in the form.
 */
import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useDataProvider, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { reportConflict, staleVersion } from '../conflicts';
import { onConflict } from '../conflicts/conflict-events';
import { setAutosaveInFlight } from './autosave-in-flight';
import { AUTOSAVE_AFTER_MS, autosaveChanges, typedSince } from './draft-autosave-rule';

/** The fields a refusal names, in words, as the API client passes them. */
const refusedFields = (error: unknown): Record<string, string> | null => {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  return errors && typeof errors === 'object' && !Array.isArray(errors)
    ? (errors as Record<string, string>)
    : null;
};

type Row = Record<string, unknown>;

export function DraftAutosave() {
  const record = useRecordContext();
  const form = useFormContext();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  // Told to the data provider as an autosave (the bar says so), while react-admin updates the
  // record the screen shows as after any save (a `meta` on the call itself would name another).
  const [update] = useUpdate<Row & { id: string | number }>(undefined, undefined, {
    mutationFn: async ({ resource, ...params }) =>
      (
        await dataProvider.update(resource!, {
          id: params.id!,
          data: params.data!,
          previousData: params.previousData,
          meta: { autosave: true },
        })
      ).data,
  });
  const latest = useRef(record);
  useEffect(() => {
    latest.current = record;
  }, [record]);
  /** What the autosave in flight sent, and the version it answered (until the form shows it). */
  const sent = useRef<{ values: Row; version?: unknown } | null>(null);
  const travelling = useRef(false);
  /** The version a refusal as stale stopped autosave at: it waits for the person's choice. */
  const stoppedAt = useRef<unknown>(null);
  const lastRefusal = useRef('');

  // A save of this post refused as stale (by Save or a status action too): the conflict dialog
  // asks what to keep, and autosave waits until the form holds the chosen version.
  useEffect(
    () =>
      onConflict((conflict) => {
        if (conflict.resource === 'posts' && String(conflict.id) === String(latest.current?.id)) {
          stoppedAt.current = latest.current?.version;
        }
      }),
    [],
  );

  // The saved post comes back into the form (react-admin resets it to the new version): what
  // was typed while the save travelled is put back on top, after that reset.
  useEffect(() => {
    const pending = sent.current;
    if (!pending || pending.version === undefined || record?.version !== pending.version) return;
    sent.current = null;
    const typed = typedSince(pending.values, form.getValues());
    if (Object.keys(typed).length === 0) return;
    const timer = setTimeout(() => {
      for (const [field, value] of Object.entries(typed)) {
        form.setValue(field, value, { shouldDirty: true });
      }
    }, 0);
    return () => clearTimeout(timer);
  }, [record?.version, form]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void attempt(), AUTOSAVE_AFTER_MS);
    };

    async function attempt() {
      const post = latest.current;
      if (!post || stoppedAt.current === post.version) return;
      if (travelling.current || form.formState.isSubmitting) return later();
      const values = form.getValues();
      const changes = autosaveChanges(values, post);
      if (!changes) return;
      // The form's own checks first, as Save does (a blank title waits, marked under the field).
      if (!(await form.trigger())) return;
      travelling.current = true;
      setAutosaveInFlight(true);
      sent.current = { values };
      try {
        await update(
          'posts',
          { id: post.id, data: changes, previousData: post },
          {
            mutationMode: 'pessimistic',
            returnPromise: true,
            // Told before the form shows the saved version, so the effect above knows it.
            onSuccess: (saved: Row) => {
              if (sent.current) sent.current.version = saved.version;
            },
          },
        );
        lastRefusal.current = '';
      } catch (error) {
        sent.current = null;
        const current = staleVersion(error);
        if (current) {
          reportConflict({ resource: 'posts', id: post.id, current });
          return;
        }
        // A field refused says why under the field, as Save does; the text stays as typed.
        const fields = refusedFields(error);
        if (fields) {
          for (const [field, message] of Object.entries(fields)) {
            form.setError(field, { type: 'server', message });
          }
          return;
        }
        const message = error instanceof Error ? error.message : String(error);
        // Said once per reason, not every few seconds.
        if (message !== lastRefusal.current) {
          notify(`The draft was not saved automatically: ${message} What you typed is kept.`, {
            type: 'warning',
          });
        }
        lastRefusal.current = message;
      } finally {
        travelling.current = false;
        setAutosaveInFlight(false);
      }
    }

    // Every change starts the wait again; a reload of the saved version finds nothing to save.
    const subscription = form.watch(later);
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, update, notify]);

  useEffect(() => () => setAutosaveInFlight(false), []);

  return null;
}
