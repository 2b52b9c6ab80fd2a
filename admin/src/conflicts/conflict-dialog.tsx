/**
 * Inside a record's form: when a save is refused because someone else saved the record after it
 * was opened, shows who and when and what differs, and lets the person keep their own text
 * (saved over the other, knowingly) or take the other (the form shows it). Nothing typed is lost
 * until the person chooses.
 */
import { useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useFormContext } from 'react-hook-form';
import {
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
} from 'react-admin';
import { differences, savedBy, type Difference } from './conflict-differences';
import { onConflict, staleVersion, type Conflict } from './conflict-events';

type Row = Record<string, unknown>;

interface Open {
  conflict: Conflict;
  theirs: Row;
  rows: Difference[];
}

export function ConflictDialog({
  fields,
  labels,
  transform = (values) => values,
}: {
  /** The form's fields, in the order the screen shows them. */
  fields: readonly string[];
  labels: Readonly<Record<string, string>>;
  /** The form's values as the save sends them (the Edit's own transform). */
  transform?: (values: Row) => Row;
}) {
  const resource = useResourceContext();
  const record = useRecordContext();
  const form = useFormContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState<Open | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(
    () =>
      onConflict((conflict) => {
        if (conflict.resource !== resource || String(conflict.id) !== String(record?.id)) return;
        void dataProvider.getOne(resource, { id: conflict.id }).then(
          ({ data }) =>
            setOpen({
              conflict,
              theirs: data as Row,
              rows: differences(fields, labels, form.getValues(), data as Row),
            }),
          () => notify('Someone else saved this record after you opened it.', { type: 'error' }),
        );
      }),
    [resource, record?.id, dataProvider, fields, labels, form, notify],
  );

  if (!open) return null;
  const { current } = open.conflict;

  async function keepMine() {
    if (!open) return;
    setBusy(true);
    try {
      const mine = form.getValues();
      await dataProvider.update(resource!, {
        id: open.conflict.id,
        data: transform(mine),
        previousData: open.theirs,
      });
      form.reset(mine);
      setOpen(null);
      notify('Your version is saved.', { type: 'success' });
      refresh();
    } catch (error) {
      const newer = staleVersion(error);
      notify(
        newer
          ? 'It was saved again meanwhile: look at the newest version first.'
          : error instanceof Error
            ? error.message
            : String(error),
        { type: 'error' },
      );
      setOpen(null);
    } finally {
      setBusy(false);
    }
  }

  function takeTheirs() {
    if (!open) return;
    form.reset(open.theirs);
    setOpen(null);
    notify('The form shows their version now.', { type: 'info' });
    refresh();
  }

  return (
    <Dialog open onClose={() => setOpen(null)} aria-labelledby="conflict-title" maxWidth="md">
      <DialogTitle id="conflict-title" component="h2">
        Someone else saved this
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {savedBy(current.changedBy, current.changedAt)} Your changes are still in the form.
        </DialogContentText>
        {open.rows.length > 0 ? (
          <Table size="small" aria-label="What differs" sx={{ mt: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell component="th">Field</TableCell>
                <TableCell component="th">Yours</TableCell>
                <TableCell component="th">Theirs</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {open.rows.map((row) => (
                <TableRow key={row.field}>
                  <TableCell component="th" scope="row">
                    {row.label}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.mine}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.theirs}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <DialogContentText sx={{ mt: 2 }}>
            Their version has the same text as yours.
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => setOpen(null)} disabled={busy}>
          Keep editing
        </Button>
        <Button onClick={takeTheirs} disabled={busy}>
          Take theirs
        </Button>
        <Button variant="contained" onClick={() => void keepMine()} disabled={busy}>
          Keep mine
        </Button>
      </DialogActions>
    </Dialog>
  );
}
