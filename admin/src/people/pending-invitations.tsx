/**
 * Invitations nobody accepted yet, under the people list: who was invited, as what, by whom and
 * until when; an owner resends one (a new link, the old one stops working) or revokes it after a
 * confirmation.
 */
import { useEffect, useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  List as Rows,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import type { EditorDataProvider } from '../api/data-provider';
import { REFUSAL_NOTICE } from '../shared/refusals';
import { roleLabel } from './people-labels';
import { invitationsChanged } from './invitations-changed';

interface Invitation {
  id: number;
  email: string;
  role: string;
  createdAt: string;
  expiresAt: string;
  invitedBy: string | null;
}

/** "Editor · invited by Ann · link valid until …" or "… · link expired". */
function invitationState(invitation: Invitation, now: number): string {
  const by = invitation.invitedBy ? ` · invited by ${invitation.invitedBy}` : '';
  const expires = Date.parse(invitation.expiresAt);
  const validity =
    expires > now
      ? `link valid until ${new Date(expires).toLocaleString()}`
      : 'link expired: resend it';
  return `${roleLabel(invitation.role)}${by} · ${validity}`;
}

export function PendingInvitations() {
  const dataProvider = useDataProvider<EditorDataProvider>();
  const notify = useNotify();
  const [loaded, setLoaded] = useState<{ rows: Invitation[]; at: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [revoking, setRevoking] = useState<Invitation | null>(null);

  useEffect(() => {
    const load = () =>
      dataProvider.request<Invitation[]>('/people/invitations').then(
        (rows) => setLoaded({ rows, at: Date.now() }),
        (error: unknown) =>
          notify(error instanceof Error ? error.message : String(error), REFUSAL_NOTICE),
      );
    void load();
    return invitationsChanged.listen(() => void load());
  }, [dataProvider, notify]);

  async function act(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await work();
      notify(done, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), REFUSAL_NOTICE);
    } finally {
      setBusy(false);
      invitationsChanged.tell();
    }
  }

  if (!loaded || loaded.rows.length === 0) return null;
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="pending-invitations-title">
      <CardContent>
        <Typography id="pending-invitations-title" component="h2" variant="h6">
          Pending invitations
        </Typography>
        <Rows>
          {loaded.rows.map((invitation) => (
            <ListItem key={invitation.id} divider disableGutters>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ width: '100%', alignItems: { sm: 'center' } }}
              >
                <ListItemText
                  primary={invitation.email}
                  secondary={invitationState(invitation, loaded.at)}
                  sx={{ flex: 1, overflowWrap: 'anywhere' }}
                />
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    disabled={busy}
                    aria-label={`Resend the invitation to ${invitation.email}`}
                    onClick={() =>
                      void act(
                        () =>
                          dataProvider.request(`/people/invitations/${invitation.id}/resend`, {
                            method: 'POST',
                          }),
                        `Invitation sent again to ${invitation.email}`,
                      )
                    }
                  >
                    Resend
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    aria-label={`Revoke the invitation to ${invitation.email}`}
                    onClick={() => setRevoking(invitation)}
                  >
                    Revoke
                  </Button>
                </Stack>
              </Stack>
            </ListItem>
          ))}
        </Rows>
        <Confirm
          isOpen={revoking !== null}
          loading={busy}
          title={`Revoke the invitation to ${revoking?.email ?? ''}?`}
          content="The link in their mail stops working. You can invite them again later."
          confirm="Revoke"
          confirmColor="warning"
          onConfirm={() => {
            const invitation = revoking!;
            setRevoking(null);
            void act(
              () =>
                dataProvider.request(`/people/invitations/${invitation.id}`, { method: 'DELETE' }),
              `Invitation to ${invitation.email} revoked`,
            );
          }}
          onClose={() => setRevoking(null)}
        />
      </CardContent>
    </Card>
  );
}
