import { LIMITS, type Translations } from '@industrial/api/content';
import { mayEditSettings } from '@industrial/api/roles';
import { SETTING_FIELDS, type SettingName, type StoredSettings } from '@industrial/api/settings';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Form,
  HttpError,
  RecordContextProvider,
  ResourceContextProvider,
  TextInput,
  Title,
  useAuthenticated,
  useBasename,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { apiFetch } from '../apiClient.ts';
import type { ApiFailure } from '../apiErrors.ts';
import { HistoryPanel } from '../common/HistoryPanel.tsx';
import { languageColumns } from '../common/LocalizedTextInput.tsx';
import { LOCALES, languageTag } from '../common/languages.ts';
import { StaleEditAlert } from '../common/StaleEditAlert.tsx';
import { StringListInput } from '../common/StringListInput.tsx';
import { optionalText, requiredText } from '../common/validation.ts';
import { useLock } from '../roles.ts';
import { TranslationHint } from '../translations/TranslationHint.tsx';

/** The settings as staff read them (GET /api/settings with a token). */
export type SettingsRecord = StoredSettings & {
  version: number;
  updatedAt: string;
  translations: Translations;
};

/** The form's parts, each setting in one (a complete table: a new setting must be placed). */
const SECTION_OF = {
  name: 'company',
  address: 'company',
  hoursWeekdays: 'company',
  hoursWeekend: 'company',
  phone: 'contacts',
  phoneChatUrl: 'contacts',
  email: 'contacts',
  messengerUrl: 'contacts',
  instagramUrl: 'contacts',
  figure1Value: 'home',
  figure1Caption: 'home',
  figure2Value: 'home',
  figure2Caption: 'home',
  figure3Value: 'home',
  figure3Caption: 'home',
  figure4Value: 'home',
  figure4Caption: 'home',
  about: 'home',
  mission: 'home',
  vision: 'home',
  standards: 'home',
  video: 'media',
  map: 'media',
  notifyEmails: 'requests',
} as const satisfies Record<SettingName, string>;
const SECTIONS = [...new Set(Object.values(SECTION_OF))];
const SETTINGS = Object.keys(SETTING_FIELDS) as SettingName[];
/** The API's limits for a line and for a long text. */
const MAX = { text: LIMITS.title, longText: LIMITS.text } as const;

/** What the API takes back: the settings, the version they were read at, translations marked checked. */
function saveBody(values: Record<string, unknown>) {
  return {
    ...Object.fromEntries(SETTINGS.map((name) => [name, values[name]])),
    version: values.version,
    ...(values.checkedTranslations ? { checkedTranslations: values.checkedTranslations } : {}),
  };
}

/**
 * Настройки сайта: the company's details a visitor reads, saved whole; saving republishes the site.
 * Administrators change everything; translators the English and Kazakh texts, beside the Russian.
 * Like a content form: translation marks, a warning before leaving unsaved changes, a refusal that
 * keeps the typed text when a colleague saved first, and the history with restore.
 */
export default function SettingsPage() {
  useAuthenticated();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const basename = useBasename();
  const { permissions: role, isPending: roleLoading } = usePermissions<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState(false);
  const { data } = useQuery({
    queryKey: ['settings'],
    queryFn: async () => (await apiFetch<SettingsRecord>('/settings')).json,
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

  const save = async (values: Record<string, unknown>) => {
    setFieldErrors({});
    setStale(false);
    try {
      const { json } = await apiFetch<SettingsRecord>('/settings', {
        method: 'PUT',
        body: JSON.stringify(saveBody(values)),
      });
      queryClient.setQueryData(['settings'], json);
      // What is left before launch (the dashboard's list) may have changed with it.
      void queryClient.invalidateQueries({ queryKey: ['launch-check'] });
      notify('admin.settings.saved', { type: 'success' });
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) return setStale(true);
      const body = error instanceof HttpError ? (error.body as ApiFailure | null) : null;
      const field = body?.params?.field;
      if (typeof field === 'string') setFieldErrors({ [field]: (error as Error).message });
      notify((error as Error).message, { type: 'error' });
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
                {SECTIONS.map((section) => (
                  <Box
                    component="section"
                    key={section}
                    aria-labelledby={`settings-${section}`}
                    sx={{ mb: 2 }}
                  >
                    <Typography id={`settings-${section}`} variant="h6" component="h2" sx={{ mb: 1 }}>
                      {translate(`admin.settings.sections.${section}`)}
                    </Typography>
                    {SETTINGS.filter((name) => SECTION_OF[name] === section).map((name) => (
                      <SettingInput key={name} name={name} error={fieldErrors} />
                    ))}
                  </Box>
                ))}
                <SaveSettings />
              </Form>
            </CardContent>
          </Card>
          <HistoryPanel path="/settings" />
        </Stack>
      </RecordContextProvider>
    </ResourceContextProvider>
  );
}

/** One setting's input, as its declared kind asks: three languages side by side, a list, or a line. */
function SettingInput({ name, error }: { name: SettingName; error: Record<string, string> }) {
  const translate = useTranslate();
  const locked = useLock();
  const label = translate(`resources.settings.fields.${name}`);
  const kind = SETTING_FIELDS[name];
  if (kind === 'text' || kind === 'longText') {
    const long = kind === 'longText';
    return (
      <Box sx={languageColumns}>
        {LOCALES.map((locale) => {
          const source = `${name}.${locale}`;
          const localeLabel = translate('admin.form.language_label', {
            field: label,
            language: languageTag(locale),
          });
          return (
            <div key={locale}>
              <TextInput
                source={source}
                label={localeLabel}
                validate={locale === 'ru' ? requiredText(MAX[kind]) : optionalText(MAX[kind])}
                readOnly={locked(locale)}
                multiline={long}
                minRows={long ? 4 : undefined}
                helperText={error[source] ?? false}
                error={Boolean(error[source])}
                fullWidth
              />
              {locale !== 'ru' && <TranslationHint field={name} locale={locale} label={localeLabel} />}
            </div>
          );
        })}
      </Box>
    );
  }
  if (kind === 'emails') {
    return (
      <Box sx={{ mb: 2 }}>
        <StringListInput source={name} label={label} readOnly={locked()} />
        <Typography
          variant="caption"
          color={error[name] ? 'error' : 'text.secondary'}
          role={error[name] ? 'alert' : undefined}
        >
          {error[name] ?? translate(`resources.settings.hints.${name}`)}
        </Typography>
      </Box>
    );
  }
  return (
    <TextInput
      source={name}
      label={label}
      readOnly={locked()}
      helperText={error[name] ?? `resources.settings.hints.${name}`}
      error={Boolean(error[name])}
      fullWidth
    />
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
