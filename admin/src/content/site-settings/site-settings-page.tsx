/**
 * /site-settings: who else has them open, the settings form and their earlier versions (open at
 * /site-settings/revisions/<n>).
 */
import { useState } from 'react';
import { Alert, Box, Card, CircularProgress } from '@mui/material';
import { ResourceContextProvider, Title } from 'react-admin';
import { EditingPresenceNotice } from '../../presence';
import { RevisionsPanel } from '../../revisions';
import { useApiAnswer } from '../../revisions/use-api-answer';
import { SITE_SETTINGS_FIELDS } from '../site-settings-fields';
import { SiteSettingsForm, type Settings } from './site-settings-form';

const labels = Object.fromEntries(SITE_SETTINGS_FIELDS.map((f) => [f.name, f.label]));

export function SiteSettingsPage() {
  const answer = useApiAnswer<Settings>('/site-settings');
  const [saved, setSaved] = useState<Settings | null>(null);
  const settings = saved ?? answer.data;

  return (
    <ResourceContextProvider value="site-settings">
      <Title title="Site settings" />
      {answer.error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {answer.error.message}
        </Alert>
      )}
      {answer.loading && !settings && <CircularProgress aria-label="Loading the site settings" />}
      {settings && (
        <>
          <Box sx={{ mt: 2 }}>
            <EditingPresenceNotice resource="site-settings" id="settings" />
          </Box>
          <Card sx={{ mt: 2 }}>
            <SiteSettingsForm settings={settings} onSaved={setSaved} />
          </Card>
          <Card sx={{ mt: 2 }}>
            <RevisionsPanel
              apiPath="/site-settings"
              routePath="/site-settings"
              labels={labels}
              onRestored={setSaved}
            />
          </Card>
        </>
      )}
    </ResourceContextProvider>
  );
}
