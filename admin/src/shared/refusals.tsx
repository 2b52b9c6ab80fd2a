/**
 * How the screens show the server's refusals, in its own words: a refused list says so in place
 * of its rows (a date range the wrong way round) until the filters change; a refused action's
 * notice stays until dismissed.
 */
import { Alert } from '@mui/material';
import { useListContext } from 'react-admin';

export function ListRefusal() {
  const { error } = useListContext();
  return (
    <Alert severity="error" role="alert" sx={{ m: 2 }}>
      {error instanceof Error ? error.message : 'The list could not be loaded.'}
    </Alert>
  );
}

/** The list's own notice of a refusal is left out: the refusal stands in the list. */
export const refusalInPlace = {
  error: <ListRefusal />,
  queryOptions: { onError: () => undefined },
};

/** A refused action's notice stays until dismissed (a click elsewhere or Escape): no time limit to read it. */
export const REFUSAL_NOTICE = { type: 'error', autoHideDuration: null } as const;
