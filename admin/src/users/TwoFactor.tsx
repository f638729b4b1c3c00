import { ROLES } from '@industrial/api/roles';
import type { TwoFactorPolicy } from '@industrial/api/schemas/two-factor';
import type { Account } from '@industrial/api/schemas/users';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { apiFetch } from '../apiClient.ts';
import { SectionCard } from '../common/SectionCard.tsx';

const failureText = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/** Сотрудники, «Двухэтапная проверка при входе»: per role, whether signing in needs an authenticator code. */
export function TwoFactorPolicyCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const { data: policy, refetch } = useQuery({
    queryKey: ['two-factor-policy'],
    queryFn: async () => (await apiFetch<TwoFactorPolicy>('/auth/two-factor/policy')).json,
  });
  const change = async (role: string, required: boolean) => {
    setBusy(true);
    try {
      await apiFetch('/auth/two-factor/policy', {
        method: 'PUT',
        body: JSON.stringify({ [role]: required }),
      });
      notify('admin.two_factor.policy_saved', { type: 'success' });
    } catch (failure) {
      notify('admin.users.failed', { type: 'error', messageArgs: { error: failureText(failure) } });
    } finally {
      setBusy(false);
      await refetch();
    }
  };
  return (
    <SectionCard id="two-factor-policy-title" title="admin.two_factor.policy" sx={{ maxWidth: 760 }}>
      <Typography color="text.secondary" sx={{ my: 1 }}>
        {translate('admin.two_factor.policy_intro')}
      </Typography>
      <FormGroup row>
        {ROLES.map((role) => (
          <FormControlLabel
            key={role}
            label={translate(`admin.roles.${role}`)}
            control={
              <Switch
                checked={policy?.[role] ?? false}
                disabled={!policy || busy}
                onChange={(event) => void change(role, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </SectionCard>
  );
}

/** «Сбросить двухэтапную проверку» for someone who lost their phone: asked once more, their sessions end. */
export function ResetTwoFactorButton({ account, disabled }: { account: Account; disabled: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  // The one-time set-up code, shown once to hand over: without it the password alone sets nothing up.
  const [setupCode, setSetupCode] = useState<string | null>(null);
  const titleId = useId();
  const reset = async () => {
    setBusy(true);
    try {
      const { json } = await apiFetch<{ setupCode: string }>(`/users/${account.id}/two-factor`, {
        method: 'DELETE',
      });
      // The list refreshes once the code is closed: the row loses this button, and the code with it.
      setSetupCode(json.setupCode);
      notify('admin.two_factor.reset_done', { type: 'success', messageArgs: { email: account.email } });
    } catch (failure) {
      notify('admin.users.failed', { type: 'error', messageArgs: { error: failureText(failure) } });
      await refreshList();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  const refreshList = () => queryClient.invalidateQueries({ queryKey: ['users'] });
  const closeCode = () => {
    setSetupCode(null);
    void refreshList();
  };
  return (
    <>
      <Button
        size="small"
        disabled={disabled || busy}
        onClick={() => setAsking(true)}
        aria-label={translate('admin.two_factor.reset_named', { email: account.email })}
      >
        {translate('admin.two_factor.reset')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title="admin.two_factor.reset_title"
        content="admin.two_factor.reset_confirm"
        translateOptions={{ email: account.email }}
        confirm="admin.two_factor.reset"
        onConfirm={() => void reset()}
        onClose={() => setAsking(false)}
      />
      <Dialog open={setupCode !== null} onClose={closeCode} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>
          {translate('admin.two_factor.reset_code_title', { email: account.email })}
        </DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{translate('admin.two_factor.reset_code_intro')}</Typography>
          <TextField
            label={translate('admin.two_factor.reset_code')}
            value={setupCode ?? ''}
            fullWidth
            slotProps={{
              htmlInput: { readOnly: true, style: { fontFamily: 'monospace', fontSize: '1.25rem' } },
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={closeCode}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
