import { mayEditSettings } from '@industrial/api/roles';
import { SETTING_NAMES, type StaffSettings, settings } from '@industrial/api/settings';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Form,
  RecordContextProvider,
  ResourceContextProvider,
  Title,
  useAuthenticated,
  useBasename,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { apiFetch } from '../apiClient.ts';
import { FieldInput } from '../common/FieldInput.tsx';
import { failedSave } from '../common/failedSave.ts';
import { HistoryPanel } from '../common/HistoryPanel.tsx';
import { StaleEditAlert } from '../common/StaleEditAlert.tsx';
import { useCan } from '../roles.ts';
import { ServerSettingsCard } from './ServerSettingsCard.tsx';

/** What the API takes back: the settings, the version they were read at, translations marked checked. */
function saveBody(values: Record<string, unknown>) {
  return {
    ...Object.fromEntries(SETTING_NAMES.map((name) => [name, values[name]])),
    version: values.version,
    ...(values.checkedTranslations ? { checkedTranslations: values.checkedTranslations } : {}),
  };
}

/**
 * Настройки сайта: the company's details a visitor reads, saved whole; saving republishes the site.
 * Administrators change everything; translators the English and Kazakh texts, beside the Russian.
 * The form is the declaration's sections, each field edited as its kind asks (the inputs content
 * forms use). Like a content form: every wrong field marked at once, translation marks, a warning
 * before leaving unsaved changes, a refusal that keeps the typed text when a colleague saved first,
 * and the history with restore. Administrators also set the mail server and the site's address.
 */
export default function SettingsPage() {
  useAuthenticated();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const basename = useBasename();
  const { permissions: role, isPending: roleLoading } = usePermissions<string>();
  const administrator = useCan('admin');
  const [stale, setStale] = useState(false);
  const { data } = useQuery({
    queryKey: ['settings'],
    queryFn: async () => (await apiFetch<StaffSettings>('/settings')).json,
  });
  const title = <Title title={translate('admin.settings.title')} />;
  if (!roleLoading && !mayEditSettings(role)) {
    return (
      <Box sx={{ py: 2 }}>
        {title}
        <Typography>{translate('admin.settings.forbidden')}</Typography>
      </Box>
    );
  }
  if (!data) return title;

  /** Saves; a refusal naming fields answers them, so that the form marks each red. */
  const save = async (values: Record<string, unknown>) => {
    setStale(false);
    try {
      const { json } = await apiFetch<StaffSettings>('/settings', {
        method: 'PUT',
        body: JSON.stringify(saveBody(values)),
      });
      queryClient.setQueryData(['settings'], json);
      // What is left before launch (the dashboard's list) may have changed with it.
      void queryClient.invalidateQueries({ queryKey: ['launch-check'] });
      notify('admin.settings.saved', { type: 'success' });
      return undefined;
    } catch (error) {
      return failedSave(error, '/settings', notify, () => setStale(true));
    }
  };

  return (
    <ResourceContextProvider value="settings">
      <RecordContextProvider value={data}>
        <Stack spacing={2} sx={{ py: 2 }}>
          {title}
          <Typography variant="h5" component="h1">
            {translate('admin.settings.title')}
          </Typography>
          {stale && <StaleEditAlert href={`${basename}/settings`} />}
          <Card>
            <CardContent>
              <Form record={data} onSubmit={save} warnWhenUnsavedChanges noValidate>
                {Object.entries(settings.sections).map(([section, fields]) => (
                  <Box
                    component="section"
                    key={section}
                    aria-labelledby={`settings-${section}`}
                    sx={{ mb: 2 }}
                  >
                    <Typography id={`settings-${section}`} variant="h6" component="h2" sx={{ mb: 1 }}>
                      {translate(`admin.settings.sections.${section}`)}
                    </Typography>
                    {Object.entries(fields).map(([source, field]) => (
                      <FieldInput key={source} source={source} field={field} />
                    ))}
                  </Box>
                ))}
                <SaveSettings />
              </Form>
            </CardContent>
          </Card>
          <HistoryPanel path="/settings" />
          {administrator && <ServerSettingsCard />}
        </Stack>
      </RecordContextProvider>
    </ResourceContextProvider>
  );
}

/** 'Сохранить' ('Сохранение…' while saving). */
function SaveSettings() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
      {translate(isSubmitting ? 'admin.form.saving' : 'ra.action.save')}
    </Button>
  );
}
