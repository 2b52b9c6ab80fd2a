/**
 * The Edit screens' save callbacks: a save says what was saved ("Post saved"); a save refused as
 * stale opens the conflict dialog of the record's form; fields refused by name are marked under
 * each field (react-admin sets them from the refusal's errors) with one toast saying so; any
 * other refusal is told in the provider's words.
 */
import { useNotify, type Identifier } from 'react-admin';
import { reportConflict, staleVersion } from './conflict-events';

export const FIELDS_REFUSED =
  'Some fields need a change: the reason is under each one. What you typed is kept.';

/** Whether a refusal names fields (as the API client passes them to the form). */
const namesFields = (error: unknown) => {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  return typeof errors === 'object' && errors !== null && !Array.isArray(errors)
    ? Object.keys(errors).length > 0
    : false;
};

export function useConflictAwareSave(resource: string, onSaved?: () => void) {
  const notify = useNotify();
  return {
    onSuccess: () => {
      notify(`resources.${resource}.notifications.updated`, {
        type: 'info',
        messageArgs: { smart_count: 1, _: 'Changes saved' },
      });
      onSaved?.();
    },
    onError: (error: unknown, variables: { id?: Identifier } | undefined) => {
      const current = staleVersion(error);
      if (current && variables?.id !== undefined) {
        reportConflict({ resource, id: variables.id, current });
        return;
      }
      if (namesFields(error)) {
        notify(FIELDS_REFUSED, { type: 'error' });
        return;
      }
      notify(error instanceof Error ? error.message : 'The change was not saved.', {
        type: 'error',
      });
    },
  };
}
