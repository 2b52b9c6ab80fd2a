/**
 * Sign-in: email and password, the server's refusal shown as it says it (the same words for a
 * wrong password, an unknown email or a locked account), and focus on the first field.
 */
import { useState, type FormEvent } from 'react';
import { useLogin } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';

export function SignInPage() {
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await login({
        username: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      });
    } catch (refusal) {
      setError(refusal instanceof Error ? refusal.message : String(refusal));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            Sign in to the editor app
          </Typography>
          <form onSubmit={submit} noValidate={false}>
            {error && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {error}
              </Alert>
            )}
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="username"
              required
              fullWidth
              margin="normal"
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              fullWidth
              margin="normal"
            />
            <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 2 }}>
              {busy ? 'Signing in…' : 'Sign in'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
