/**
 * The site settings form: the whole settings object, grouped (the site, analytics, privacy),
 * saved with PUT; warns before unsaved changes are left. Versions open under /site-settings.
 */
import { Box, Typography } from '@mui/material';
import { Form, SaveButton, Toolbar, useDataProvider, useNotify } from 'react-admin';
import type { EditorDataProvider } from '../../api/data-provider';
import { FieldInput } from '../form/field-input';
import { SITE_SETTINGS_GROUPS } from '../site-settings-fields';

export type Settings = Record<string, unknown>;

export function SiteSettingsForm({
  settings,
  onSaved,
}: {
  settings: Settings;
  onSaved(settings: Settings): void;
}) {
  const dataProvider = useDataProvider<EditorDataProvider>();
  const notify = useNotify();

  async function save(values: Settings) {
    try {
      const saved = await dataProvider.request<Settings>('/site-settings', {
        method: 'PUT',
        body: values,
      });
      notify('Site settings saved', { type: 'success' });
      onSaved(saved);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  }

  return (
    <Form
      record={settings as never}
      onSubmit={(values: Settings) => save(values)}
      warnWhenUnsavedChanges
      formRootPathname="/site-settings"
    >
      <Box sx={{ p: 2, maxWidth: 760 }}>
        {SITE_SETTINGS_GROUPS.map((group) => (
          <Box
            component="fieldset"
            key={group.title}
            sx={{ border: 0, p: 0, m: 0, mb: 3, minWidth: 0 }}
          >
            <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
              {group.title}
            </Typography>
            {group.fields.map((spec) => (
              <FieldInput key={spec.name} spec={spec} />
            ))}
          </Box>
        ))}
      </Box>
      <Toolbar>
        <SaveButton />
      </Toolbar>
    </Form>
  );
}
