/** Inviting a person: their email and role; the provider mails them a single-use link. */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { Role } from '@cloud-consulting/domain/admin-roles';
import type { EditorDataProvider } from '../api/data-provider';
import { ROLE_CHOICES, ROLE_HINTS } from './people-labels';
import { invitationsChanged } from './invitations-changed';

export function InviteButton() {
  const dataProvider = useDataProvider<EditorDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setOpen(false);
    setError(null);
  }

  async function invite(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await dataProvider.request('/people/invitations', {
        method: 'POST',
        body: { email: email.trim(), role },
      });
      notify(`Invitation sent to ${email.trim()}`, { type: 'success' });
      setEmail('');
      close();
      refresh();
      invitationsChanged.tell();
    } catch (refusal) {
      setError(refusal instanceof Error ? refusal.message : String(refusal));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button size="small" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)}>
        Invite a person
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="invite-title" fullWidth maxWidth="xs">
        <form onSubmit={invite}>
          <DialogTitle id="invite-title">Invite a person</DialogTitle>
          <DialogContent>
            {error && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {error}
              </Alert>
            )}
            <TextField
              label="Email"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              required
              fullWidth
              margin="normal"
              autoComplete="off"
            />
            <TextField
              select
              label="Role"
              value={role}
              onChange={(event) => setRole(event.target.value as Role)}
              fullWidth
              margin="normal"
              helperText={ROLE_HINTS[role]}
            >
              {ROLE_CHOICES.map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {choice.name}
                </MenuItem>
              ))}
            </TextField>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              Send invitation
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
