/**
 * Setting a new password from a reset link (/admin/reset-password#<token>, the link an owner
 * mails): the page names whose password it sets, the provider sets it, ends the person's other
 * sessions and signs this one in, and the app opens. Shown without the app's frame.
 */
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { apiRequest } from '../api/http';
import { tokenFromHash } from './invitation';
import { passwordHint, refusedFields, resetProblems } from './password-forms';
import { useTokenLookUp } from './use-token-look-up';

export function ResetPasswordPage() {
  const token = tokenFromHash(useLocation().hash);
  const reset = useTokenLookUp<{ email: string; name: string }>('/password-resets/lookup', token);
  const person = reset.state === 'found' ? reset.found : null;
  const usable = Boolean(token) && reset.state !== 'refused';
  const [problem, setProblem] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    const found = resetProblems(password, person ?? {});
    setProblem(found.password);
    setRefusal(null);
    if (found.password || !token) return;
    setBusy(true);
    try {
      await apiRequest('/password-resets/accept', { method: 'POST', body: { token, password } });
      // Signed in by the answer's cookie: the app starts afresh with this session.
      window.location.assign(import.meta.env.BASE_URL);
    } catch (error) {
      const fields = refusedFields(error);
      if (fields.password) setProblem(fields.password);
      else setRefusal(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            Set a new password
          </Typography>
          {person && (
            <Typography gutterBottom>
              For <strong>{person.name}</strong> ({person.email}). Setting it signs you out
              everywhere else.
            </Typography>
          )}
          {!token && (
            <Alert severity="error" role="alert" sx={{ my: 2 }}>
              This address carries no reset link. Open the link from your mail.
            </Alert>
          )}
          {reset.state === 'refused' && (
            <Alert severity="error" role="alert" sx={{ my: 2 }}>
              {reset.message}
            </Alert>
          )}
          {refusal && (
            <Alert severity="error" role="alert" sx={{ my: 2 }}>
              {refusal}
            </Alert>
          )}
          <form onSubmit={submit} noValidate>
            <TextField
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              fullWidth
              margin="normal"
              error={Boolean(problem)}
              helperText={problem ?? passwordHint}
              disabled={!usable}
            />
            <Button
              type="submit"
              variant="contained"
              fullWidth
              disabled={busy || !usable}
              sx={{ mt: 2 }}
            >
              {busy ? 'Saving…' : 'Set password and sign in'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
