/**
 * Accepting an invitation (/admin/invite#<token>, the link of the invitation mail): the invited
 * person chooses their name and a password, the provider creates the account and signs it in,
 * and the app opens. Shown without the app's frame: nobody is signed in yet.
 */
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { PASSWORD_MIN_LENGTH } from '@cloud-consulting/domain/admin-roles';
import { apiRequest } from '../api/http';
import { acceptProblems, tokenFromHash, type AcceptProblems } from './invitation';

export function AcceptInvitationPage() {
  const token = tokenFromHash(useLocation().hash);
  const [problems, setProblems] = useState<AcceptProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '');
    const password = String(form.get('password') ?? '');
    const found = acceptProblems(name, password);
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
      setRefusal(error instanceof Error ? error.message : String(error));
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
          <Typography variant="body2" color="text.secondary" gutterBottom>
            Choose the name others see and the password you will sign in with.
          </Typography>
          {!token && (
            <Alert severity="error" role="alert" sx={{ my: 2 }}>
              This address carries no invitation. Open the link from your invitation mail.
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
              disabled={!token}
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
              helperText={problems.password ?? `At least ${PASSWORD_MIN_LENGTH} characters`}
              disabled={!token}
            />
            <Button
              type="submit"
              variant="contained"
              fullWidth
              disabled={busy || !token}
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
