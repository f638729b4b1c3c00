import { ROLES } from '@industrial/api/roles';
import type { Account, InvitedAccount } from '@industrial/api/schemas/users';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { apiFetch } from '../apiClient.ts';
import { LoadedCard } from '../common/Loading.tsx';
import { PageHeading } from '../common/PageHeader.tsx';
import { TableHeadings } from '../common/TableHeadings.tsx';
import { ResetTwoFactorButton, TwoFactorPolicyCard } from './TwoFactor.tsx';

const dateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString('ru-RU') : '—');
const failureText = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * Сотрудники (administrators only): everyone who may sign in, with their role and state. An
 * invitation sends a link to choose a password (or shows it, when mail is off); a role changes
 * and an account is disabled or enabled at once; a lost second factor is reset, and the roles that
 * need one are chosen.
 */
export default function UsersPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [inviting, setInviting] = useState(false);
  const [sentLink, setSentLink] = useState<InvitedAccount | null>(null);
  const [busy, setBusy] = useState(false);
  /** The colleague whose disabling waits for «Отключить» in the confirmation. */
  const [disabling, setDisabling] = useState<Account | null>(null);
  const query = useQuery({
    queryKey: ['users'],
    queryFn: async () => (await apiFetch<Account[]>('/users')).json,
  });

  const change = async (account: Account, body: { role?: string; disabled?: boolean }) => {
    setBusy(true);
    try {
      await apiFetch(`/users/${account.id}`, { method: 'PUT', body: JSON.stringify(body) });
      notify('admin.users.saved', { type: 'success', messageArgs: { email: account.email } });
    } catch (failure) {
      notify('admin.users.failed', { type: 'error', messageArgs: { error: failureText(failure) } });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['users'] });
    }
  };

  const reinvite = async (account: Account) => {
    setBusy(true);
    try {
      setSentLink(
        (await apiFetch<InvitedAccount>(`/users/${account.id}/invitation`, { method: 'POST' })).json,
      );
    } catch (failure) {
      notify('admin.users.failed', { type: 'error', messageArgs: { error: failureText(failure) } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ py: 2, minWidth: 0, maxWidth: '100vw' }}>
      <Title title={translate('admin.users.title')} />
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}
      >
        <PageHeading title="admin.users.title" description="admin.users.intro" />
        <Button variant="contained" onClick={() => setInviting(true)}>
          {translate('admin.users.invite')}
        </Button>
      </Stack>
      <LoadedCard query={query} failed="admin.users.load_failed">
        {(accounts) => (
          <Table aria-label={translate('admin.users.title')} sx={{ minWidth: 880 }}>
            <TableHeadings
              labels={[
                'admin.users.email',
                'admin.users.role',
                'admin.users.status',
                'admin.users.last_sign_in',
                'admin.two_factor.column',
                'admin.list.actions',
              ]}
            />
            <TableBody>
              {accounts.map((account) => (
                <TableRow key={account.id}>
                  <TableCell>{account.email}</TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      value={account.role}
                      disabled={busy}
                      onChange={(event) => void change(account, { role: event.target.value })}
                      slotProps={{
                        htmlInput: {
                          'aria-label': translate('admin.users.role_of', { email: account.email }),
                        },
                      }}
                    >
                      {ROLES.map((role) => (
                        <MenuItem key={role} value={role}>
                          {translate(`admin.roles.${role}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell>{translate(`admin.users.statuses.${account.status}`)}</TableCell>
                  <TableCell>{dateTime(account.lastSignInAt)}</TableCell>
                  <TableCell>{translate(`admin.two_factor.${account.twoFactor ? 'yes' : 'no'}`)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {account.twoFactor && <ResetTwoFactorButton account={account} disabled={busy} />}
                    {account.status === 'invited' && (
                      <Button size="small" disabled={busy} onClick={() => void reinvite(account)}>
                        {translate('admin.users.reinvite')}
                      </Button>
                    )}
                    <Button
                      size="small"
                      color={account.status === 'disabled' ? 'primary' : 'error'}
                      disabled={busy}
                      onClick={() =>
                        account.status === 'disabled'
                          ? void change(account, { disabled: false })
                          : setDisabling(account)
                      }
                      aria-label={translate(
                        account.status === 'disabled'
                          ? 'admin.users.enable_named'
                          : 'admin.users.disable_named',
                        { email: account.email },
                      )}
                    >
                      {translate(
                        account.status === 'disabled' ? 'admin.users.enable' : 'admin.users.disable',
                      )}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </LoadedCard>
      <TwoFactorPolicyCard />
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(invited) => {
          setInviting(false);
          setSentLink(invited);
          void queryClient.invalidateQueries({ queryKey: ['users'] });
        }}
      />
      <SentLinkDialog invited={sentLink} onClose={() => setSentLink(null)} />
      <Confirm
        isOpen={disabling !== null}
        loading={busy}
        title="admin.users.disable_title"
        content="admin.users.disable_content"
        translateOptions={{ email: disabling?.email ?? '' }}
        confirm="admin.users.disable"
        confirmColor="warning"
        onConfirm={() => {
          if (disabling) void change(disabling, { disabled: true });
          setDisabling(null);
        }}
        onClose={() => setDisabling(null)}
      />
    </Stack>
  );
}

function InviteDialog({
  open,
  onClose,
  onInvited,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: (invited: InvitedAccount) => void;
}) {
  const translate = useTranslate();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSending(true);
    setFailure(null);
    try {
      const body = JSON.stringify({ email: String(form.get('email')).trim(), role: form.get('role') });
      onInvited((await apiFetch<InvitedAccount>('/users', { method: 'POST', body })).json);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="invite-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="invite-title">{translate('admin.users.invite')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField name="email" type="email" label={translate('admin.users.email')} required autoFocus />
            <TextField name="role" select label={translate('admin.users.role')} defaultValue="editor">
              {ROLES.map((role) => (
                <MenuItem key={role} value={role}>
                  {translate(`admin.roles.${role}`)}
                </MenuItem>
              ))}
            </TextField>
            <Typography variant="body2" color="text.secondary">
              {translate('admin.users.invite_hint')}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('admin.form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {translate('admin.users.send_invitation')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** After an invitation: mailed, or the link itself for the administrator to pass on. */
function SentLinkDialog({ invited, onClose }: { invited: InvitedAccount | null; onClose: () => void }) {
  const translate = useTranslate();
  const link = invited?.invitation;
  return (
    <Dialog open={invited !== null} onClose={onClose} aria-labelledby="sent-title" fullWidth maxWidth="sm">
      <DialogTitle id="sent-title">
        {translate('admin.users.invited', { email: invited?.email ?? '' })}
      </DialogTitle>
      <DialogContent>
        {link?.mailed ? (
          <Typography>{translate('admin.users.mailed')}</Typography>
        ) : (
          <Stack spacing={1}>
            <Typography>
              {translate('admin.users.not_mailed', { until: dateTime(link?.expiresAt ?? null) })}
            </Typography>
            <TextField
              value={link?.url ?? ''}
              label={translate('admin.users.link')}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
              onFocus={(event) => event.target.select()}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {link && !link.mailed && (
          <Button onClick={() => void navigator.clipboard?.writeText(link.url)}>
            {translate('admin.users.copy')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {translate('admin.history.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
