/**
 * An owner mails a person a link to set a new password (it works once, for one hour); their
 * current password works until the link is used.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Confirm, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { EditorDataProvider } from '../api/data-provider';
import { REFUSAL_NOTICE } from '../shared/refusals';

export function SendResetButton() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<EditorDataProvider>();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || record.disabledAt) return null;

  async function send() {
    setConfirming(false);
    setBusy(true);
    try {
      await dataProvider.request(`/people/${record!.id}/password-reset`, { method: 'POST' });
      notify(`Password reset link sent to ${record!.email}`, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), REFUSAL_NOTICE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button startIcon={<LockResetIcon />} disabled={busy} onClick={() => setConfirming(true)}>
        Send password reset link
      </Button>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={`Send ${record.name} a password reset link?`}
        content={`A link to set a new password goes to ${record.email}. It works once, for one hour; setting a new password signs ${record.name} out everywhere.`}
        confirm="Send link"
        onConfirm={() => void send()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
