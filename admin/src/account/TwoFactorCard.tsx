import type { NewFactor, TwoFactorStatus } from '@industrial/api/schemas/two-factor';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { apiFetch } from '../apiClient.ts';
import { SectionCard } from '../common/SectionCard.tsx';

const AuthenticatorQr = lazy(() => import('./AuthenticatorQr.tsx'));
const failureText = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));
const post = <T,>(path: string, body: object = {}) =>
  apiFetch<T>(`/auth/two-factor${path}`, { method: 'POST', body: JSON.stringify(body) });

/**
 * Моя учётная запись, «Двухэтапная проверка»: set up an authenticator app (a QR code and the key as text,
 * confirmed with a code; then the recovery codes, shown once), or turn it off with the password
 * and a code when the role does not require it.
 */
export function TwoFactorCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const [factor, setFactor] = useState<NewFactor | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { data: status, refetch } = useQuery({
    queryKey: ['two-factor'],
    queryFn: async () => (await apiFetch<TwoFactorStatus>('/auth/two-factor')).json,
  });

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  const start = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get('password');
    return act(async () => setFactor((await post<NewFactor>('/setup', { password })).json));
  };
  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code')).trim();
    return act(async () => {
      setRecoveryCodes((await post<{ recoveryCodes: string[] }>('/enable', { code })).json.recoveryCodes);
      setFactor(null);
      notify('admin.two_factor.turned_on', { type: 'success' });
      await refetch();
    });
  };
  const turnOff = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    return act(async () => {
      await post('/disable', { password: form.get('password'), code: String(form.get('code')).trim() });
      notify('admin.two_factor.turned_off', { type: 'success' });
      await refetch();
    });
  };

  return (
    <SectionCard id="two-factor-title" title="admin.two_factor.title" sx={{ maxWidth: 480 }}>
      <Stack spacing={2} sx={{ mt: 1 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {status && (
          <Typography>
            {status.enabled
              ? translate('admin.two_factor.enabled', { count: status.recoveryCodesLeft })
              : translate('admin.two_factor.off')}
            {status.required && ` ${translate('admin.two_factor.required')}`}
          </Typography>
        )}
        {recoveryCodes && (
          <Alert
            severity="warning"
            onClose={() => setRecoveryCodes(null)}
            closeText={translate('ra.action.close')}
          >
            <Typography sx={{ mb: 1 }}>{translate('admin.two_factor.recovery_intro')}</Typography>
            <Box
              component="ul"
              aria-label={translate('admin.two_factor.recovery_title')}
              sx={{ m: 0, p: 0, listStyle: 'none', columns: 2, fontFamily: 'monospace', fontSize: '1rem' }}
            >
              {recoveryCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </Box>
          </Alert>
        )}
        {status && !status.enabled && !factor && (
          <Stack component="form" spacing={2} onSubmit={start} noValidate>
            <TextField
              name="password"
              type="password"
              label={translate('admin.two_factor.password')}
              helperText={translate('admin.two_factor.start_password_hint')}
              autoComplete="current-password"
              required
            />
            <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
              {translate('admin.two_factor.start')}
            </Button>
          </Stack>
        )}
        {factor && (
          <Stack component="form" spacing={2} onSubmit={confirm} noValidate>
            <Typography>{translate('admin.two_factor.scan')}</Typography>
            <Suspense fallback={null}>
              <AuthenticatorQr uri={factor.uri} label={translate('admin.two_factor.qr')} />
            </Suspense>
            <TextField
              label={translate('admin.two_factor.secret')}
              value={factor.secret}
              slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
            />
            <TextField
              name="code"
              label={translate('admin.two_factor.code')}
              autoComplete="one-time-code"
              required
            />
            <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
              {translate('admin.two_factor.submit')}
            </Button>
          </Stack>
        )}
        {status?.enabled && !status.required && (
          <Stack component="form" spacing={2} onSubmit={turnOff} noValidate>
            <TextField
              name="password"
              type="password"
              label={translate('admin.two_factor.password')}
              autoComplete="current-password"
              required
            />
            <TextField
              name="code"
              label={translate('admin.two_factor.code')}
              helperText={translate('admin.two_factor.code_hint')}
              autoComplete="one-time-code"
              required
            />
            <Button type="submit" color="error" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
              {translate('admin.two_factor.turn_off')}
            </Button>
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
