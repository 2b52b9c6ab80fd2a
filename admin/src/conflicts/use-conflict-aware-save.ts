/**
 * The Edit screens' save callbacks: a save refused as stale opens the conflict dialog of the
 * record's form; any other refusal is told as react-admin tells it.
 */
import { useNotify, type Identifier } from 'react-admin';
import { reportConflict, staleVersion } from './conflict-events';

export function useConflictAwareSave(resource: string, onSaved?: () => void) {
  const notify = useNotify();
  return {
    onSuccess: () => onSaved?.(),
    onError: (error: unknown, variables: { id?: Identifier } | undefined) => {
      const current = staleVersion(error);
      if (current && variables?.id !== undefined) {
        reportConflict({ resource, id: variables.id, current });
        return;
      }
      notify(error instanceof Error ? error.message : 'The change was not saved.', {
        type: 'error',
      });
    },
  };
}
