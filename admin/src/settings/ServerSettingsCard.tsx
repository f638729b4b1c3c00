import { EMAIL } from '@industrial/api/content';
import type {
  ServerSettingsBody,
  ServerSettingsView,
  TestMailResult,
} from '@industrial/api/schemas/server-settings';
import { DELETED_ADDRESS_ANSWERS, SMTP_SECURITY } from '@industrial/api/settings';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  Form,
  maxValue,
  minValue,
  NumberInput,
  number,
  PasswordInput,
  RadioButtonGroupInput,
  required,
  SelectInput,
  TextInput,
  useBasename,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { apiFetch } from '../apiClient.ts';
import { failedSave, type StaleSave } from '../common/failedSave.ts';
import { StaleEditAlert } from '../common/StaleEditAlert.tsx';
import { offsetName } from '../schedules/zonedTime.ts';

const PATH = '/settings/server';

type FormValues = ServerSettingsView & { smtpPassword?: string; clearPassword?: boolean };
/** What the form is made of: the mail server, the sender, the public address. */
type ServerSettingGroup = keyof ServerSettingsView['fromEnvironment'];

/** What the API takes: the settings of the groups the environment leaves to the back office. */
function bodyOf(values: FormValues, view: ServerSettingsView): ServerSettingsBody {
  const body: ServerSettingsBody = { version: view.version };
  const open = (group: ServerSettingGroup) => !view.fromEnvironment[group];
  if (open('smtp')) {
    body.smtpHost = values.smtpHost ?? '';
    body.smtpPort = typeof values.smtpPort === 'number' ? values.smtpPort : null;
    body.smtpSecurity = values.smtpSecurity;
    body.smtpUser = values.smtpUser ?? '';
    if (values.clearPassword) body.smtpPassword = null;
    else if (values.smtpPassword) body.smtpPassword = values.smtpPassword;
  }
  if (open('sender')) {
    body.senderAddress = values.senderAddress ?? '';
    body.senderName = values.senderName ?? '';
  }
  if (open('siteUrl')) body.siteUrl = values.siteUrl ?? '';
  if (values.timeZone) body.timeZone = values.timeZone;
  if (values.deletedAddresses) body.deletedAddresses = values.deletedAddresses;
  return body;
}

/** Every time zone the browser knows, by name, with its offset today: «Asia/Almaty (UTC+5)». */
const TIME_ZONES = Intl.supportedValuesOf('timeZone').map((zone) => ({
  id: zone,
  name: `${zone} (${offsetName(zone)})`,
}));

/** An input's source, with its label and hint, both named after it. */
const named = (source: keyof ServerSettingsBody) => ({
  source,
  label: `admin.server_settings.fields.${source}`,
  helperText: `admin.server_settings.hints.${source}`,
});

const written = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The API's own rules, said beside each field before anything is sent. */
const rules = {
  smtpHost: (value: unknown) =>
    written(value) && /[\s/@:]/.test(value.trim()) ? 'admin.server_settings.invalid.host' : undefined,
  smtpPort: [number(), minValue(1), maxValue(65535)],
  senderAddress: (value: unknown, values: Record<string, unknown>) => {
    if (written(value)) return EMAIL.test(value.trim()) ? undefined : 'admin.api.codes.link.email';
    return written(values.smtpHost) ? 'admin.server_settings.invalid.sender_required' : undefined;
  },
  siteUrl: (value: unknown) => {
    if (!written(value)) return undefined;
    try {
      return ['http:', 'https:'].includes(new URL(value.trim()).protocol)
        ? undefined
        : 'admin.server_settings.invalid.site_url';
    } catch {
      return 'admin.server_settings.invalid.site_url';
    }
  },
};

/**
 * Почта и адрес сайта, for administrators: the mail server (its address, port, protection and
 * account), the sender, the site's public address, the company's time zone, and what a deleted
 * item's address answers. What the server's configuration sets is shown as it is and cannot be
 * changed here; the password is never shown, only whether one is set.
 * «Отправить пробное письмо» tries what the form holds, saved or not, and says what the server answered.
 */
export function ServerSettingsCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const basename = useBasename();
  const [stale, setStale] = useState<StaleSave | null>(null);
  const { data: view } = useQuery({
    queryKey: ['server-settings'],
    queryFn: async () => (await apiFetch<ServerSettingsView>(PATH)).json,
  });
  if (!view) return null;

  const save = async (values: Record<string, unknown>) => {
    setStale(null);
    try {
      const { json } = await apiFetch<ServerSettingsView>(PATH, {
        method: 'PUT',
        body: JSON.stringify(bodyOf(values as FormValues, view)),
      });
      queryClient.setQueryData(['server-settings'], json);
      notify(
        json.siteUrlInUse === view.siteUrlInUse
          ? 'admin.server_settings.saved'
          : 'admin.server_settings.saved_rebuilding',
        { type: 'success' },
      );
      return undefined;
    } catch (error) {
      return failedSave(error, PATH, notify, setStale);
    }
  };

  return (
    <Card component="section" aria-labelledby="server-settings-title">
      <CardContent>
        <Typography id="server-settings-title" variant="h6" component="h2">
          {translate('admin.server_settings.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('admin.server_settings.intro')}
        </Typography>
        <Alert severity={view.mailOn ? 'success' : 'info'} sx={{ mb: 2 }} data-testid="mail-state">
          {translate(view.mailOn ? 'admin.server_settings.mail_on' : 'admin.server_settings.mail_off')}
        </Alert>
        {stale && <StaleEditAlert stale={stale} href={`${basename}/settings`} />}
        <Form key={view.version} record={view} onSubmit={save} noValidate warnWhenUnsavedChanges>
          <Group group="smtp" view={view}>
            {(fixed) => (
              <>
                <TextInput {...named('smtpHost')} validate={rules.smtpHost} readOnly={fixed} fullWidth />
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
                  <NumberInput
                    {...named('smtpPort')}
                    validate={rules.smtpPort}
                    min={1}
                    max={65535}
                    step={1}
                    readOnly={fixed}
                  />
                  {/* Required, so the list holds only the three protections (no empty first line). */}
                  <SelectInput
                    source="smtpSecurity"
                    validate={required()}
                    label="admin.server_settings.fields.smtpSecurity"
                    choices={SMTP_SECURITY.map((id) => ({
                      id,
                      name: `admin.server_settings.security.${id}`,
                    }))}
                    helperText={false}
                    readOnly={fixed}
                    fullWidth
                  />
                </Box>
                <TextInput {...named('smtpUser')} autoComplete="off" readOnly={fixed} fullWidth />
                <PasswordField view={view} fixed={fixed} />
              </>
            )}
          </Group>
          <Group group="sender" view={view}>
            {(fixed) => (
              <>
                <TextInput
                  {...named('senderAddress')}
                  type="email"
                  validate={rules.senderAddress}
                  readOnly={fixed}
                  fullWidth
                />
                <TextInput {...named('senderName')} readOnly={fixed} fullWidth />
              </>
            )}
          </Group>
          <Group group="siteUrl" view={view}>
            {(fixed) => (
              <TextInput
                source="siteUrl"
                type="url"
                label="admin.server_settings.fields.siteUrl"
                helperText={translate('admin.server_settings.hints.siteUrl', { url: view.siteUrlInUse })}
                validate={rules.siteUrl}
                readOnly={fixed}
                fullWidth
              />
            )}
          </Group>
          <Section name="timeZone">
            <AutocompleteInput {...named('timeZone')} choices={TIME_ZONES} disableClearable fullWidth />
          </Section>
          <Section name="deletedAddresses">
            <RadioButtonGroupInput
              {...named('deletedAddresses')}
              choices={DELETED_ADDRESS_ANSWERS.map((id) => ({
                id,
                name: `admin.server_settings.deleted_addresses.${id}`,
              }))}
              row={false}
            />
          </Section>
          {view.notifyFallback.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('admin.server_settings.notify_fallback', {
                addresses: view.notifyFallback.join(', '),
              })}
            </Typography>
          )}
          <Actions view={view} />
        </Form>
      </CardContent>
    </Card>
  );
}

/** A part of the form, under its title (`admin.server_settings.groups.<name>`). */
function Section({ name, children }: { name: string; children: ReactNode }) {
  const translate = useTranslate();
  const id = `server-settings-${name}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 2 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 500, mb: 1 }}>
        {translate(`admin.server_settings.groups.${name}`)}
      </Typography>
      {children}
    </Box>
  );
}

/** A part of the form that the server's configuration may set: then read-only, and saying so. */
function Group({
  group,
  view,
  children,
}: {
  group: ServerSettingGroup;
  view: ServerSettingsView;
  /** The group's inputs, read-only when `fixed`. */
  children: (fixed: boolean) => ReactNode;
}) {
  const translate = useTranslate();
  const fixed = view.fromEnvironment[group];
  return (
    <Section name={group}>
      {fixed && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid={`${group}-from-environment`}>
          {translate(`admin.server_settings.from_environment.${group}`)}
        </Alert>
      )}
      {children(fixed)}
    </Section>
  );
}

/** The password is never shown: the field takes a new one, and says whether one is set. */
function PasswordField({ view, fixed }: { view: ServerSettingsView; fixed: boolean }) {
  const translate = useTranslate();
  const clearing = useWatch({ name: 'clearPassword' }) as boolean | undefined;
  return (
    <>
      <PasswordInput
        source="smtpPassword"
        label={
          view.passwordSet
            ? 'admin.server_settings.fields.newPassword'
            : 'admin.server_settings.fields.smtpPassword'
        }
        helperText={
          view.passwordSet
            ? 'admin.server_settings.hints.passwordSet'
            : 'admin.server_settings.hints.passwordUnset'
        }
        autoComplete="new-password"
        disabled={Boolean(clearing)}
        readOnly={fixed}
        fullWidth
      />
      {view.passwordSet && !fixed && (
        <BooleanInput
          source="clearPassword"
          label={translate('admin.server_settings.fields.clearPassword')}
          helperText={false}
        />
      )}
    </>
  );
}

/** «Сохранить настройки почты» and «Отправить пробное письмо», with what the mail server answered. */
function Actions({ view }: { view: ServerSettingsView }) {
  const translate = useTranslate();
  const { getValues, trigger } = useFormContext();
  const { isSubmitting } = useFormState();
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<TestMailResult | { failed: string } | null>(null);

  const sendTest = async () => {
    setResult(null);
    if (!(await trigger())) return;
    setTesting(true);
    try {
      const { json } = await apiFetch<TestMailResult>(`${PATH}/test-mail`, {
        method: 'POST',
        body: JSON.stringify(bodyOf(getValues() as FormValues, view)),
      });
      setResult(json);
    } catch (error) {
      setResult({ failed: (error as Error).message });
    } finally {
      setTesting(false);
    }
  };

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {translate(isSubmitting ? 'admin.form.saving' : 'admin.server_settings.save')}
        </Button>
        <Button variant="outlined" onClick={sendTest} disabled={testing}>
          {translate(testing ? 'admin.server_settings.testing' : 'admin.server_settings.test')}
        </Button>
      </Stack>
      {result && (
        <Alert
          severity={'sent' in result && result.sent ? 'success' : 'error'}
          role="status"
          sx={{ mt: 2 }}
          data-testid="test-mail-result"
        >
          {'failed' in result ? result.failed : <TestMailOutcome result={result} />}
        </Alert>
      )}
    </>
  );
}

/** What became of a test mail, in Russian, and the server's own words when it said any. */
function TestMailOutcome({ result }: { result: TestMailResult }) {
  const translate = useTranslate();
  const said = result.sent ? 'sent' : `failed.${result.reason ?? 'other'}`;
  return (
    <>
      {translate(`admin.server_settings.test_result.${said}`, { to: result.to })}
      {result.response && (
        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
          {translate('admin.server_settings.test_result.answer', { answer: result.response })}
        </Box>
      )}
    </>
  );
}
