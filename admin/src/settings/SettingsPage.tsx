import type { StoredSettings } from '@industrial/api/settings';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Form,
  HttpError,
  required,
  SaveButton,
  TextInput,
  Title,
  useAuthenticated,
  useNotify,
  useTranslate,
} from 'react-admin';
import { apiFetch } from '../apiClient.ts';
import type { ApiFailure } from '../apiErrors.ts';
import { LOCALES, languageTag } from '../common/languages.ts';

type SettingsRecord = StoredSettings & { version: number };

const TEXTS = ['name', 'address', 'hoursWeekdays', 'hoursWeekend'] as const;
const PLAIN = ['phone', 'phoneChatUrl', 'email', 'messengerUrl', 'instagramUrl', 'video', 'map'] as const;
const languageColumns = { display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(3, 1fr)' } };

/** Настройки сайта: the company's details a visitor reads, saved whole; saving republishes the site. */
export default function SettingsPage() {
  useAuthenticated();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const { data } = useQuery({
    queryKey: ['settings'],
    queryFn: async () => (await apiFetch<SettingsRecord>('/settings')).json,
  });
  const label = (name: string) => translate(`resources.settings.fields.${name}`);

  const save = async (values: Record<string, unknown>) => {
    setFieldErrors({});
    try {
      await apiFetch('/settings', { method: 'PUT', body: JSON.stringify(values) });
      await queryClient.invalidateQueries({ queryKey: ['settings'] });
      notify('admin.settings.saved', { type: 'success' });
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as ApiFailure | null) : null;
      const field = body?.params?.field;
      if (typeof field === 'string') setFieldErrors({ [field]: (error as Error).message });
      notify((error as Error).message, { type: 'error' });
    }
  };

  if (!data) return <Title title={translate('admin.settings.title')} />;
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate('admin.settings.title')} />
      <Typography variant="h5" component="h1">
        {translate('admin.settings.title')}
      </Typography>
      <Card>
        <CardContent>
          <Form record={data} onSubmit={save}>
            {TEXTS.map((name) => (
              <Box key={name} sx={languageColumns}>
                {LOCALES.map((locale) => (
                  <TextInput
                    key={locale}
                    source={`${name}.${locale}`}
                    label={translate('admin.form.language_label', {
                      field: label(name),
                      language: languageTag(locale),
                    })}
                    validate={locale === 'ru' ? required() : undefined}
                    helperText={fieldErrors[`${name}.${locale}`] ?? false}
                    error={Boolean(fieldErrors[`${name}.${locale}`])}
                  />
                ))}
              </Box>
            ))}
            {PLAIN.map((name) => (
              <TextInput
                key={name}
                source={name}
                label={label(name)}
                helperText={fieldErrors[name] ?? `resources.settings.hints.${name}`}
                error={Boolean(fieldErrors[name])}
                fullWidth
              />
            ))}
            <SaveButton alwaysEnable />
          </Form>
        </CardContent>
      </Card>
    </Stack>
  );
}
