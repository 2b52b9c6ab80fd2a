/**
 * Accepting an invitation (/admin/invite#<token>, the link of the invitation mail): the page
 * names the address and role that is joining, the invited person chooses their name and a
 * password, the provider creates the account and signs it in, and the app opens. Shown without
 * the app's frame: nobody is signed in yet.
 */
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import type { Role } from '@cloud-consulting/domain/admin-roles';
import { apiRequest } from '../api/http';
import { acceptProblems, tokenFromHash, type AcceptProblems } from './invitation';
import { passwordHint, refusedFields } from './password-forms';
import { roleLabel } from './people-labels';
import { useTokenLookUp } from './use-token-look-up';

export function AcceptInvitationPage() {
  const token = tokenFromHash(useLocation().hash);
  const [problems, setProblems] = useState<AcceptProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const invitation = useTokenLookUp<{ email: string; role: Role }>('/invitations/lookup', token);
  const joining = invitation.state === 'found' ? invitation.found : null;
  const usable = Boolean(token) && invitation.state !== 'refused';

  async function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '');
    const password = String(form.get('password') ?? '');
    const found = acceptProblems(name, password, joining?.email);
    setProblems(found);
    setRefusal(null);
    if (found.name || found.password || !token) return;
    setBusy(true);
    try {
      await apiRequest('/invitations/accept', {
        method: 'POST',
        body: { token, name: name.trim(), password },
      });
      // Signed in by the answer's cookie: the app starts afresh with this session.
      window.location.assign(import.meta.env.BASE_URL);
    } catch (error) {
      const fields = refusedFields(error);
      if (fields.password || fields.name) setProblems(fields);
      else setRefusal(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            Join the editor app
          </Typography>
          {joining && (
            <Typography gutterBottom>
              You are joining as <strong>{roleLabel(joining.role)}</strong> with the address{' '}
              <strong>{joining.email}</strong>.
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" gutterBottom>
            Choose the name others see and the password you will sign in with.
          </Typography>
          {!token && (
            <Alert severity="error" role="alert" sx={{ my: 2 }}>
              This address carries no invitation. Open the link from your invitation mail.
            </Alert>
          )}
          {invitation.state === 'refused' && (
            <Alert severity="error" role="alert" sx={{ my: 2 }}>
              {invitation.message}. Ask the person who invited you for a new invitation.
            </Alert>
          )}
          {refusal && (
            <Alert severity="error" role="alert" sx={{ my: 2 }}>
              {refusal}
            </Alert>
          )}
          <form onSubmit={accept} noValidate>
            <TextField
              label="Your name"
              name="name"
              autoComplete="name"
              required
              fullWidth
              margin="normal"
              error={Boolean(problems.name)}
              helperText={problems.name}
              disabled={!usable}
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              fullWidth
              margin="normal"
              error={Boolean(problems.password)}
              helperText={problems.password ?? passwordHint}
              disabled={!usable}
            />
            <Button
              type="submit"
              variant="contained"
              fullWidth
              disabled={busy || !usable}
              sx={{ mt: 2 }}
            >
              {busy ? 'Joining…' : 'Join'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
