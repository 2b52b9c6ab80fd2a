/**
 * "Change my password" (/admin/my-password, from the user menu): anyone signed in gives their
 * current password and a new one; their other sessions end, this one goes on.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { Title, useGetIdentity, useNotify } from 'react-admin';
import { apiRequest } from '../api/http';
import { changeProblems, passwordHint, refusedFields, type ChangeProblems } from './password-forms';

export const PASSWORD_CHANGED = 'Password changed. You were signed out everywhere else.';

export function ChangePasswordPage() {
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const [problems, setProblems] = useState<ChangeProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const fields = {
      currentPassword: String(form.get('currentPassword') ?? ''),
      newPassword: String(form.get('newPassword') ?? ''),
      repeat: String(form.get('repeat') ?? ''),
    };
    const found = changeProblems(fields, { email: identity?.email, name: identity?.fullName });
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await apiRequest('/session/password', {
        method: 'PUT',
        body: { currentPassword: fields.currentPassword, newPassword: fields.newPassword },
      });
      formElement.reset();
      notify(PASSWORD_CHANGED, { type: 'success' });
    } catch (error) {
      const named = refusedFields(error);
      if (Object.keys(named).length > 0) setProblems(named);
      else setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof ChangeProblems, label: string, autoComplete: string, hint = '') => (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      required
      fullWidth
      margin="normal"
      error={Boolean(problems[name])}
      helperText={problems[name] ?? hint}
    />
  );

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Change my password" />
      <Card sx={{ maxWidth: 480 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            Change my password
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            You stay signed in here; everywhere else you will have to sign in again.
          </Typography>
          {refusal && (
            <Alert severity="error" role="alert" sx={{ my: 2 }}>
              {refusal}
            </Alert>
          )}
          <form onSubmit={submit} noValidate>
            {field('currentPassword', 'Current password', 'current-password')}
            {field('newPassword', 'New password', 'new-password', passwordHint)}
            {field('repeat', 'New password again', 'new-password')}
            <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }}>
              {busy ? 'Changing…' : 'Change password'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
